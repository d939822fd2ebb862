import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Imported } from "./from-json-resume.ts";

/** Each part of the content, its file and its type in the schema (as the sample writes them). */
export const CONTENT_FILES = {
  site: { file: "site.ts", type: "Site" },
  homePage: { file: "home-page.ts", type: "HomePage" },
  projects: { file: "projects.ts", type: "Project[]" },
  services: { file: "services.ts", type: "Service[]" },
  experiences: { file: "experiences.ts", type: "Experience[]" },
  testimonials: { file: "testimonials.ts", type: "Testimonial[]" },
  socialLinks: { file: "social-links.ts", type: "SocialLink[]" },
  techStack: { file: "tech-stack.ts", type: "Tech[]" },
  lists: { file: "lists.ts", type: "ListSection[]" },
} as const;
export type ContentPart = keyof typeof CONTENT_FILES;

/** What an import leaves in the owner's folder to know the next one by: what it wrote, and its placeholders. */
export const RECORD_FILE = ".import.json";
export type ImportRecord = {
  source: string;
  importedAt: string;
  content: Partial<Record<ContentPart, unknown>>;
  /** Each placeholder picture by its path under images/, with the hash of what was written. */
  placeholders: Record<string, string>;
};

export const hashOf = (bytes: string | Buffer) => createHash("sha256").update(bytes).digest("hex");

/** A part of the content as its module: typed, keys unquoted where they may be. */
export function moduleOf(part: ContentPart, value: unknown): string {
  const { type } = CONTENT_FILES[part];
  const literal = JSON.stringify(value, null, 2).replace(/^(\s*)"([A-Za-z_$][\w$]*)":/gm, "$1$2:");
  return `import type { ${type.replace("[]", "")} } from "~/content/schema";\n\nexport const ${part}: ${type} = ${literal};\n`;
}

/** Writes the parts given, and each placeholder picture not already there (never over a picture of the owner's). */
export function writeContent(
  dir: string,
  parts: Partial<Record<ContentPart, unknown>>,
  images: Imported["images"],
): { files: string[]; pictures: string[] } {
  mkdirSync(dir, { recursive: true });
  const files = Object.entries(parts).map(([part, value]) => {
    const file = path.join(dir, CONTENT_FILES[part as ContentPart].file);
    writeFileSync(file, moduleOf(part as ContentPart, value));
    return file;
  });
  const pictures = Object.entries(images).flatMap(([relative, svg]) => {
    const file = path.join(dir, "images", relative);
    if (existsSync(file)) return [];
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, svg);
    return [relative];
  });
  return { files, pictures };
}

export const readRecord = (dir: string): ImportRecord | undefined => {
  const file = path.join(dir, RECORD_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as ImportRecord) : undefined;
};

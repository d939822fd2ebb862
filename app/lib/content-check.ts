import { existsSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { PROJECT_COUNT, PROJECT_VIEW_DELAYS } from "~/constants";
import { contentSchema } from "~/content/schema";
import type { Problem } from "~/lib/problems";

type ContentProblem = Problem;

export const FILES: Record<string, string> = {
  site: "site.ts",
  projects: "projects.ts",
  services: "services.ts",
  experiences: "experiences.ts",
  testimonials: "testimonials.ts",
  socialLinks: "social-links.ts",
  techStack: "tech-stack.ts",
};

const IMAGE_FIELDS = new Set(["src", "img", "icon"]);

const delays = `${PROJECT_VIEW_DELAYS.slice(0, -1).join(", ")} or ${PROJECT_VIEW_DELAYS.at(-1)}`;
const UNIQUE_IDS = `give each entry its own whole number (projects use 1 to ${PROJECT_COUNT})`;

/** How to put a field right, by the field's name or the kind of rule it broke. */
function fixFor(field: string, issue: z.core.$ZodIssue): string {
  const key = String(issue.path[issue.path.length - 1] ?? "");
  if (key === "viewDelay") return `use ${delays} (seconds before the card enters)`;
  if (key === "email") return 'give an address such as "jane@example.com", or leave the field out';
  if (key === "resumePaper") return "use 'A4' or 'LETTER' (US Letter), or leave the field out for A4";
  if (key === "location")
    return 'write where you work from, such as "Lisbon, Portugal", or leave the field out';
  if (key === "contentPosition") return "use 'l' (text on the left) or 'r' (text on the right)";
  if (key === "url") return 'give a full address such as "https://example.com", or "" for no public site';
  if (["companyLink", "link", "href"].includes(key)) return 'give a full address starting with "https://"';
  if (IMAGE_FIELDS.has(key)) return 'give a path inside images/, such as "projects/my-app/cover.png"';
  if (key === "id") return UNIQUE_IDS;
  if (issue.code === "too_small" && issue.origin === "string") return "write some text here";
  if (issue.code === "too_small" || issue.code === "too_big")
    return "add or remove entries to reach the count the product fixes";
  if (issue.code === "invalid_type") return `write this as ${issue.expected}`;
  return `correct ${field}`;
}

export const fieldName = (segments: PropertyKey[]) =>
  segments.reduce<string>(
    (name, segment) =>
      typeof segment === "number"
        ? `${name}[${segment}]`
        : name
          ? `${name}.${String(segment)}`
          : String(segment),
    "",
  );

/** The paths of every image the content refers to, with the field that names each. */
export function imageReferences(
  raw: unknown,
  trail: PropertyKey[] = [],
): Array<{ field: PropertyKey[]; image: string }> {
  if (Array.isArray(raw)) return raw.flatMap((item, index) => imageReferences(item, [...trail, index]));
  if (!raw || typeof raw !== "object") return [];
  return Object.entries(raw).flatMap(([key, value]) =>
    IMAGE_FIELDS.has(key) && typeof value === "string" && /\.(svg|png|jpe?g|webp|avif)$/i.test(value)
      ? [{ field: [...trail, key], image: value }]
      : imageReferences(value, [...trail, key]),
  );
}

/**
 * Everything wrong with the content in `contentDir`: the schema's rules (counts
 * the product fixes, unique ids, allowed values, well-formed links) and images that
 * are named but missing from `images/`.
 */
export function checkContent(raw: unknown, contentDir: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const fileOf = (segments: PropertyKey[]) => path.join(contentDir, FILES[String(segments[0])] ?? "index.ts");

  const result = contentSchema.safeParse(raw);
  for (const issue of result.success ? [] : result.error.issues) {
    const field = fieldName(issue.path) || "(all content)";
    problems.push({ file: fileOf(issue.path), field, message: issue.message, fix: fixFor(field, issue) });
  }

  // The schema only checks ids once every entry is otherwise valid; say it now anyway.
  for (const list of ["projects", "experiences"] as const) {
    const entries = (raw as Record<string, unknown> | null)?.[list];
    if (!Array.isArray(entries)) continue;
    const ids = entries.map((entry) => (entry as { id?: unknown } | null)?.id);
    const reported = problems.some((problem) => problem.field === list && problem.message.includes("unique"));
    if (new Set(ids).size !== ids.length && !reported) {
      problems.push({
        file: fileOf([list]),
        field: list,
        message: `${list === "projects" ? "project" : "experience"} ids must be unique`,
        fix: UNIQUE_IDS,
      });
    }
  }

  for (const { field, image } of imageReferences(raw)) {
    if (!existsSync(path.join(contentDir, "images", image))) {
      problems.push({
        file: fileOf(field),
        field: fieldName(field),
        message: `there is no file images/${image}`,
        fix: `add the image at ${path.join(contentDir, "images", image)}, or correct the path`,
      });
    }
  }
  return problems;
}

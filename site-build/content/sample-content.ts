import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Problem } from "../../app/lib/problems.ts";
import { fieldName, fileIn, imageReferences } from "./content-check.ts";

/**
 * What marks the sample content the project ships with (tools/sample-fingerprint.ts
 * writes it): the sample owner's name, the sample's links and a hash of each sample image.
 * An owner who keeps any of these on a real address is about to publish someone else's site.
 */
export type SampleFingerprint = {
  /** SHA-256 of the whole content as JSON: whether a build is the sample itself, as it ships. */
  contentHash?: string;
  ownerName: string;
  links: string[];
  /** SHA-256 of each sample image → its path inside images/. */
  images: Record<string, string>;
  /** SHA-256 of each file of the sample's writing (posts and their images) → its path inside writing/. */
  writing?: Record<string, string>;
};

/** Every file in the content's writing folder, by its path inside it. */
function writingFiles(contentDir: string, relative = ""): string[] {
  const dir = path.join(contentDir, "writing", relative);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const inside = relative ? `${relative}/${entry.name}` : entry.name;
    return entry.isDirectory() ? writingFiles(contentDir, inside) : [inside];
  });
}

const LINK_FIELDS = new Set(["href", "link", "companyLink", "url", "email"]);

/** Every string in the content, with the field that holds it. */
function strings(raw: unknown, trail: PropertyKey[] = []): Array<{ field: PropertyKey[]; text: string }> {
  if (typeof raw === "string") return [{ field: trail, text: raw }];
  if (Array.isArray(raw)) return raw.flatMap((item, index) => strings(item, [...trail, index]));
  if (!raw || typeof raw !== "object") return [];
  return Object.entries(raw).flatMap(([key, value]) => strings(value, [...trail, key]));
}

const normalLink = (href: string) => href.trim().replace(/\/+$/, "").toLowerCase();
const hashOf = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

/** The fingerprint of a content folder, as the sample's is taken. */
export function fingerprintOf(raw: unknown, contentDir: string): SampleFingerprint {
  const site = (raw as { site?: { ownerName?: string } }).site;
  const links = strings(raw)
    .filter(({ field, text }) => LINK_FIELDS.has(String(field.at(-1))) && text !== "")
    .map(({ text }) => normalLink(text));
  const images: Record<string, string> = {};
  for (const { image } of imageReferences(raw)) {
    const file = path.join(contentDir, "images", image);
    if (existsSync(file)) images[hashOf(file)] = image;
  }
  const writing: Record<string, string> = {};
  for (const file of writingFiles(contentDir)) writing[hashOf(path.join(contentDir, "writing", file))] = file;
  return {
    contentHash: createHash("sha256").update(JSON.stringify(raw)).digest("hex"),
    ownerName: site?.ownerName ?? "",
    links: [...new Set(links)].sort(),
    images,
    writing,
  };
}

/** The one command that takes the sample's fingerprint again (tools/sample-fingerprint.ts). */
export const REFRESH_FINGERPRINT = "npm run sample:fingerprint";

/**
 * What the content in `contentDir` is, for the tests of the sample's own facts (its six
 * projects, Meatloaf): "sample" when it is the sample exactly as it ships, every word and
 * picture (they run); "stale" when it still carries the sample owner's name but no longer
 * matches the fingerprint, as on the project's own checkout after an edit to the sample without
 * a refresh (the run fails, naming the command); "owner" for anyone else's content (they skip).
 */
export function sampleStateOf(
  raw: unknown,
  contentDir: string,
  sample: SampleFingerprint,
): "sample" | "stale" | "owner" {
  const found = fingerprintOf(raw, contentDir);
  if (JSON.stringify(found) === JSON.stringify(sample)) return "sample";
  return found.ownerName === sample.ownerName ? "stale" : "owner";
}

/** Why a run stops on a stale fingerprint, and how to go on. */
export const staleFingerprintMessage = (ownerName: string) =>
  `the content still names the sample's owner (${ownerName}) but no longer matches ` +
  `site-build/content/sample-fingerprint.json, so the tests of the sample's own facts would test ` +
  `nothing. If you changed the sample, run \`${REFRESH_FINGERPRINT}\`; if this is your own content, ` +
  "put your name in site.ownerName.";

/** Is this an address people will visit, rather than this machine? */
export function isPublicAddress(siteUrl: string): boolean {
  const host = new URL(siteUrl).hostname.replace(/^\[|\]$/g, "");
  return !(host === "localhost" || host.endsWith(".localhost") || host === "::1" || host.startsWith("127."));
}

/**
 * Each place where the content in `contentDir` still holds the sample: the sample
 * owner's name in any text, a sample link, a sample image (by its bytes, whatever its name).
 */
export function findSampleContent(raw: unknown, contentDir: string, sample: SampleFingerprint): Problem[] {
  const fileOf = fileIn(contentDir);
  const sampleLinks = new Set(sample.links);
  const name = sample.ownerName.toLowerCase();
  const problems: Problem[] = [];

  for (const { field, text } of strings(raw)) {
    if (LINK_FIELDS.has(String(field.at(-1))) && sampleLinks.has(normalLink(text))) {
      problems.push({
        file: fileOf(field),
        field: fieldName(field),
        message: `${text} is ${field.at(-1) === "email" ? "the sample's e-mail address" : "a link of the sample content"}`,
        fix:
          field.at(-1) === "email"
            ? "give your own address, or leave the field out"
            : "link to your own site or profile, or remove the entry",
      });
    } else if (name && text.toLowerCase().includes(name)) {
      problems.push({
        file: fileOf(field),
        field: fieldName(field),
        message: `still names the sample owner, ${sample.ownerName}`,
        fix: "write your own name and words here",
      });
    }
  }

  for (const { field, image } of imageReferences(raw)) {
    const file = path.join(contentDir, "images", image);
    if (!existsSync(file)) continue;
    const sampleImage = sample.images[hashOf(file)];
    if (sampleImage === undefined) continue;
    problems.push({
      file: fileOf(field),
      field: fieldName(field),
      message: `images/${image} is the sample artwork (${sampleImage})`,
      fix: `put your own picture at ${path.join(contentDir, "images", image)}, or point ${fieldName(field)} at one`,
    });
  }

  for (const file of writingFiles(contentDir)) {
    const sampleFile = sample.writing?.[hashOf(path.join(contentDir, "writing", file))];
    if (sampleFile === undefined) continue;
    problems.push({
      file: path.join(contentDir, "writing", file),
      field: "writing",
      message: `writing/${file} is ${/\.mdx?$/.test(file) ? "a sample post" : "a sample post's picture"} (${sampleFile})`,
      fix: "delete the sample's posts and their pictures from the writing folder, and write your own (or none)",
    });
  }
  return problems;
}

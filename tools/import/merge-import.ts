import { CONTENT_FILES, type ContentPart } from "./write-content.ts";

type Parts = Partial<Record<ContentPart, unknown>>;

/** JSON with every object's keys in order: two values that differ only in key order are the same. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, field) =>
    field && typeof field === "object" && !Array.isArray(field)
      ? Object.fromEntries(Object.entries(field).sort(([a], [b]) => a.localeCompare(b)))
      : field,
  );
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** How an entry of a list is known from one import to the next. */
const KEYS: Partial<Record<ContentPart, (entry: Record<string, unknown>) => string>> = {
  experiences: (entry) => `${entry.company}\u0000${entry.title}`,
  projects: (entry) => String(entry.name),
  testimonials: (entry) => String(entry.name),
  socialLinks: (entry) => String(entry.href),
  techStack: (entry) => String(entry.name),
};

/**
 * A second import over the first: a part the owner has not touched since the last import takes
 * the résumé's new version; a part they changed keeps their version, with the résumé's new
 * entries added where the part is a list (a new job, a new project), numbered after theirs.
 * Says what it did, part by part.
 */
export function mergeImport(current: Parts, last: Parts, next: Parts): { parts: Parts; said: string[] } {
  const parts: Parts = {};
  const said: string[] = [];
  for (const part of Object.keys(CONTENT_FILES) as ContentPart[]) {
    const file = CONTENT_FILES[part].file;
    if (same(next[part], last[part])) continue;
    if (same(current[part], last[part])) {
      parts[part] = next[part];
      said.push(`${file}: taken from the résumé (you had not changed it)`);
      continue;
    }
    const key = KEYS[part];
    if (!key || !Array.isArray(current[part]) || !Array.isArray(next[part])) {
      said.push(`${file}: kept as you wrote it; the résumé's newer version differs, so compare by hand`);
      continue;
    }
    const mine = current[part] as Array<Record<string, unknown>>;
    const known = new Set(mine.map(key));
    // New in the résumé since the last import: an entry the owner deleted or renamed is not brought back.
    const before = new Set(
      Array.isArray(last[part]) ? (last[part] as Array<Record<string, unknown>>).map(key) : [],
    );
    const added = (next[part] as Array<Record<string, unknown>>).filter(
      (entry) => !before.has(key(entry)) && !known.has(key(entry)),
    );
    if (added.length === 0) {
      said.push(`${file}: kept as you wrote it (nothing new in the résumé)`);
      continue;
    }
    let id = Math.max(0, ...mine.map((entry) => Number(entry.id) || 0));
    parts[part] = [...mine, ...added.map((entry) => ("id" in entry ? { ...entry, id: ++id } : entry))];
    said.push(
      `${file}: kept your edits, added ${added.length} new: ${added.map((entry) => String(entry.name ?? entry.company ?? entry.href)).join(", ")}`,
    );
  }
  return { parts, said };
}

import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { contentModules } from "../../app/content/content-folder.server.ts";
import type { Problem } from "../../app/lib/problems.ts";

/**
 * A content field a release renamed: where it was (`from`) and where it is (`to`), the same but
 * for the last name. `*` stands for every entry of a list. CHANGELOG.md says the same per release.
 */
export type FieldRename = { since: string; from: string[]; to: string[]; why: string };

export const MIGRATIONS: FieldRename[] = [
  {
    since: "2.0.0",
    from: ["site", "secondParagraph"],
    to: ["site", "approach"],
    why: "it now has the name of the block that shows it, as `statement` has",
  },
];

const dotted = (segments: string[]) => segments.join(".").replaceAll(".*", "[]");

/** The values at a path (`*` every entry of a list), with their places. */
function found(value: unknown, segments: string[], at: string[] = []): string[][] {
  if (segments.length === 0) return [at];
  if (!value || typeof value !== "object") return [];
  const [head, ...rest] = segments as [string, ...string[]];
  if (head === "*")
    return Array.isArray(value) ? value.flatMap((entry, i) => found(entry, rest, [...at, String(i)])) : [];
  return head in value ? found((value as Record<string, unknown>)[head], rest, [...at, head]) : [];
}

/**
 * Each renamed field the content (or a language's part of it) still uses, as a problem naming the
 * rename and the command that makes it. `fileOf` says which file holds a field.
 */
export function migrationsDue(raw: unknown, fileOf: (segments: PropertyKey[]) => string): Problem[] {
  return MIGRATIONS.flatMap((migration) =>
    found(raw, migration.from).map((place) => ({
      file: fileOf(place),
      field: place.join(".").replace(/\.(\d+)/g, "[$1]"),
      message: `renamed to ${dotted(migration.to)} in ${migration.since}: ${migration.why}`,
      fix: `npm run check -- --fix renames it in your files (or rename it by hand to ${migration.to.at(-1)})`,
    })),
  );
}

/** The same renames made in the loaded content, so the check goes on with what the files now say. */
export function migrateInPlace(raw: unknown): void {
  for (const { from, to } of MIGRATIONS) {
    for (const place of found(raw, from)) {
      let parent = raw as Record<string, unknown>;
      for (const key of place.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
      const old = place.at(-1) as string;
      parent[to.at(-1) as string] = parent[old];
      delete parent[old];
    }
  }
}

/** A property's key as written, quoted or not (`secondParagraph`, `"secondParagraph"`). */
const keyOf = (name: ts.PropertyName) =>
  ts.isStringLiteral(name) || ts.isIdentifier(name) || ts.isNumericLiteral(name) ? name.text : name.getText();

/** The content path of an object literal's property: its export's name, then each key (`*` in a list). */
function pathOf(node: ts.Node): string[] | undefined {
  const segments: string[] = [];
  let current: ts.Node = node;
  while (current.parent) {
    const parent: ts.Node = current.parent;
    if (ts.isPropertyAssignment(current)) segments.unshift(keyOf(current.name));
    else if (ts.isArrayLiteralExpression(parent)) segments.unshift("*");
    if (ts.isVariableDeclaration(parent)) {
      segments.unshift(parent.name.getText());
      return segments;
    }
    if (ts.isExportAssignment(parent)) return segments;
    current = parent;
  }
  return undefined;
}

const matches = (pattern: string[], segments: string[]) =>
  pattern.length === segments.length && pattern.every((segment, i) => segment === segments[i]);

/** A file's source with every renamed field renamed; only the names change, the rest stays byte for byte. */
export function migrateSource(text: string, fileName = "content.ts"): { text: string; renamed: string[] } {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: Array<{ start: number; end: number; name: string; place: string }> = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node)) {
      const segments = pathOf(node);
      const migration = segments && MIGRATIONS.find(({ from }) => matches(from, segments));
      if (segments && migration) {
        const to = migration.to.at(-1) as string;
        edits.push({
          start: node.name.getStart(),
          end: node.name.getEnd(),
          // A quoted key stays quoted.
          name: ts.isStringLiteral(node.name) ? JSON.stringify(to) : to,
          place: dotted(segments),
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let out = text;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.name + out.slice(edit.end);
  }
  return { text: out, renamed: edits.map((edit) => edit.place) };
}

/** The content's files a migration may touch: its modules and each language's. */
const filesOf = (contentDir: string) => [
  ...contentModules(contentDir),
  ...readdirSync(contentDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => contentModules(path.join(contentDir, entry.name))),
];

/** `npm run check -- --fix`: renames every renamed field in the content's files; says what it changed. */
export function migrateFolder(contentDir: string): Array<{ file: string; renamed: string[] }> {
  const changed: Array<{ file: string; renamed: string[] }> = [];
  for (const file of filesOf(contentDir)) {
    const before = readFileSync(file, "utf8");
    const { text, renamed } = migrateSource(before, file);
    if (renamed.length === 0) continue;
    writeFileSync(file, text);
    changed.push({ file, renamed });
  }
  return changed;
}

/**
 * LinkedIn's "Get a copy of your data" archive (the .zip, or the folder it unpacks to) read as a
 * JSON Resume, which the import then takes as any other (from-json-resume.ts). Files and columns
 * are found by the names LinkedIn gives them (Profile.csv: First Name, Headline, Summary…;
 * Positions.csv: Company Name, Title, Started On…); a missing file or column is an empty part.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { inflateRawSync } from "node:zlib";
import type { JsonResume } from "./from-json-resume.ts";

/** The rows of a CSV file (RFC 4180: quoted fields may hold commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const source = text.replace(/^\uFEFF/, "");
  for (let at = 0; at < source.length; at += 1) {
    const character = source[at];
    if (quoted) {
      if (character === '"' && source[at + 1] === '"') {
        field += '"';
        at += 1;
      } else if (character === '"') quoted = false;
      else field += character;
    } else if (character === '"') quoted = true;
    else if (character === ",") {
      row.push(field);
      field = "";
    } else if (character === "\n" || character === "\r") {
      if (character === "\r" && source[at + 1] === "\n") at += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += character;
  }
  if (field !== "" || row.length > 0) rows.push([...row, field]);
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ""));
}

/** A CSV's rows as records by its header's names; LinkedIn puts notes above some headers, so the header is the first row holding `expected`. */
export function recordsOf(text: string, expected: string): Array<Record<string, string>> {
  const rows = parseCsv(text);
  const header = rows.findIndex((cells) => cells.includes(expected));
  if (header < 0) return [];
  const names = rows[header] ?? [];
  return rows
    .slice(header + 1)
    .map((cells) => Object.fromEntries(names.map((name, i) => [name.trim(), (cells[i] ?? "").trim()])));
}

/** The files of a zip archive by their names (stored or deflated, as LinkedIn's are). */
export function unzip(archive: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  // The central directory's end: its signature, searched from the archive's end (a comment may follow it).
  let end = archive.length - 22;
  while (end >= 0 && archive.readUInt32LE(end) !== 0x06054b50) end -= 1;
  if (end < 0) throw new Error("not a zip archive");
  const count = archive.readUInt16LE(end + 10);
  let entry = archive.readUInt32LE(end + 16);
  for (let index = 0; index < count; index += 1) {
    if (archive.readUInt32LE(entry) !== 0x02014b50) throw new Error("a damaged zip archive");
    const method = archive.readUInt16LE(entry + 10);
    const compressed = archive.readUInt32LE(entry + 20);
    const nameLength = archive.readUInt16LE(entry + 28);
    const extraLength = archive.readUInt16LE(entry + 30);
    const commentLength = archive.readUInt16LE(entry + 32);
    const local = archive.readUInt32LE(entry + 42);
    const name = archive.toString("utf8", entry + 46, entry + 46 + nameLength);
    const dataStart = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const data = archive.subarray(dataStart, dataStart + compressed);
    if (!name.endsWith("/")) files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    entry += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

/** The export's CSV files by their names without folders ("Positions.csv"), from a zip or a folder. */
export function exportFiles(source: string): Map<string, string> {
  const files = new Map<string, string>();
  if (statSync(source).isDirectory()) {
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (entry.name.endsWith(".csv")) files.set(entry.name, readFileSync(file, "utf8"));
      }
    };
    walk(source);
  } else {
    for (const [name, bytes] of unzip(readFileSync(source)))
      if (name.endsWith(".csv")) files.set(path.basename(name), bytes.toString("utf8"));
  }
  return files;
}

/** Is this path a LinkedIn export rather than a JSON Resume: a .zip, or a folder holding Profile.csv or Positions.csv? */
export const isLinkedInExport = (source: string) =>
  source.endsWith(".zip") ||
  (existsSync(source) &&
    statSync(source).isDirectory() &&
    (existsSync(path.join(source, "Profile.csv")) || existsSync(path.join(source, "Positions.csv"))));

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** LinkedIn's dates ("Jan 2021", "2021", "1/15/21") as JSON Resume writes them ("2021-01", "2021"). */
export function isoDate(text: string | undefined): string | undefined {
  const value = (text ?? "").trim();
  const monthYear = value.match(/^([A-Za-z]{3})[a-z]*\.?\s+([12]\d{3})$/);
  if (monthYear) {
    const month = MONTHS.indexOf((monthYear[1] ?? "").toLowerCase()) + 1;
    return month > 0 ? `${monthYear[2]}-${String(month).padStart(2, "0")}` : monthYear[2];
  }
  const numeric = value.match(/^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/);
  if (numeric) {
    const year = numeric[3]?.length === 2 ? `20${numeric[3]}` : numeric[3];
    return `${year}-${String(numeric[1]).padStart(2, "0")}-${String(numeric[2]).padStart(2, "0")}`;
  }
  return value.match(/\b[12]\d{3}\b/)?.[0];
}

const websites = (text: string | undefined) =>
  (text ?? "")
    .replace(/^\[|\]$/g, "")
    .split(",")
    .map((site) => site.replace(/^[A-Z]+:/, "").trim())
    .filter((site) => /^https?:\/\//.test(site));

/** The export as a JSON Resume: each file LinkedIn writes to its part, what is missing left out. */
export function fromLinkedIn(files: Map<string, string>): JsonResume {
  const table = (file: string, expected: string) => recordsOf(files.get(file) ?? "", expected);
  const [profile = {}] = table("Profile.csv", "First Name");
  const email =
    table("Email Addresses.csv", "Email Address").find((row) => row.Primary === "Yes") ??
    table("Email Addresses.csv", "Email Address")[0];
  const defined = <T extends Record<string, unknown>>(value: T) =>
    Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined && field !== "")) as T;
  const sites = websites(profile.Websites);
  const place = profile["Geo Location"] || profile.Address || profile["Zip Code"];
  return {
    basics: defined({
      name: [profile["First Name"], profile["Last Name"]].filter(Boolean).join(" ") || undefined,
      label: profile.Headline,
      email: email?.["Email Address"],
      url: sites[0],
      summary: profile.Summary,
      location: place ? { city: place } : undefined,
      profiles: [
        ...(profile["Public Profile Url"]
          ? [{ network: "LinkedIn", url: profile["Public Profile Url"] }]
          : []),
        ...sites.map((site) => ({ network: new URL(site).hostname.replace(/^www\./, ""), url: site })),
      ],
    }),
    work: table("Positions.csv", "Company Name").map((row) =>
      defined({
        name: row["Company Name"],
        position: row.Title,
        summary: row.Description,
        // The site has no place for it; the import lists it rather than drop it.
        location: row.Location,
        startDate: isoDate(row["Started On"]),
        endDate: isoDate(row["Finished On"]),
      }),
    ),
    projects: table("Projects.csv", "Title").map((row) =>
      defined({
        name: row.Title,
        description: row.Description,
        url: /^https?:\/\//.test(row.Url ?? "") ? row.Url : undefined,
        startDate: isoDate(row["Started On"]),
        endDate: isoDate(row["Finished On"]),
      }),
    ),
    skills: table("Skills.csv", "Name")
      .map((row) => ({ name: row.Name ?? "" }))
      .filter((skill) => skill.name),
    education: table("Education.csv", "School Name").map((row) =>
      defined({
        institution: row["School Name"],
        studyType: row["Degree Name"],
        area: row.Notes,
        startDate: isoDate(row["Start Date"]),
        endDate: isoDate(row["End Date"]),
      }),
    ),
    certificates: table("Certifications.csv", "Name").map((row) =>
      defined({
        name: row.Name,
        issuer: row.Authority,
        date: isoDate(row["Started On"]),
        url: /^https?:\/\//.test(row.Url ?? "") ? row.Url : undefined,
      }),
    ),
    languages: table("Languages.csv", "Name").map((row) =>
      defined({ language: row.Name, fluency: row.Proficiency }),
    ),
    awards: table("Honors.csv", "Title").map((row) =>
      defined({ title: row.Title, summary: row.Description, date: isoDate(row["Issued On"]) }),
    ),
    publications: table("Publications.csv", "Name").map((row) =>
      defined({
        name: row.Name,
        publisher: row.Publisher,
        releaseDate: isoDate(row["Published On"]),
        url: /^https?:\/\//.test(row.Url ?? "") ? row.Url : undefined,
        summary: row.Description,
      }),
    ),
  };
}

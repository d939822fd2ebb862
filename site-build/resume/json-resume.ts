import type { Content, ListEntry } from "../../app/content/schema.ts";
import { iconOf } from "../../app/lib/content/social-link.ts";
import { paths } from "../../app/lib/navigation/public-paths.ts";

/**
 * The owner's content as JSON Resume (jsonresume.org, schema 1.0.0), published at /resume.json
 * beside the PDF: the format résumé tools and themes read. Only what the content holds is
 * written; a field the schema has and the content has not is left out.
 */

/** Each decimal digit of every numbering system the platform knows ("٢" is 2), from Intl itself. */
const DIGIT_VALUES = new Map(
  Intl.supportedValuesOf("numberingSystem").flatMap((system) => {
    const format = new Intl.NumberFormat("en", { numberingSystem: system, useGrouping: false });
    return Array.from({ length: 10 }, (_, value) => [format.format(value), value] as const);
  }),
);

/** The text with its digits, in whatever script, written as 0–9 ("٢٠٢١" is "2021"). */
const westernDigits = (text: string) =>
  text.replace(/\p{Nd}/gu, (digit) => String(DIGIT_VALUES.get(digit) ?? digit));

/** The years in a text, in any digits: the four-digit numbers from 1000 to 2999. */
const yearsIn = (text: string) => westernDigits(text).match(/\b[12]\d{3}\b/g) ?? [];

/** A year as JSON Resume writes a date ("2023"), from a period the owner wrote ("2020 — 2023", "2023 — Now"). */
function periodOf(text: string): { startDate?: string; endDate?: string } {
  const years = yearsIn(text);
  const [start, end] = years;
  // "2023 — Now" is under way: a start and no end.
  return start ? { startDate: start, ...(end ? { endDate: end } : {}) } : {};
}

/** A list section's entries under the JSON Resume field its id names, where one does. */
const LIST_FIELDS: Record<string, string> = {
  awards: "awards",
  honors: "awards",
  publications: "publications",
  papers: "publications",
  certificates: "certificates",
  certifications: "certificates",
  education: "education",
  volunteer: "volunteer",
  volunteering: "volunteer",
  languages: "languages",
  interests: "interests",
};

const year = (date: string) => yearsIn(date)[0];

function listEntry(field: string, entry: ListEntry): Record<string, unknown> {
  const date = year(entry.date);
  switch (field) {
    case "awards":
      return { title: entry.title, awarder: entry.place, date, summary: entry.text };
    case "publications":
      return {
        name: entry.title,
        publisher: entry.place,
        releaseDate: date,
        url: entry.link,
        summary: entry.text,
      };
    case "certificates":
      return { name: entry.title, issuer: entry.place, date, url: entry.link };
    case "education":
      return { institution: entry.place ?? entry.title, area: entry.title, endDate: date, url: entry.link };
    case "volunteer":
      return {
        organization: entry.place ?? entry.title,
        position: entry.title,
        startDate: date,
        url: entry.link,
        summary: entry.text,
      };
    case "languages":
      return { language: entry.title, fluency: entry.text };
    default:
      return { name: entry.title, keywords: [entry.text] };
  }
}

/** Leaves out what is undefined, so the file holds only what the content says. */
const defined = <T extends Record<string, unknown>>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;

/**
 * The content as JSON Resume, in the language at `languagePrefix` ("" or "/de"): its projects link
 * to that language's pages, and its `meta.canonical` is where the file itself is served
 * (/resume.json, /de/resume.json).
 */
export function jsonResume(content: Content, siteUrl: string, languagePrefix = ""): Record<string, unknown> {
  const { site } = content;
  const profiles = content.socialLinks
    .filter((link) => !link.href.startsWith("mailto:"))
    .map((link) =>
      defined({ network: link.label, url: link.href, username: usernameOf(link.href, iconOf(link)) }),
    );
  const lists: Record<string, Array<Record<string, unknown>>> = {};
  for (const section of content.lists ?? []) {
    const field = LIST_FIELDS[section.id];
    if (!field) continue;
    lists[field] = [
      ...(lists[field] ?? []),
      ...section.entries.map((entry) => defined(listEntry(field, entry))),
    ];
  }
  return defined({
    $schema: "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json",
    basics: defined({
      name: site.ownerName,
      label: site.jobTitle,
      email: site.email,
      url: `${siteUrl}/`,
      summary: site.about,
      location: site.location ? { city: site.location } : undefined,
      profiles,
    }),
    work: content.experiences.map((experience) =>
      defined({
        name: experience.company,
        position: experience.title,
        url: experience.companyLink,
        ...periodOf(experience.year),
        summary: experience.description,
      }),
    ),
    projects: content.projects.map((project) =>
      defined({
        name: project.name,
        description: project.description,
        url: project.url || `${siteUrl}${languagePrefix}${paths.project(project.id)}`,
        highlights: project.sections.map((section) =>
          `${section.title}: ${section.description[0] ?? ""}`.trim(),
        ),
      }),
    ),
    skills: content.techStack.length
      ? [{ name: "Tools", keywords: content.techStack.map((tech) => tech.name) }]
      : undefined,
    references: content.testimonials.length
      ? content.testimonials.map((testimonial) => ({
          name: `${testimonial.name}, ${testimonial.title}`,
          reference: testimonial.description,
        }))
      : undefined,
    ...lists,
    meta: { canonical: `${siteUrl}${languagePrefix}${paths.resumeJson}`, version: "v1.0.0" },
  });
}

/** A profile's user name on a network the site knows, from its address (github.com/jane, linkedin.com/in/jane, /@jane). */
function usernameOf(href: string, icon: string): string | undefined {
  if (icon === "link" || icon === "rss" || icon === "email") return undefined;
  try {
    return new URL(href).pathname.split("/").filter(Boolean).at(-1)?.replace(/^@/, "") || undefined;
  } catch {
    return undefined;
  }
}

import type { Content, Site } from "../../app/content/schema.ts";
import { homeBlocksOf } from "../../app/lib/content/home-page.ts";
import { paths } from "../../app/lib/navigation/public-paths.ts";
import { type Direction, directionOfText } from "../../app/lib/text-direction.ts";
import { directionOf, wordsOfContent } from "../../app/lib/words/shipped.ts";

export type Paper = NonNullable<Site["resumePaper"]>;

/** A linked or plain piece of text. */
export type Phrase = { text: string; href?: string };

/** One role, project, talk…: a title (with its place), a date, a paragraph, an address. */
export type Entry = {
  title: Phrase;
  place?: Phrase;
  date?: string;
  text?: string;
  address?: Phrase;
  /** The entry's own direction: an English talk in an Arabic résumé reads left to right. */
  dir?: Direction;
};

export type Section =
  | { kind: "text"; label: string; text: string; dir?: Direction }
  | { kind: "entries" | "projects"; label: string; entries: Entry[] };

/**
 * What resume.typ draws: the owner's résumé as plain data, every word already in the content's
 * language. The typesetter reads it as JSON, so nothing an owner writes is ever Typst markup.
 */
export type ResumeData = {
  lang: string;
  region: string | null;
  dir: Direction;
  paper: "a4" | "us-letter";
  title: string;
  author: string;
  subject: string;
  name: string;
  jobTitle: string;
  contacts: Phrase[];
  sections: Section[];
  /** Whether headings and the name are letter-spaced: not in a script whose letters join or fill the em. */
  tracked: boolean;
};

/** The résumé's own headings in the content's language. */
export const resumeLabels = (content: Content) => wordsOfContent(content).resume.headings;

/** Letters spacing suits: Latin, Cyrillic, Greek, with digits and punctuation. */
const SPACEABLE = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}\p{P}\p{S}\p{M}\s]*$/u;

/** Entries and texts with the direction they read in. */
const directed = <T extends { text?: string; title?: Phrase }>(item: T): T & { dir: Direction } => ({
  ...item,
  dir: directionOfText(`${item.title?.text ?? ""}${item.text ?? ""}`),
});

/** An address as printed: "github.com/jane", "jane@example.com". */
const bare = (href: string) => href.replace(/^(https?:\/\/|mailto:)/i, "").replace(/\/$/, "");

/**
 * The owner's résumé, from the same content as the site (docs/customizing.md); its project links
 * lead to the pages in its language (`languagePrefix`: "" or "/de").
 */
export function resumeData(content: Content, siteUrl: string, paper: Paper, languagePrefix = ""): ResumeData {
  const { site, experiences, projects, techStack, socialLinks } = content;
  const words = wordsOfContent(content);
  const labels = words.resume.headings;
  const [lang, region] = (site.lang ?? "en").split("-");
  const contacts: Phrase[] = [
    ...(site.location ? [{ text: site.location }] : []),
    ...(site.email ? [{ text: site.email, href: `mailto:${site.email}` }] : []),
    { text: bare(siteUrl), href: siteUrl },
    // Each profile by its address, whatever the network; an e-mail given above too is printed once.
    ...socialLinks
      .filter((link) => bare(link.href) !== site.email)
      .map((link) => ({ text: bare(link.href), href: link.href })),
  ];
  const sections: Section[] = [directed({ kind: "text" as const, label: labels.about, text: site.about })];
  if (experiences.length > 0)
    sections.push({
      kind: "entries",
      label: labels.experience,
      entries: experiences.map((experience) =>
        directed({
          title: { text: experience.title },
          place: { text: experience.company, href: experience.companyLink },
          date: experience.year,
          text: experience.description,
        }),
      ),
    });
  sections.push({
    kind: "projects",
    label: labels.projects,
    entries: projects.map((project) =>
      directed({
        title: { text: project.name, href: `${siteUrl}${languagePrefix}${paths.project(project.id)}` },
        text: project.description,
        ...(project.url ? { address: { text: bare(project.url), href: project.url } } : {}),
      }),
    ),
  });
  // The list sections the home page shows, in its order, each under its own heading.
  for (const block of homeBlocksOf(content)) {
    if (typeof block === "string") continue;
    sections.push({
      kind: "entries",
      label: block.heading,
      entries: block.entries.map((entry) =>
        directed({
          title: { text: entry.title, ...(entry.link ? { href: entry.link } : {}) },
          ...(entry.place ? { place: { text: entry.place } } : {}),
          date: entry.date,
          text: entry.text,
        }),
      ),
    });
  }
  if (techStack.length > 0)
    sections.push(
      directed({
        kind: "text" as const,
        label: labels.tools,
        text: techStack.map((tech) => tech.name).join(" · "),
      }),
    );

  return {
    lang: (lang ?? "en").toLowerCase(),
    region: region ? region.toUpperCase() : null,
    dir: directionOf(site.lang ?? "en"),
    paper: paper === "LETTER" ? "us-letter" : "a4",
    title: words.resume.documentTitle({ name: site.ownerName }),
    author: site.ownerName,
    subject: site.jobTitle,
    name: site.ownerName,
    jobTitle: site.jobTitle,
    contacts,
    sections,
    tracked: SPACEABLE.test(`${site.ownerName}${sections.map((section) => section.label).join("")}`),
  };
}

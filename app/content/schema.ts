import { z } from "zod";
import { CONTENT_RANGES, PROJECT_VIEW_DELAYS } from "~/constants";
import type { BuiltInBlock } from "~/content/home-blocks";

const text = z.string().trim().min(1, "must not be empty");

/** An image file under the content folder's `images/`, e.g. "projects/halcyon/cover.svg". */
const imagePath = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9/_.-]*\.(svg|png|jpe?g|webp|avif)$/i,
    "must be a path under images/ ending in .svg, .png, .jpg, .webp or .avif",
  );

const link = z.url({ protocol: /^https?$/, message: "must be a full http(s) URL" });

const image = z.object({ src: imagePath, alt: z.string() });

/** A list of at least `min` and at most `max` entries, with the range in its messages. */
const listOf = <T extends z.ZodType>(
  entry: T,
  range: { min: number; max: number },
  [one, many]: [string, string],
) =>
  z
    .array(entry)
    .min(
      range.min,
      `needs at least ${range.min === 1 ? `one ${one}` : `${range.min} ${many}`} (${range.min} to ${range.max})`,
    )
    .max(range.max, `holds at most ${range.max} ${many} (${range.min} to ${range.max})`);

const sectionSchema = z.object({
  id: z.number().int().positive(),
  title: text,
  description: z.array(text).min(1, "needs at least one paragraph"),
  img: imagePath,
  imgAlt: text,
  contentPosition: z.enum(["l", "r"], "must be 'l' or 'r'"),
});

const projectSchema = z.object({
  /** Its page is /project/{id}: any positive whole number, each used once. */
  id: z.number().int().positive(),
  name: text,
  description: text,
  url: z.union([z.literal(""), link], "must be a full http(s) URL or empty"),
  src: imagePath,
  srcAlt: text,
  sections: listOf(sectionSchema, CONTENT_RANGES.caseStudySections, [
    "case-study section",
    "case-study sections",
  ]),
  previews: z.array(image).min(1, "needs at least one preview"),
  viewDelay: z.union(
    PROJECT_VIEW_DELAYS.map((delay) => z.literal(delay)),
    `must be one of ${PROJECT_VIEW_DELAYS.join(", ")}`,
  ),
});

const serviceSchema = z.object({
  title: text,
  description: text,
  speed: z.number().positive().max(2, "must be between 0 and 2"),
});

const experienceSchema = z.object({
  id: z.number().int().positive(),
  title: text,
  company: text,
  year: text,
  companyLink: link,
  img: imagePath,
  description: text,
});

const testimonialSchema = z.object({
  name: text,
  title: text,
  description: text,
  src: imagePath,
  link: link,
});

/** One entry of a list section: a talk, a paper, an award, a degree, a project you maintain. */
const listEntrySchema = z.object({
  title: text,
  /** Where, or with whom: a conference, a journal, a school. */
  place: text.optional(),
  /** A year or a date, as you want it shown ("2024", "March 2024"). */
  date: text,
  link: link.optional(),
  text: text,
});

/** A section of entries that needs no code: a heading and its entries (lists.ts). */
const listSectionSchema = z.object({
  /** Its name in the home page's order and its anchor (`#talks`). */
  id: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, "must be lower-case letters, digits and dashes, starting with a letter"),
  heading: text,
  entries: listOf(listEntrySchema, CONTENT_RANGES.listEntries, ["entry", "entries"]),
});

/** The marks a profile can be drawn with; `link` is the generic one, `email` a mailto: address's. */
export const SOCIAL_ICONS = [
  "dribbble",
  "github",
  "linkedin",
  "x",
  "instagram",
  "behance",
  "mastodon",
  "bluesky",
  "gitlab",
  "stackoverflow",
  "youtube",
  "codepen",
  "email",
  "rss",
  "link",
] as const;

const mailto = z.string().regex(/^mailto:[^@\s]+@[^@\s]+$/i);

const socialLinkSchema = z.object({
  /** The link's accessible name, and its text in the menu. */
  label: text,
  href: z.union([link, mailto], 'must be a full http(s) URL or "mailto:" and an e-mail address'),
  /** Taken from `href` when left out (app/lib/content/social-link.ts). */
  icon: z.enum(SOCIAL_ICONS, "is not one of the icons the site draws").optional(),
});

const techSchema = z.object({
  name: text,
  icon: imagePath,
  /** The mark drawn for a light ground, where `icon` is drawn for the dark theme only (a white logo). */
  iconOnLight: imagePath.optional(),
});

const siteSchema = z.object({
  /** The language the content is written in (BCP 47: "en", "en-GB", "de"); "en" when left out. */
  lang: z
    .string()
    .regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/, 'must be a language tag such as "en", "en-GB" or "de"')
    .optional(),
  ownerName: text,
  jobTitle: text,
  /** Where the owner works from, on the résumé (optional). */
  location: text.optional(),
  /** An address to write to, on the résumé (optional; the contact form works without it). */
  email: z.email("must be an e-mail address such as jane@example.com").optional(),
  /** The résumé's paper: A4 (the default) or US Letter. */
  resumePaper: z.enum(["A4", "LETTER"], "must be 'A4' or 'LETTER'").optional(),
  title: text,
  description: text,
  shareImageAlt: text,
  hero: z.object({
    /** The headline, one to four lines: the last in ink, the one before it in the accent, any before those muted. */
    lines: listOf(text, CONTENT_RANGES.heroLines, ["line", "lines"]),
    cta: text,
    tagline: text,
  }),
  /** Each headed section's heading; one whose section is not on the page may be left out. */
  headings: z.object({
    services: text.optional(),
    work: text,
    history: text.optional(),
    testimonials: text.optional(),
    /** The site's words for "Latest writing" (`words.writing.latest`) unless given. */
    writing: text.optional(),
    contact: text.optional(),
  }),
  /** The first paragraph that lights up word by word (`about`), and the résumé's about. */
  about: text,
  /** The second one (`approach`); needed only where the home page shows it. */
  approach: text.optional(),
  /** The line over the particles (`statement`); needed only where the home page shows it. */
  statement: text.optional(),
  /** The contact section's intro and its button; needed only where the home page shows it. */
  contact: z
    .object({
      intro: text,
      submit: text,
    })
    .optional(),
  notFound: text,
});

const uniqueBy = <T>(items: T[], key: (item: T) => unknown) => new Set(items.map(key)).size === items.length;

export const contentSchema = z.object({
  site: siteSchema,
  /** The home page's blocks, top to bottom: built-in names and list ids. */
  homePage: z.array(z.string()).optional(),
  lists: z.array(listSectionSchema).optional(),
  projects: listOf(projectSchema, CONTENT_RANGES.projects, ["project", "projects"]).refine(
    (items) => uniqueBy(items, (p) => p.id),
    "project ids must be unique",
  ),
  services: listOf(serviceSchema, CONTENT_RANGES.services, ["service", "services"]),
  experiences: listOf(experienceSchema, CONTENT_RANGES.experiences, ["experience", "experiences"]).refine(
    (items) => uniqueBy(items, (e) => e.id),
    "experience ids must be unique",
  ),
  testimonials: listOf(testimonialSchema, CONTENT_RANGES.testimonials, ["testimonial", "testimonials"]),
  socialLinks: z.array(socialLinkSchema).min(1),
  techStack: listOf(techSchema, CONTENT_RANGES.techStack, ["tool", "tools"]),
  /**
   * Changes to the interface's words in the site's language: app/lib/words/english.ts names them
   * all. Checked word by word by `npm run check` (site-build/content/content-check.ts).
   */
  words: z.record(z.string(), z.unknown()).optional(),
});

export type Content = z.infer<typeof contentSchema>;
export type ListSection = z.infer<typeof listSectionSchema>;
export type ListEntry = z.infer<typeof listEntrySchema>;
/** The home page's blocks in order, as `home-page.ts` names them. */
export type HomePage = Array<BuiltInBlock | (string & {})>;
export type { BuiltInBlock };
export type Site = z.infer<typeof siteSchema>;
export type Project = z.infer<typeof projectSchema>;
export type ProjectSection = z.infer<typeof sectionSchema>;
export type Service = z.infer<typeof serviceSchema>;
export type Experience = z.infer<typeof experienceSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type SocialLink = z.infer<typeof socialLinkSchema>;
export type SocialIconName = (typeof SOCIAL_ICONS)[number];
export type Tech = z.infer<typeof techSchema>;

/** Any part of `T`: an object's fields each optional, a list's entries each any part of one. */
type AnyPart<T> = T extends string | number | boolean
  ? T
  : T extends Array<infer Entry>
    ? Entry extends string
      ? T
      : Array<AnyPart<Entry>>
    : { [Key in keyof T]?: AnyPart<T[Key]> };

/**
 * What a language's `index.ts` (`content/<tag>/index.ts`) gives: any part of the content in
 * that language. A list's entries are matched by `id` where they have one (projects, their
 * sections, roles, list sections), else by place (services, testimonials, a list's entries);
 * a list of texts (the hero's lines, a section's paragraphs) is given whole. Whatever it leaves
 * out shows in the site's own language.
 */
export type Translation = Omit<AnyPart<Content>, "site"> & { site?: Omit<AnyPart<Site>, "lang"> };

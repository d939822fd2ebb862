import { z } from "zod";
import {
  EXPERIENCE_CARD_COUNT,
  PROJECT_COUNT,
  PROJECT_VIEW_DELAYS,
  SERVICE_COUNT,
  TESTIMONIAL_COUNT,
} from "~/constants";

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

const sectionSchema = z.object({
  id: z.number().int().positive(),
  title: text,
  description: z.array(text).min(1, "needs at least one paragraph"),
  img: imagePath,
  imgAlt: text,
  contentPosition: z.enum(["l", "r"], "must be 'l' or 'r'"),
});

const projectSchema = z.object({
  id: z.number().int().min(1).max(PROJECT_COUNT),
  name: text,
  description: text,
  url: z.union([z.literal(""), link], "must be a full http(s) URL or empty"),
  src: imagePath,
  srcAlt: text,
  sections: z.array(sectionSchema).length(3, "needs exactly three sections: About, Strategy, Results"),
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

const socialLinkSchema = z.object({
  label: text,
  href: link,
  icon: z.enum(["dribbble", "github", "linkedin", "x", "instagram", "behance"]),
});

const techSchema = z.object({
  name: text,
  icon: imagePath,
});

const siteSchema = z.object({
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
    lines: z.tuple([text, text, text]),
    cta: text,
    tagline: text,
  }),
  headings: z.object({
    services: text,
    work: text,
    history: text,
    testimonials: text,
    contact: text,
  }),
  about: text,
  secondParagraph: text,
  statement: text,
  contact: z.object({
    intro: text,
    submit: text,
  }),
  notFound: text,
});

const uniqueBy = <T>(items: T[], key: (item: T) => unknown) => new Set(items.map(key)).size === items.length;

export const contentSchema = z.object({
  site: siteSchema,
  projects: z
    .array(projectSchema)
    .length(PROJECT_COUNT, `needs exactly ${PROJECT_COUNT} projects`)
    .refine((items) => uniqueBy(items, (p) => p.id), "project ids must be unique"),
  services: z.array(serviceSchema).length(SERVICE_COUNT, `needs exactly ${SERVICE_COUNT} services`),
  experiences: z
    .array(experienceSchema)
    .length(EXPERIENCE_CARD_COUNT, `needs exactly ${EXPERIENCE_CARD_COUNT} experiences`)
    .refine((items) => uniqueBy(items, (e) => e.id), "experience ids must be unique"),
  testimonials: z
    .array(testimonialSchema)
    .length(TESTIMONIAL_COUNT, `needs exactly ${TESTIMONIAL_COUNT} testimonials`),
  socialLinks: z.array(socialLinkSchema).min(1),
  techStack: z.array(techSchema).min(1),
});

export type Content = z.infer<typeof contentSchema>;
export type Site = z.infer<typeof siteSchema>;
export type Project = z.infer<typeof projectSchema>;
export type ProjectSection = z.infer<typeof sectionSchema>;
export type Service = z.infer<typeof serviceSchema>;
export type Experience = z.infer<typeof experienceSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type SocialLink = z.infer<typeof socialLinkSchema>;
export type Tech = z.infer<typeof techSchema>;

/**
 * A JSON Resume (jsonresume.org, schema 1.0.0) as the site's content: what each part of the file
 * becomes, the placeholder pictures the site needs and the file has not, and every part of the
 * file that has no place on the site (listed, never dropped silently). The inverse of
 * site-build/resume/json-resume.ts, so /resume.json imports back as the same content.
 */
import { CONTENT_RANGES, PROJECT_VIEW_DELAYS } from "../../app/constants.ts";
import type {
  Content,
  Experience,
  ListSection,
  Project,
  SocialLink,
  Tech,
  Testimonial,
} from "../../app/content/schema.ts";
import { placeholderArt } from "./placeholder-art.ts";

type Entry = Record<string, unknown>;
export type JsonResume = {
  basics?: Entry & { profiles?: Entry[]; location?: Entry };
  work?: Entry[];
  volunteer?: Entry[];
  education?: Entry[];
  awards?: Entry[];
  certificates?: Entry[];
  publications?: Entry[];
  skills?: Entry[];
  languages?: Entry[];
  interests?: Entry[];
  references?: Entry[];
  projects?: Entry[];
  meta?: Entry;
};

export type Imported = {
  content: Omit<Content, "words">;
  /** Pictures to write under images/, by their path there: SVG text. */
  images: Record<string, string>;
  /** What the site needs and the file has not: each a line for the owner. */
  toAdd: string[];
  /** What the file holds that the site has no place for. */
  unplaced: string[];
};

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const year = (date: unknown) => text(date).match(/^[12]\d{3}/)?.[0] ?? "";
const isLink = (value: unknown) => {
  try {
    return /^https?:\/\/\S+$/.test(text(value)) && Boolean(new URL(text(value)).hostname);
  } catch {
    return false;
  }
};
const slugOf = (name: string, index: number) =>
  name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "") || `item-${index + 1}`;
/** A highlight as a sentence of a paragraph: with its full stop. */
const ended = (line: string) => (/[.!?。！？…]$/u.test(line) ? line : `${line}.`);
const sentence = (paragraph: string) => paragraph.match(/^.+?[.!?](?=\s|$)/)?.[0] ?? paragraph;
const titleCase = (words: string) =>
  words.replace(/(^|\s)(\p{Ll})/gu, (_, space, letter) => `${space}${letter.toUpperCase()}`);

/** A list section of the site from one of JSON Resume's lists: its id, heading and entries. */
const LISTS: Array<{ field: keyof JsonResume; id: string; heading: string; entry: (item: Entry) => Entry }> =
  [
    {
      field: "awards",
      id: "awards",
      heading: "Awards",
      entry: (item) => ({
        title: text(item.title),
        place: text(item.awarder),
        date: year(item.date),
        text: text(item.summary),
      }),
    },
    {
      field: "publications",
      id: "publications",
      heading: "Publications",
      entry: (item) => ({
        title: text(item.name),
        place: text(item.publisher),
        date: year(item.releaseDate),
        link: item.url,
        text: text(item.summary),
      }),
    },
    {
      field: "certificates",
      id: "certificates",
      heading: "Certificates",
      entry: (item) => ({
        title: text(item.name),
        place: text(item.issuer),
        date: year(item.date),
        link: item.url,
        text: "",
      }),
    },
    {
      field: "education",
      id: "education",
      heading: "Education",
      entry: (item) => ({
        title: text(item.area) || text(item.studyType) || text(item.institution),
        place: text(item.institution),
        date: year(item.endDate) || year(item.startDate),
        link: item.url,
        text: [text(item.studyType), text(item.score)].filter(Boolean).join(", "),
      }),
    },
    {
      field: "volunteer",
      id: "volunteer",
      heading: "Volunteering",
      entry: (item) => ({
        title: text(item.position),
        place: text(item.organization),
        date: year(item.startDate),
        link: item.url,
        text: text(item.summary),
      }),
    },
    {
      field: "languages",
      id: "languages",
      heading: "Languages",
      entry: (item) => ({ title: text(item.language), date: "", text: text(item.fluency) }),
    },
  ];

/**
 * The fields each part of a JSON Resume has a place for on the site: any other field the file fills
 * is listed as having none (a phone number, a role's location, a project's keywords…).
 */
const PLACED: Record<string, string[]> = {
  basics: ["name", "label", "email", "url", "summary", "location", "profiles"],
  "basics.location": ["city", "region", "countryCode"],
  "basics.profiles": ["network", "url", "username"],
  work: ["name", "company", "position", "url", "startDate", "endDate", "summary", "highlights"],
  projects: ["name", "description", "url", "highlights"],
  skills: ["name", "keywords"],
  references: ["name", "reference"],
  awards: ["title", "awarder", "date", "summary"],
  publications: ["name", "publisher", "releaseDate", "url", "summary"],
  certificates: ["name", "issuer", "date", "url"],
  education: ["institution", "area", "studyType", "score", "startDate", "endDate", "url"],
  volunteer: ["organization", "position", "startDate", "url", "summary"],
  languages: ["language", "fluency"],
  meta: ["canonical", "version", "lastModified"],
  $schema: [],
};

const filled = (value: unknown) =>
  value !== undefined && value !== null && value !== "" && !(Array.isArray(value) && value.length === 0);

/** Each field the file fills that the site has no place for, by its path in the file. */
export function unplacedFields(resume: JsonResume): string[] {
  const found: string[] = [];
  const look = (where: string, value: unknown, placed: string[] | undefined) => {
    if (!value || typeof value !== "object") return;
    for (const [key, field] of Object.entries(value)) {
      if (!filled(field)) continue;
      const kind = where.replace(/\[\d+\]/g, "");
      if (!placed || placed.includes(key)) {
        const inner = PLACED[`${kind}.${key}`];
        if (inner) {
          if (Array.isArray(field))
            for (const [i, entry] of field.entries()) look(`${where}.${key}[${i}]`, entry, inner);
          else look(`${where}.${key}`, field, inner);
        }
        continue;
      }
      found.push(
        `${where}.${key}: ${typeof field === "string" ? field : JSON.stringify(field)}`.slice(0, 160),
      );
    }
  };
  for (const [part, value] of Object.entries(resume)) {
    if (!filled(value) || part === "$schema" || part === "interests") continue;
    if (!(part in PLACED)) {
      found.push(`${part}: ${JSON.stringify(value)}`.slice(0, 160));
      continue;
    }
    if (Array.isArray(value))
      for (const [i, entry] of value.entries()) look(`${part}[${i}]`, entry, PLACED[part]);
    else look(part, value, PLACED[part]);
  }
  return found;
}

export function fromJsonResume(resume: JsonResume): Imported {
  const basics = resume.basics ?? {};
  const name = text(basics.name) || "Your Name";
  const label = text(basics.label) || "Developer";
  const summary = text(basics.summary);
  const location = [text(basics.location?.city), text(basics.location?.region)].filter(Boolean).join(", ");
  const images: Record<string, string> = {};
  const toAdd: string[] = [];
  const unplaced: string[] = [];
  const picture = (path: string, title: string, kind: "cover" | "logo" | "avatar" | "mark") => {
    images[path] = placeholderArt(title, kind);
    return path;
  };

  const profiles: SocialLink[] = (basics.profiles ?? [])
    .filter((profile) => isLink(profile.url))
    .map((profile) => ({
      label: text(profile.network) || new URL(text(profile.url)).hostname,
      href: text(profile.url),
    }));
  if (text(basics.email)) profiles.push({ label: "E-mail", href: `mailto:${text(basics.email)}` });
  if (profiles.length === 0) {
    profiles.push({ label: "Website", href: isLink(basics.url) ? text(basics.url) : "https://example.com" });
    toAdd.push("social-links.ts: a profile of yours (the file had none)");
  }

  const work = (resume.work ?? []).slice(0, CONTENT_RANGES.experiences.max);
  const experiences: Experience[] = work.map((job, index) => {
    const company = text(job.name) || text(job.company) || "A company";
    const start = year(job.startDate);
    const end = year(job.endDate);
    const highlights = Array.isArray(job.highlights) ? job.highlights.map(text).filter(Boolean) : [];
    if (!isLink(job.url)) toAdd.push(`experiences.ts: ${company}'s address (companyLink)`);
    return {
      id: index + 1,
      title: text(job.position) || label,
      company,
      year: start ? `${start} — ${end || "Now"}` : end || "—",
      companyLink: isLink(job.url)
        ? text(job.url)
        : `https://duckduckgo.com/?q=${encodeURIComponent(company)}`,
      img: picture(`logos/${slugOf(company, index)}.svg`, company, "logo"),
      description:
        [text(job.summary), ...highlights].filter(Boolean).map(ended).join(" ") ||
        text(job.position) ||
        company,
    };
  });
  if ((resume.work ?? []).length > work.length)
    unplaced.push(
      `work: ${(resume.work ?? []).length - work.length} role(s) past the ${CONTENT_RANGES.experiences.max} the history shows`,
    );

  const ownPages = isLink(basics.url) ? `${text(basics.url).replace(/\/?$/, "/")}project/` : undefined;
  const fromProjects = (resume.projects ?? []).slice(0, CONTENT_RANGES.projects.max);
  const projects: Project[] = fromProjects.map((entry, index) => {
    const title = text(entry.name) || `Project ${index + 1}`;
    const slug = slugOf(title, index);
    const description = text(entry.description) || title;
    const highlights = Array.isArray(entry.highlights) ? entry.highlights.map(text).filter(Boolean) : [];
    const cover = picture(`projects/${slug}/cover.svg`, title, "cover");
    toAdd.push(`projects.ts: ${title}'s cover and pictures (images/projects/${slug}/ holds placeholders)`);
    // A section a highlight, as /resume.json writes them ("About: …"), or one About of the description.
    const parts = highlights.length
      ? highlights.slice(0, CONTENT_RANGES.caseStudySections.max).map((highlight) => {
          const [, heading, body] = highlight.match(/^([^:]{1,40}):\s+(.+)$/s) ?? [];
          return { title: heading ?? "Highlights", paragraph: body ?? highlight };
        })
      : [{ title: "About", paragraph: description }];
    return {
      id: index + 1,
      name: title,
      description,
      // A link to the project's page on the owner's own site (a /resume.json of theirs) is no public site.
      url: isLink(entry.url) && !(ownPages && text(entry.url).startsWith(ownPages)) ? text(entry.url) : "",
      src: cover,
      srcAlt: `${title}, a placeholder picture`,
      viewDelay: PROJECT_VIEW_DELAYS[index % PROJECT_VIEW_DELAYS.length] as Project["viewDelay"],
      sections: parts.map((part, at) => ({
        id: at + 1,
        title: part.title,
        description: [part.paragraph],
        img: cover,
        imgAlt: `${title}, a placeholder picture`,
        contentPosition: at % 2 === 0 ? "l" : "r",
      })),
      previews: [{ src: cover, alt: `${title}, a placeholder picture` }],
    };
  });
  if (projects.length === 0) {
    const title = experiences[0] ? `My work at ${experiences[0].company}` : "My first project";
    const cover = picture("projects/first/cover.svg", title, "cover");
    projects.push({
      id: 1,
      name: title,
      description: experiences[0]?.description ?? label,
      url: "",
      src: cover,
      srcAlt: `${title}, a placeholder picture`,
      viewDelay: 0.2,
      sections: [
        {
          id: 1,
          title: "About",
          description: [experiences[0]?.description ?? label],
          img: cover,
          imgAlt: `${title}, a placeholder picture`,
          contentPosition: "l",
        },
      ],
      previews: [{ src: cover, alt: `${title}, a placeholder picture` }],
    });
    toAdd.push("projects.ts: your projects (the file had none: one stands in)");
  }

  const keywords = (resume.skills ?? []).flatMap((skill) =>
    Array.isArray(skill.keywords) && skill.keywords.length ? skill.keywords.map(text) : [text(skill.name)],
  );
  const techStack: Tech[] = [...new Set(keywords.filter(Boolean))]
    .slice(0, CONTENT_RANGES.techStack.max)
    .map((tool, index) => ({ name: tool, icon: picture(`tech/${slugOf(tool, index)}.svg`, tool, "mark") }));

  const testimonials: Testimonial[] = (resume.references ?? [])
    .filter((reference) => text(reference.reference))
    .slice(0, CONTENT_RANGES.testimonials.max)
    .map((reference, index) => {
      const [who, ...role] = text(reference.name).split(/,\s*/);
      return {
        name: who || "A colleague",
        title: role.join(", ") || "Colleague",
        description: text(reference.reference),
        src: picture(`avatars/${slugOf(who ?? "", index)}.svg`, who ?? "", "avatar"),
        link: profiles.find((profile) => profile.href.startsWith("http"))?.href ?? "https://example.com",
      };
    });

  const lists: ListSection[] = LISTS.flatMap(({ field, id, heading, entry }) => {
    const items = ((resume[field] as Entry[] | undefined) ?? [])
      .map(entry)
      .filter((item) => text(item.title));
    if (items.length === 0) return [];
    return [
      {
        id,
        heading,
        entries: items.slice(0, CONTENT_RANGES.listEntries.max).map((item) => ({
          title: text(item.title),
          ...(text(item.place) ? { place: text(item.place) } : {}),
          date: text(item.date) || "—",
          ...(isLink(item.link) ? { link: text(item.link) } : {}),
          text: text(item.text) || text(item.place) || text(item.title),
        })),
      },
    ];
  });
  if ((resume.interests ?? []).length)
    unplaced.push(`interests: ${(resume.interests ?? []).map((item) => text(item.name)).join(", ")}`);
  unplaced.push(...unplacedFields(resume));

  const words = label.split(/\s+/);
  const half = Math.ceil(words.length / 2);
  const content: Imported["content"] = {
    site: {
      lang: "en",
      ownerName: name,
      jobTitle: label,
      ...(location ? { location } : {}),
      ...(text(basics.email) ? { email: text(basics.email) } : {}),
      title: `${name} — ${label}`,
      description: summary ? sentence(summary) : `${name}, ${label}.`,
      shareImageAlt: `${name}, ${label}`,
      hero: {
        // A one-word title makes two lines: a third would be words the owner never wrote.
        lines: [
          `I'm ${name.split(/\s+/)[0]}`,
          titleCase(words.slice(0, half).join(" ")),
          titleCase(words.slice(half).join(" ")),
        ].filter(Boolean),
        cta: "View My Portfolio",
        tagline: location ? `Based in ${location}.` : sentence(summary || label),
      },
      headings: {
        work: "Some Work I've Done",
        ...(experiences.length ? { history: "A Little History" } : {}),
        ...(testimonials.length ? { testimonials: "A Few Nice Words" } : {}),
        contact: "Let's Talk",
      },
      about: summary || `${name} is a ${label.toLowerCase()}.`,
      contact: { intro: "Have a project in mind? Write a few lines and I will answer.", submit: "Send it" },
      notFound: "This page wandered off. Taking you home…",
    },
    homePage: [
      "hero",
      "about",
      "work",
      ...(experiences.length ? ["history"] : []),
      ...lists.map((list) => list.id),
      ...(techStack.length ? ["tools"] : []),
      ...(testimonials.length ? ["testimonials"] : []),
      "contact",
    ],
    lists,
    projects,
    services: [],
    experiences,
    testimonials,
    socialLinks: profiles,
    techStack,
  };
  if (!summary) toAdd.push("site.ts: about, a paragraph about you (the file had no summary)");
  return { content, images, toAdd, unplaced };
}

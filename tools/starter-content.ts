/** The files `npm run init-content -- --empty` writes: the least a site needs, each placeholder plain to see. */

const cover = (ground: string, accent: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000"><rect width="1600" height="1000" fill="${ground}"/><circle cx="1120" cy="500" r="280" fill="${accent}" opacity="0.85"/><rect x="140" y="400" width="560" height="56" rx="28" fill="#f4f1de"/><rect x="140" y="500" width="380" height="36" rx="18" fill="#f4f1de" opacity="0.6"/></svg>\n`;

const list = (type: string, name: string) =>
  `import type { ${type} } from "~/content/schema";\n\nexport const ${name}: ${type}[] = [];\n`;

export const STARTER_FILES: Record<string, string> = {
  "site.ts": `import type { Site } from "~/content/schema";

/** Who the site belongs to, and the words on the home page: replace each placeholder. */
export const site: Site = {
  lang: "en",
  ownerName: "Your Name",
  jobTitle: "Full-stack developer",
  title: "Your Name, full-stack developer",
  description: "One sentence on what you build and for whom: search results and shared links show it.",
  shareImageAlt: "Your Name, full-stack developer",
  hero: {
    lines: ["One to four lines", "That Say What", "You Do Best"],
    cta: "View My Portfolio",
    tagline: "Where you work from, and who with.",
  },
  headings: { work: "Some Work I've Done", contact: "Let's Talk" },
  about: "A paragraph about you: what you build, how you work, and what you care about.",
  contact: { intro: "A line asking visitors to write to you.", submit: "Send it" },
  notFound: "This page wandered off. Taking you home…",
};
`,
  "projects.ts": `import type { Project } from "~/content/schema";

/** Your projects, in the order the grid shows them (1 to 12): replace this one with yours. */
export const projects: Project[] = [
  {
    id: 1,
    name: "Your First Project",
    description: "One line on what it is and who it was for.",
    url: "",
    src: "projects/first/cover.svg",
    srcAlt: "Describe the cover image for someone who cannot see it.",
    viewDelay: 0.2,
    sections: [
      {
        id: 1,
        title: "About",
        description: ["What the project was, and what you did."],
        img: "projects/first/screen.svg",
        imgAlt: "Describe the picture.",
        contentPosition: "l",
      },
    ],
    previews: [{ src: "projects/first/screen.svg", alt: "Describe the picture." }],
  },
];
`,
  "home-page.ts": `import type { HomePage } from "~/content/schema";

/** The home page's sections, top to bottom (their names: docs/customizing.md). */
export const homePage: HomePage = ["hero", "about", "work", "contact"];
`,
  "social-links.ts": `import type { SocialLink } from "~/content/schema";

/** Your profiles on any network (at least one). */
export const socialLinks: SocialLink[] = [{ label: "GitHub", href: "https://github.com/your-name" }];
`,
  "services.ts": list("Service", "services"),
  "experiences.ts": list("Experience", "experiences"),
  "testimonials.ts": list("Testimonial", "testimonials"),
  "tech-stack.ts": list("Tech", "techStack"),
  "lists.ts": list("ListSection", "lists"),
  "images/projects/first/cover.svg": cover("#1d2a3a", "#e07a5f"),
  "images/projects/first/screen.svg": cover("#2d1e2f", "#81b29a"),
};

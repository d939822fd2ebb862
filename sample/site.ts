import type { Site } from "~/content/schema";

/** Who the site belongs to, and the words on the home page. */
export const site: Site = {
  lang: "en",
  ownerName: "Rowan Ellery",
  jobTitle: "Full-stack developer",
  location: "Lisbon, Portugal",
  email: "hello@rowanellery.example",
  title: "Rowan Ellery — Full-stack developer where code meets design",
  description:
    "Rowan Ellery builds fast, crafted web and mobile products end to end: brand sites, custom shops, SaaS apps and the systems behind them.",
  shareImageAlt: "Rowan Ellery, full-stack developer: where code meets design",
  hero: {
    lines: ["I like to play", "Where Code", "Meets Design"],
    cta: "View My Portfolio",
    tagline: "Independent since 2016, based in Lisbon, working with teams everywhere.",
  },
  headings: {
    services: "What I do",
    work: "Some Work I've done",
    history: "A Little History",
    testimonials: "A Few Nice Words",
    contact: "Lets Talk!",
  },
  about:
    "I'm a full-stack developer who sketches before I type. For nine years I have turned rough ideas into products people enjoy using: interfaces that feel quick and considered, backed by code that stays easy to change long after launch.",
  approach:
    "Good software is a conversation between the people who make it and the people who use it. I work in short loops, ship early, measure what matters and keep everyone in the room, so the thing we launch is the thing you actually needed.",
  statement:
    "Design without engineering is a poster. Engineering without design is a manual. I build the space in between.",
  contact: {
    intro:
      "Have a product to build, a team to join or a question about something on this page? Write a few lines; I answer every message within two working days.",
    submit: "Send it",
  },
  notFound: "This page wandered off. Taking you home…",
};

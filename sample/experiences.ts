import type { Experience } from "~/content/schema";

/** "A Little History": four roles, newest first. */
export const experiences: Experience[] = [
  {
    id: 1,
    title: "Lead Full-Stack Engineer",
    company: "Northwind Labs",
    year: "2023 — Now",
    companyLink: "https://northwind-labs.example",
    img: "logos/northwind-labs.svg",
    description:
      "Leading a team of six building a logistics platform used by 400 warehouses. Moved the monolith to typed services, cut page loads by 60 % and introduced design reviews that engineers actually look forward to.",
  },
  {
    id: 2,
    title: "Senior Developer",
    company: "Tidewater Studio",
    year: "2020 — 2023",
    companyLink: "https://tidewater.example",
    img: "logos/tidewater-studio.svg",
    description:
      "Shipped brand sites, shops and apps for twenty-odd clients, from a three-week launch page to a two-year retail platform. Built the studio's component kit and its accessibility checklist.",
  },
  {
    id: 3,
    title: "Front-End Developer",
    company: "Brightline Health",
    year: "2018 — 2020",
    companyLink: "https://brightline-health.example",
    img: "logos/brightline-health.svg",
    description:
      "Built the patient booking flow and clinician dashboard in React, working closely with researchers to test every screen with real patients before it shipped.",
  },
  {
    id: 4,
    title: "Web Developer",
    company: "Pixel & Pine",
    year: "2016 — 2018",
    companyLink: "https://pixelandpine.example",
    img: "logos/pixel-and-pine.svg",
    description:
      "Learned the trade at a small agency: hand-built WordPress themes, animated microsites and the first of many checkout pages, with a designer at the next desk.",
  },
];

import type { Service } from "~/content/schema";

/** "What I do": six services; `speed` scales how fast each one's motion runs. */
export const services: Service[] = [
  {
    title: "Apps",
    description:
      "Native-feeling mobile and desktop apps with React Native and the web platform, from the first prototype to the store listing.",
    speed: 0.6,
  },
  {
    title: "Web",
    description:
      "Fast, accessible websites and web apps with React, server rendering and a back end that scales when your launch goes well.",
    speed: 0.9,
  },
  {
    title: "Design",
    description:
      "Interface and brand design in the browser: type, colour, motion and systems that developers can actually build.",
    speed: 0.75,
  },
  {
    title: "Consult",
    description:
      "Architecture reviews, performance audits and roadmaps for teams that want a second pair of senior eyes.",
    speed: 1.1,
  },
  {
    title: "Integrate",
    description:
      "Payments, search, CMSs, CRMs and the odd legacy SOAP service, stitched together with tests that catch the seams.",
    speed: 0.8,
  },
  {
    title: "Meatloaf",
    description:
      "My grandmother's recipe, lightly refactored. Served at every project kickoff; vegetarian build available on request.",
    speed: 1.3,
  },
];

/** The home page's section anchors, shared by the sections, the menu and the hero button. */
export const sectionIds = {
  services: "services",
  work: "work",
  history: "history",
  testimonials: "testimonials",
  contact: "contact",
} as const;

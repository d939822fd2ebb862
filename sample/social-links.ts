import type { SocialLink } from "~/content/schema";

/** The profiles fixed at the side of every page. */
export const socialLinks: SocialLink[] = [
  { label: "Dribbble", href: "https://dribbble.com/rowanellery", icon: "dribbble" },
  { label: "GitHub", href: "https://github.com/rowanellery", icon: "github" },
];

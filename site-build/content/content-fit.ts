import type { Content } from "../../app/content/schema.ts";
import { listsNotPlaced } from "../../app/lib/content/home-page.ts";

/**
 * The longest text, in characters, each place is made for: longer text still wraps and
 * never runs under the fixed chrome, but the layout was not drawn for it. `npm run check`
 * warns past these; the browser tests try an owner's content at these lengths.
 */
export const TEXT_FITS = {
  ownerName: {
    max: 40,
    where: "shown beside the job title at the top of the home page, in the menu and on the résumé",
  },
  jobTitle: { max: 70, where: "shown beside your name at the top of the home page and on the résumé" },
  heroLine: { max: 30, where: "a line of the hero's headline, the page's largest type" },
  heading: { max: 40, where: "a section's heading, and its entry in the menu" },
  projectName: { max: 40, where: "a project card's title and its page's headline" },
  serviceTitle: { max: 18, where: "a service's title, drawn large on one line" },
} as const;

/** Characters as a reader counts them (code points, so an emoji is one). */
export const characters = (text: string) => [...text].length;

type Warning = { field: PropertyKey[]; message: string; fix: string };

/** Each text longer than the layout is made for, and each list the home page does not place. */
export function contentWarnings(content: Content): Warning[] {
  const warnings: Warning[] = [];
  const measure = (field: PropertyKey[], text: string | undefined, fit: keyof typeof TEXT_FITS) => {
    const { max, where } = TEXT_FITS[fit];
    if (text === undefined || characters(text) <= max) return;
    warnings.push({
      field,
      message: `is ${characters(text)} characters long; the layout is made for up to ${max} here (${where})`,
      fix: `shorten it to ${max} characters or fewer, or look at it at 390 and 1440 px wide (npm run dev)`,
    });
  };
  const { site } = content;
  measure(["site", "ownerName"], site.ownerName, "ownerName");
  measure(["site", "jobTitle"], site.jobTitle, "jobTitle");
  for (const [index, line] of site.hero.lines.entries())
    measure(["site", "hero", "lines", index], line, "heroLine");
  for (const [key, heading] of Object.entries(site.headings))
    measure(["site", "headings", key], heading, "heading");
  for (const [index, list] of (content.lists ?? []).entries())
    measure(["lists", index, "heading"], list.heading, "heading");
  for (const [index, project] of content.projects.entries())
    measure(["projects", index, "name"], project.name, "projectName");
  for (const [index, service] of content.services.entries())
    measure(["services", index, "title"], service.title, "serviceTitle");
  for (const id of listsNotPlaced(content)) {
    const index = content.lists?.findIndex((list) => list.id === id) ?? -1;
    warnings.push({
      field: ["lists", index],
      message: `"${id}" is not on the home page`,
      fix: `add "${id}" to home-page.ts where it should show, or remove the list`,
    });
  }
  return warnings;
}

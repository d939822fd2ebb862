import { BUILT_IN_BLOCKS, type BuiltInBlock } from "~/content/home-blocks";
import type { Content, ListSection, Site } from "~/content/schema";

/** What the home page's order is worked out from: the content, with or without the case studies. */
type OrderedContent = Pick<
  Content,
  "site" | "homePage" | "lists" | "services" | "experiences" | "testimonials" | "techStack"
> & {
  projects: unknown[];
  /** The published posts (content/writing): none takes "writing" off the page. */
  posts?: unknown[];
};

/** One block of the home page: a built-in one by its name, or a list section itself. */
export type HomeBlock = BuiltInBlock | ListSection;

/** A block's name in the order, and its anchor. */
export const blockId = (block: HomeBlock) => (typeof block === "string" ? block : block.id);

/** A section with a numbered heading: its anchor (`#work`) and its heading; its number is its place among them, from 1. */
export type HeadedSection = { id: string; heading: string };

const HEADED: Partial<Record<BuiltInBlock, keyof Site["headings"]>> = {
  services: "services",
  work: "work",
  history: "history",
  testimonials: "testimonials",
  contact: "contact",
  writing: "writing",
};

/** Whether a built-in block has anything to show: an empty list, or text left out, removes it. */
function hasContent(block: BuiltInBlock, content: OrderedContent): boolean {
  switch (block) {
    case "services":
      return content.services.length > 0;
    case "work":
      return content.projects.length > 0;
    case "writing":
      return (content.posts?.length ?? 0) > 0;
    case "history":
      return content.experiences.length > 0;
    case "tools":
      return content.techStack.length > 0;
    case "testimonials":
      return content.testimonials.length > 0;
    case "approach":
      return Boolean(content.site.approach);
    case "statement":
      return Boolean(content.site.statement);
    case "contact":
      return Boolean(content.site.contact && content.site.headings.contact);
    default:
      return true;
  }
}

const isBuiltIn = (name: string): name is BuiltInBlock =>
  (BUILT_IN_BLOCKS as readonly string[]).includes(name);

/** The blocks the home page shows, top to bottom, in the owner's order (`home-page.ts`). */
export function homeBlocksOf(content: OrderedContent): HomeBlock[] {
  const lists = new Map((content.lists ?? []).map((list) => [list.id, list]));
  return (content.homePage ?? BUILT_IN_BLOCKS).flatMap((name): HomeBlock[] => {
    if (isBuiltIn(name)) return hasContent(name, content) ? [name] : [];
    const list = lists.get(name);
    return list ? [list] : [];
  });
}

/**
 * The blocks with a heading, in page order: the page's numbered headings and the menu. A block
 * the owner gives no heading is headed by the site's words where it has one ("Latest writing").
 */
export function headedSectionsOf(
  blocks: HomeBlock[],
  site: Site,
  wordHeadings: Partial<Record<keyof Site["headings"], string>>,
): HeadedSection[] {
  return blocks.flatMap((block) => {
    if (typeof block !== "string") return [{ id: block.id, heading: block.heading }];
    const key = HEADED[block];
    const heading = key && (site.headings[key] ?? wordHeadings[key]);
    return heading ? [{ id: block, heading }] : [];
  });
}

type Issue = { path: PropertyKey[]; message: string };

/** The text a block needs where the home page shows it. */
const TEXT_NEEDED: Partial<Record<BuiltInBlock, Array<[string[], (site: Site) => unknown]>>> = {
  approach: [[["site", "approach"], (site) => site.approach]],
  statement: [[["site", "statement"], (site) => site.statement]],
  services: [[["site", "headings", "services"], (site) => site.headings.services]],
  history: [[["site", "headings", "history"], (site) => site.headings.history]],
  testimonials: [[["site", "headings", "testimonials"], (site) => site.headings.testimonials]],
  contact: [
    [["site", "headings", "contact"], (site) => site.headings.contact],
    [["site", "contact"], (site) => site.contact],
  ],
};

/** The list behind a built-in block, whose emptiness takes the block off the page. */
const LIST_OF: Partial<Record<BuiltInBlock, keyof OrderedContent>> = {
  services: "services",
  history: "experiences",
  testimonials: "testimonials",
};

/**
 * What is wrong with the home page's order and the lists it places: a name that is neither a
 * built-in block nor a list, a name given twice, hero not first or Work missing, a list whose id
 * is taken, and a block placed without the text it needs. Read from the raw content: `npm run
 * check` says these beside the schema's own problems.
 */
export function homePageIssues(raw: unknown): Issue[] {
  const content = raw as Partial<OrderedContent> | null;
  if (!content?.site || typeof content.site !== "object") return [];
  const issues: Issue[] = [];
  const lists = Array.isArray(content.lists) ? content.lists : [];
  const listIds = lists.map((list) => String((list as ListSection | null)?.id));
  listIds.forEach((id, index) => {
    if (isBuiltIn(id))
      issues.push({ path: ["lists", index, "id"], message: `"${id}" is the name of a built-in section` });
    else if (listIds.indexOf(id) !== index)
      issues.push({ path: ["lists", index, "id"], message: `"${id}" is the id of an earlier list too` });
  });
  if (content.homePage !== undefined && !Array.isArray(content.homePage)) return issues;
  const order: readonly string[] = content.homePage ?? BUILT_IN_BLOCKS;
  const known = [...BUILT_IN_BLOCKS, ...listIds];
  order.forEach((name, index) => {
    if (!known.includes(name))
      issues.push({ path: ["homePage", index], message: `"${name}" is not a section of the home page` });
    else if (order.indexOf(name) !== index)
      issues.push({ path: ["homePage", index], message: `"${name}" is placed twice` });
  });
  if (order[0] !== "hero")
    issues.push({ path: ["homePage", 0], message: 'must be "hero": the headline opens the page' });
  if (!order.includes("work"))
    issues.push({
      path: ["homePage"],
      message: '"work" is missing: the home page always shows the projects',
    });
  for (const name of order.filter(isBuiltIn)) {
    const list = LIST_OF[name];
    if (list && Array.isArray(content[list]) && (content[list] as unknown[]).length === 0) continue;
    for (const [field, value] of TEXT_NEEDED[name] ?? []) {
      if (value(content.site as Site) === undefined)
        issues.push({ path: field, message: `is needed: the home page shows "${name}"` });
    }
  }
  return issues;
}

/** The names the order may use, for the fix that goes with an unknown one. */
export const blockNames = (raw: unknown): string[] => {
  const lists = (raw as Partial<OrderedContent> | null)?.lists;
  return [...BUILT_IN_BLOCKS, ...(Array.isArray(lists) ? lists.map((list) => String(list?.id)) : [])];
};

/** The lists the content defines but the home page does not place (a warning, not an error). */
export function listsNotPlaced(content: Pick<OrderedContent, "homePage" | "lists">): string[] {
  const order: readonly string[] = content.homePage ?? BUILT_IN_BLOCKS;
  return (content.lists ?? []).map((list) => list.id).filter((id) => !order.includes(id));
}

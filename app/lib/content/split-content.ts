import { DRIFT_VW_PER_SPEED, LATEST_POSTS } from "~/constants";
import type { Content, Project, Site } from "~/content/schema";
import {
  HEADLINE_TRACKING_EM,
  type MeasureEm,
  SERVICE_TITLE_TRACKING_EM,
  trackingIn,
  widestEm,
} from "~/lib/content/display-text";
import { type HeadedSection, type HomeBlock, headedSectionsOf, homeBlocksOf } from "~/lib/content/home-page";
import { marqueeRepeats, marqueeSeconds } from "~/lib/content/marquee-fill";
import { iconOf } from "~/lib/content/social-link";
import { SOCIAL_MARKS } from "~/lib/content/social-marks";
import { directionOf, wordsOfContent } from "~/lib/words/shipped";
import type { PostCard } from "~/lib/writing/post";

/** What only a project's own page shows: its case study and its previews. */
export type ProjectPage = Pick<Project, "sections" | "previews">;
/** A project as every other page shows it (the card, the menu, the next-project link). */
export type ProjectCard = Omit<Project, keyof ProjectPage>;

/**
 * The content every page loads: all of it but the project pages' own parts, with what the build
 * works out from it once, so the browser gets data rather than the code that derives it: the
 * home page's blocks in the owner's order and its headed sections (app/lib/content/home-page.ts), and
 * what fits the layout to the owner's words: the widths, in em, that size the display type
 * (app/lib/content/display-text.ts) and how often the marquee repeats its tools (app/lib/content/marquee-fill.ts).
 */
/** A profile as the pages draw it: its mark picked at build time (the name given, or the address's). */
export type ProfileCard = { label: string; href: string; mark: string };

export type SiteContent = Omit<
  Content,
  "site" | "projects" | "homePage" | "lists" | "socialLinks" | "words"
> & {
  /** The owner's words but what only the build uses (the résumé's; the headings are in `home`). */
  site: Omit<Site, "headings" | "location" | "email" | "resumePaper">;
  projects: ProjectCard[];
  socialLinks: ProfileCard[];
  home: { blocks: HomeBlock[]; headed: HeadedSection[] };
  /** Which way the site's language runs ("rtl": Arabic, Hebrew, Persian, Urdu…). */
  dir: "ltr" | "rtl";
  writing: {
    /** Whether there are posts: Writing in the menu, the feed in each page's head. */
    hasPosts: boolean;
    /** The newest posts, where the home page places "Latest writing" (else none: bytes every page would load). */
    latest: PostCard[];
  };
  fit: {
    headline: number;
    serviceTitles: number;
    /** The widest drift of the services' titles, in vw: each title leaves room for it. */
    serviceDrift: number;
    /** How far below the one before each history card stops, in px (app/sections/history.tsx). */
    stackOffset: number;
    marqueeRepeats: number;
    marqueeSeconds: number;
  };
};

/**
 * How far below the previous one each sticky history card stops, so the stack's edges show:
 * 28 px, closer in a long stack, so that the last card still stops with its text on a short screen.
 */
const stackOffsetPx = (count: number) => Math.min(28, Math.round(112 / Math.max(1, count - 1)));

/**
 * The content split in two: what every page shows, and each project page's own parts by id.
 * `posts` are the published posts, newest first (site-build/writing); `measure` shapes the display
 * lines of other scripts (display-text.ts).
 */
export function splitContent(
  content: Content,
  posts: PostCard[] = [],
  measure?: MeasureEm,
): { content: SiteContent; pages: Record<number, ProjectPage> } {
  const {
    homePage: _order,
    lists: _lists,
    site: allOfSite,
    socialLinks: profiles,
    // The words reach the pages as code of their own (site-build/content/vite-plugin.ts, decision 083).
    words: _words,
    ...rest
  } = content;
  const socialLinks = profiles.map((link) => ({
    label: link.label,
    href: link.href,
    mark: SOCIAL_MARKS[iconOf(link)],
  }));
  const { headings: _headings, location: _location, email: _email, resumePaper: _paper, ...site } = allOfSite;
  const projects = content.projects.map(({ sections: _sections, previews: _previews, ...card }) => card);
  const pages = Object.fromEntries(
    content.projects.map(({ id, sections, previews }) => [id, { sections, previews }]),
  );
  const blocks = homeBlocksOf({ ...content, posts });
  const home = {
    blocks,
    headed: headedSectionsOf(blocks, content.site, { writing: wordsOfContent(content).writing.latest }),
  };
  const tools = content.techStack.map((tech) => tech.name);
  const fit = {
    headline: widestEm(content.site.hero.lines, trackingIn(content.site.lang, HEADLINE_TRACKING_EM), measure),
    serviceTitles: widestEm(
      content.services.map((service) => service.title),
      trackingIn(content.site.lang, SERVICE_TITLE_TRACKING_EM),
      measure,
    ),
    serviceDrift: DRIFT_VW_PER_SPEED * Math.max(0, ...content.services.map((service) => service.speed)),
    stackOffset: stackOffsetPx(content.experiences.length),
    marqueeRepeats: marqueeRepeats(tools),
    marqueeSeconds: marqueeSeconds(tools),
  };
  const writing = {
    hasPosts: posts.length > 0,
    latest: blocks.includes("writing") ? posts.slice(0, LATEST_POSTS) : [],
  };
  const dir = directionOf(content.site.lang ?? "en");
  return { content: { ...rest, site, projects, socialLinks, home, writing, fit, dir }, pages };
}

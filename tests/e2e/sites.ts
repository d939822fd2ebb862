import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "@playwright/test";
import { loadContent, resolveContentDir } from "~/content/content-folder.server";
import type { Content } from "~/content/schema";
import {
  blockId,
  type HeadedSection,
  type HomeBlock,
  headedSectionsOf,
  homeBlocksOf,
} from "../../app/lib/content/home-page";
import type { SiteLanguage } from "../../app/lib/content/site-languages";
import type { WritingPaths } from "../../app/lib/navigation/public-paths";
import { wordsOfContent } from "../../app/lib/words/shipped";
import { type PostCard, postCardOf } from "../../app/lib/writing/post";
import { baseURL, fixtureURL, maxURL, minimalURL, trialURL } from "../../playwright.config";
import { languagesOf } from "../../site-build/content/languages";
import {
  type SampleFingerprint,
  sampleStateOf,
  staleFingerprintMessage,
} from "../../site-build/content/sample-content";
import { postMetasIn, writingPathsIn } from "../../site-build/writing/post-files";
import rawFixture from "../fixtures/content-alt/index";
import rawMax from "../fixtures/content-max/index";
import rawMinimal from "../fixtures/content-minimal/index";
import rawTrial from "../fixtures/content-trial/index";

/**
 * A site the browser tests visit, with the content it was built from: every expectation (a
 * count, a name, an order) is taken from that content, never from the sample's.
 */
export type Site = {
  /** How the tests' titles name it. */
  name: string;
  /** Where it is served, with the path it was built for (`http://localhost:4329/portfolio`). */
  url: string;
  /** That path ("" at the root), and a path of the site as the site names it: under it. */
  basePath: string;
  at: (path: string) => string;
  content: Content;
  /** The home page's blocks in order, and its headed sections, as the content gives them. */
  blocks: HomeBlock[];
  headed: HeadedSection[];
  /** The published posts, newest first, and the writing pages they make (none without posts). */
  posts: PostCard[];
  writing: WritingPaths;
  /** The site's other languages (folders of its content), each at /<tag>/ with its own posts. */
  languages: SiteLanguage[];
  /** The interface's words in the site's language, with the owner's changes. */
  words: ReturnType<typeof wordsOfContent>;
};

const siteOf = (name: string, url: string, raw: unknown, contentDir: string): Site => {
  const content = raw as Content;
  const posts = postMetasIn(contentDir).map((post) => postCardOf(post, content.site.lang));
  const blocks = homeBlocksOf({ ...content, posts });
  const writing = writingPathsIn(contentDir);
  const words = wordsOfContent(content);
  const basePath = new URL(url).pathname.replace(/\/+$/, "");
  return {
    name,
    url,
    basePath,
    at: (path: string) => `${basePath}${path}`,
    content,
    blocks,
    headed: headedSectionsOf(blocks, content.site, { writing: words.writing.latest }),
    posts,
    writing,
    languages: languagesOf(contentDir, content.site.lang ?? "en").slice(1),
    words,
  };
};

/**
 * The folder `npm run build` reads: the owner's content/, or the sample while it holds none
 * (app/content/content-folder.server.ts).
 */
export const mainDir = resolveContentDir({});
const rawContent = await loadContent(mainDir);

/**
 * The site built from that folder, with the splash off (`npm run build:e2e`): the splash's own
 * tests visit the product's build (`splashURL`).
 */
export const main = siteOf("the site", baseURL, rawContent, mainDir);

/** The interface's words of the site built from that folder; another site's are its `words`. */
export const words = main.words;

/** The second build (`npm run build:fixture`): another owner, who differs from the sample in every count. */
export const owner = siteOf(
  "another owner's site",
  fixtureURL,
  rawFixture,
  path.resolve("tests/fixtures/content-alt"),
);

export const sites = [main, owner];

/**
 * The owner variants (`npm run build:owners`), each visited once page by page
 * (owner-pass.spec.ts), not by every test: the owner a new user tried the template as (no posts,
 * none of the sample's art, a long name, a tall cover), the least an owner may give, and the most.
 */
export const trial = siteOf(
  "the trial owner's site",
  trialURL,
  rawTrial,
  path.resolve("tests/fixtures/content-trial"),
);
export const minimal = siteOf(
  "the least",
  minimalURL,
  rawMinimal,
  path.resolve("tests/fixtures/content-minimal"),
);
export const most = siteOf("the most", maxURL, rawMax, path.resolve("tests/fixtures/content-max"));
export const variants = [trial, minimal, most];

const sampleFingerprint = JSON.parse(
  readFileSync("site-build/content/sample-fingerprint.json", "utf8"),
) as SampleFingerprint;
const sampleState = sampleStateOf(rawContent, mainDir, sampleFingerprint);
// The project's own checkout never tests less without saying so: a stale fingerprint stops the run.
if (sampleState === "stale") throw new Error(staleFingerprintMessage(sampleFingerprint.ownerName));

/** The content built is the sample exactly as it ships: its own facts can be tested. */
export const sampleBuilt = sampleState === "sample";

/** Skips a test of the sample's own facts (Meatloaf, six cards) where the content is an owner's. */
export const onlyForTheSample = () =>
  test.skip(!sampleBuilt, "a fact of the sample content only, and content/ is not the sample");

/**
 * Declares the same tests for each site, each in its own group with the site as base URL:
 * `forEachSite((site) => { test(...) })`.
 */
export function forEachSite(declare: (site: Site) => void, which: Site[] = sites) {
  for (const site of which) {
    test.describe(site.name, () => {
      test.use({ baseURL: site.url });
      declare(site);
    });
  }
}

/** How the home page's blocks read in `homeBlocks` (helpers.ts): by id, label or tag. */
export const blockLabel = (site: Site, block: HomeBlock) =>
  ({
    hero: "section",
    about: "p",
    approach: "p",
    statement: site.words.a11y.statement,
    tools: site.words.a11y.techStack,
  })[blockId(block)] ?? blockId(block);

/** The list sections the home page shows. */
export const listsShown = (site: Site) =>
  site.blocks.flatMap((block) => (typeof block === "string" ? [] : [block]));

/** A project id no project has: its page is blank. */
export const unknownProjectId = (content: Content) =>
  Math.max(...content.projects.map((project) => project.id)) + 1;

/*
 * A post of the owner's writing (content/writing/*.mdx), as the build reads it
 * (site-build/writing) and the writing pages show it.
 */

// Relative: Vite reads this file with its config (site-build), before the "~" alias exists.
import { dayFormat } from "../words/words-of.ts";

/** A post as its frontmatter describes it, with what the build works out from its file. */
export type PostMeta = {
  slug: string;
  title: string;
  /** YYYY-MM-DD. */
  date: string;
  updated?: string;
  summary: string;
  tags: string[];
  /** The cover image's path beside the post, as written. */
  cover?: string;
  canonical?: string;
  draft: boolean;
  /** Minutes to read, from the words of the post's text. */
  minutes: number;
};

/** An image as the pipeline made it: its size and the files of each format. */
export type PostImage = { width: number; height: number; src: string; avif: string; webp: string };

/** A heading of a post, for its table of contents. */
export type PostHeading = { id: string; text: string; depth: 2 | 3 };

/**
 * A post's text drawn as HTML at build time, in parts: the text before its first h2, then one
 * part from each h2 (and the footnotes) on, so a page arriving draws it a part at a time; and
 * its headings.
 */
export type CompiledPost = { parts: string[]; headings: PostHeading[] };

/** A post's whole text as HTML (the feed's). */
export const postHtml = (post: Pick<CompiledPost, "parts">) => post.parts.join("");

/** A post as its page shows it. */
export type Post = PostMeta & CompiledPost & { coverImage?: PostImage };

/** What a list shows of a post (the home page's latest, the writing page, a tag's page). */
const CARD_FIELDS = ["slug", "title", "date", "updated", "summary", "tags", "minutes", "draft"] as const;

/**
 * A post as a list shows it, with its days as the page says them ("14 March 2026"), written at
 * build time: the browser's first date formatting loads the locale's data, about 130 ms of a
 * phone's main thread (decision 070).
 */
export type PostCard = Pick<PostMeta, (typeof CARD_FIELDS)[number]> & {
  dateText: string;
  updatedText?: string;
};

/** A post's card in the site's language: the fields a list shows, nothing of its text. */
export function postCardOf(post: PostMeta, lang = "en"): PostCard {
  const card = Object.fromEntries(
    CARD_FIELDS.flatMap((field) => (post[field] === undefined ? [] : [[field, post[field]]])),
  ) as PostCard;
  card.dateText = postDay(post.date, lang);
  if (post.updated) card.updatedText = postDay(post.updated, lang);
  return card;
}

/** Every tag the posts carry, once each, in alphabetical order: each has its page. */
export const tagsOf = (posts: Pick<PostMeta, "tags">[]) =>
  [...new Set(posts.flatMap((post) => post.tags))].sort();

/** A post's day as the page says it, in the site's language: "14 March 2026" (dayFormat). */
export const postDay = (date: string, lang: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(lang, { ...dayFormat, timeZone: "UTC" });

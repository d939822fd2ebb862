/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly PUBLIC_SITE_URL?: string;
  readonly PUBLIC_CONTACT_ENDPOINT?: string;
  readonly PUBLIC_SPLASH_MS?: string;
}

declare module "virtual:content-images" {
  const manifest: Record<string, import("~/lib/content/image-urls").PlannedImage>;
  export default manifest;
}

declare module "virtual:page-images" {
  /** The images only a project page shows (its case study and previews), as virtual:content-images has them. */
  const manifest: Record<string, import("~/lib/content/image-urls").PlannedImage>;
  export default manifest;
}

declare module "virtual:site-fonts" {
  /** The URLs of the theme's faces as cut to the site's characters, to preload. */
  export const fontFiles: string[];
}

declare module "virtual:site-content" {
  /** The owner's content: on the server all of it, in the browser all but the project pages' own parts. */
  const content: unknown;
  export default content;
}

declare module "virtual:site-words" {
  /** The interface's words in the site's language, compiled (app/lib/words/words-source.ts). */
  const words: import("~/lib/words/words-of").InterfaceWords;
  export default words;
}

declare module "virtual:search-words" {
  /** The search dialog's words in the site's language: only the dialog's code imports them. */
  const search: ReturnType<typeof import("~/lib/words/words-of").searchWordsOf>;
  export default search;
}

declare module "virtual:project-pages" {
  /** Each project page's own parts (case study, previews), by project id: only the project page loads them. */
  const pages: Record<number, import("~/lib/content/split-content").ProjectPage>;
  export default pages;
}

declare module "virtual:writing" {
  /** Every published post with its HTML, newest first: for the writing routes' loaders only. */
  const posts: import("~/lib/writing/post").Post[];
  export default posts;
}

declare module "virtual:resume" {
  /** The owner's résumé, drawn from the content at build time: its address and size in bytes. */
  export const resume: { href: string; bytes: number };
}

/** The theme's colours from app/app.css, for what is drawn outside CSS: the dark theme's… */
declare const __THEME_COLORS__: Record<"ground" | "ink" | "inkMuted" | "accent" | "hot", string>;
/** …and the light theme's. */
declare const __THEME_COLORS_LIGHT__: typeof __THEME_COLORS__;
/** The content folder the site is built from (CONTENT_DIR), for what the build draws from its files. */
declare const __CONTENT_DIR__: string;
/** The site's settings, read and checked when it was built (site-build/site-settings.ts). */
declare const __SITE_SETTINGS__: { siteUrl: string; splashMs: number; contactEndpoint: string };
/** The site's languages, its own first (app/lib/content/site-languages.ts): none in the component tests. */
declare const __LANGUAGES__: import("~/lib/content/site-languages").SiteLanguage[];
/** Whether the site has more than one language: with one, its switcher and alternates are left out. */
declare const __MULTILINGUAL__: boolean;
/** Whether the site offers search (PUBLIC_SEARCH): off, the build leaves its code out. */
declare const __SEARCH__: boolean;
/** Where page views are counted, or "" where they are not (PUBLIC_COUNT_VISITS=off, no built-in collector). */
declare const __VISITS_ENDPOINT__: string;
/**
 * Whether the owner's home page shows each kind of block ("hero"…, "list"), fixed at build time
 * (site-build/site-vite-config.ts): code for a kind it does not show is left out of the build.
 */
declare const __SHOWN__: Record<string, boolean>;

declare module "@jsonresume/schema" {
  /** Checks a résumé against JSON Resume's schema: `errors` is null when it is valid. */
  export function validate(
    resume: unknown,
    callback: (errors: Array<{ property: string; message: string }> | null, valid: boolean) => void,
  ): void;
}

import path from "node:path";

/**
 * The folder the site's content comes from: `app/content` unless CONTENT_DIR
 * points elsewhere (the tests build the site from a second fixture this way).
 */
export const contentDir = path.resolve(process.env.CONTENT_DIR ?? "app/content");

/**
 * The language this build is of: "" for the site's own, else a tag whose folder holds its content
 * (`app/content/de/`), built at /de/ by site-build/language-builds.ts.
 */
export const siteLanguage = process.env.SITE_LANGUAGE ?? "";

/** Where this build's posts are: the content's `writing/`, or the language's own (`de/writing/`). */
export const postsDir = siteLanguage ? path.join(contentDir, siteLanguage) : contentDir;

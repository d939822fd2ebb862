import path from "node:path";
import { resolveContentDir } from "../app/content/content-folder.server.ts";

/**
 * The folder the site's content comes from: the owner's `content/`, the sample while it holds
 * none, or CONTENT_DIR (the tests build the site from other owners' folders this way).
 */
export const contentDir = resolveContentDir();

/**
 * The language this build is of: "" for the site's own, else a tag whose folder holds its content
 * (`content/de/`), built at /de/ by site-build/build-language.ts.
 */
export const siteLanguage = process.env.SITE_LANGUAGE ?? "";

/** Where this build's posts are: the content's `writing/`, or the language's own (`de/writing/`). */
export const postsDir = siteLanguage ? path.join(contentDir, siteLanguage) : contentDir;

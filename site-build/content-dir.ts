import path from "node:path";

/**
 * The folder the site's content comes from: `app/content` unless CONTENT_DIR
 * points elsewhere (the tests build the site from a second fixture this way).
 */
export const contentDir = path.resolve(process.env.CONTENT_DIR ?? "app/content");

import { createReadStream, existsSync, statSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".pdf": "application/pdf",
};

export const contentTypeOf = (file: string) =>
  contentTypes[path.extname(file).toLowerCase()] ?? "application/octet-stream";

export type StaticFile = { file: string; size: number; mtimeMs: number; type: string; status: 200 | 404 };

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/**
 * Maps a URL path to a file of the static build the way the prerender expects:
 * `/` and `/project/2` to their `index.html` (no redirect), real files as they
 * are, and every other path to the build's NOT FOUND page with status 404 (`404.html`, the
 * SPA fallback as the build finishes it for every host): under another language's folder
 * (`/de/…`), that language's (`de/404.html`, NOT FOUND in German).
 */
export function resolveStaticFile(clientDir: string, urlPath: string): StaticFile | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const target = path.resolve(clientDir, `.${path.posix.normalize(decoded)}`);
  const inside = target === clientDir || target.startsWith(clientDir + path.sep);
  const candidates = inside ? [target, path.join(target, "index.html")] : [];
  const found = candidates.find(isFile);
  if (found && !path.basename(found).startsWith("_")) {
    return describe(found, 200);
  }
  const language = inside ? path.relative(clientDir, target).split(path.sep)[0] : "";
  const languageFallback = language ? path.join(clientDir, language, "404.html") : "";
  if (languageFallback && isFile(languageFallback)) return describe(languageFallback, 404);
  const fallback = path.join(clientDir, "404.html");
  return isFile(fallback) ? describe(fallback, 404) : undefined;
}

function describe(file: string, status: 200 | 404): StaticFile {
  const type = contentTypeOf(file);
  const stats = statSync(file);
  return { file, size: stats.size, mtimeMs: stats.mtimeMs, type, status };
}

export const fileStream = (file: string) =>
  Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;

/**
 * Serves a static build the way plain static hosts do (Netlify, Vercel,
 * Cloudflare Pages, GitHub Pages): a file if there is one, a folder's
 * index.html, and otherwise the build's 404.html with status 404. No server code
 * of ours: this proves the static output works on its own. With a path, the build is served
 * under it as GitHub Pages serves a project site (`/portfolio/`): the bare path redirects to it
 * with its slash, and nothing outside it is the site's.
 *   node --import tsx tests/static-host/serve.ts <dir> <port> [/path]
 */
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
  ".json": "application/json",
  ".xml": "application/xml",
  ".txt": "text/plain",
  ".pdf": "application/pdf",
  ".webmanifest": "application/manifest+json",
};

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/** The static host of `dir`, under `mount` ("" for the root), not yet listening. */
export const staticHost = (dir: string, mount = "") => {
  const root = path.resolve(dir);
  return createServer((request, response) => {
    const requested = decodeURIComponent(new URL(request.url ?? "/", "http://host").pathname);
    if (mount && requested === mount) {
      response.writeHead(301, { Location: `${mount}/` }).end();
      return;
    }
    if (!requested.startsWith(`${mount}/`)) {
      response.writeHead(404, { "Content-Type": "text/plain" }).end("Not this site's");
      return;
    }
    const urlPath = requested.slice(mount.length);
    const target = path.join(root, path.normalize(urlPath));
    const candidates = target.startsWith(root) ? [target, path.join(target, "index.html")] : [];
    const file = candidates.find(isFile);
    const served = file ?? path.join(root, "404.html");
    response.writeHead(file ? 200 : 404, {
      "Content-Type": types[path.extname(served)] ?? "application/octet-stream",
    });
    createReadStream(served).pipe(response);
  });
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [dir = "build/client", port = "4323", mount = ""] = process.argv.slice(2);
  staticHost(dir, mount).listen(Number(port), "127.0.0.1", () =>
    console.log(`static host on http://127.0.0.1:${port}`),
  );
}

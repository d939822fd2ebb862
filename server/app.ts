import { Hono } from "hono";
import { fileStream, resolveStaticFile } from "./static-files";

export type AppOptions = {
  /** The folder with the static build (`build/client`). */
  clientDir: string;
};

const cacheControl = (urlPath: string, type: string) => {
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (type.startsWith("text/html")) return "public, max-age=0, must-revalidate";
  return "public, max-age=3600";
};

/** The production server: the static build, with the SPA fallback for other paths. */
export function createApp({ clientDir }: AppOptions) {
  const app = new Hono();

  app.on(["GET", "HEAD"], "*", (c) => {
    const urlPath = c.req.path;
    const found = resolveStaticFile(clientDir, urlPath);
    if (!found) return c.text("Not found", 404);
    c.header("Content-Type", found.type);
    c.header("Content-Length", String(found.size));
    c.header("Cache-Control", cacheControl(urlPath, found.type));
    if (c.req.method === "HEAD") return c.body(null, found.status);
    return c.body(fileStream(found.file), found.status);
  });

  return app;
}

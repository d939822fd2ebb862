import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { Hono } from "hono";
import type { MessageStore } from "./contact/message-store";
import type { Notifier } from "./contact/notifier";
import { contactRoute } from "./contact/route";
import { fileStream, resolveStaticFile } from "./static-files";

export type AppOptions = {
  /** The folder with the static build (`build/client`). */
  clientDir: string;
  store: MessageStore;
  notifier: Notifier;
  allowedOrigins?: string[];
  /** Trust X-Forwarded-For for the sender's address (behind a reverse proxy). */
  trustProxy?: boolean;
  now?: () => number;
};

const cacheControl = (urlPath: string, type: string) => {
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (type.startsWith("text/html")) return "public, max-age=0, must-revalidate";
  return "public, max-age=3600";
};

/** The production server: the contact collector, and the static build with its SPA fallback. */
export function createApp(options: AppOptions) {
  const { clientDir, store, notifier, allowedOrigins = [], trustProxy = false } = options;
  const app = new Hono();

  const senderAddress = (c: Context) => {
    const forwarded = trustProxy ? c.req.header("X-Forwarded-For")?.split(",")[0]?.trim() : undefined;
    if (forwarded) return forwarded;
    try {
      return getConnInfo(c).remote.address ?? "unknown";
    } catch {
      return "unknown";
    }
  };

  app.route(
    "/api/contact",
    contactRoute({ store, notifier, allowedOrigins, senderAddress, now: options.now }),
  );
  app.all("/api/*", (c) => c.json({ error: "Not found" }, 404));

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

  app.onError((error, c) => {
    console.error(error);
    return c.json({ error: "Something went wrong on the server" }, 500);
  });

  return app;
}

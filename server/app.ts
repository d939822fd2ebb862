import { readFileSync } from "node:fs";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { Hono } from "hono";
import { createCollector } from "./collector/collector.js";
import { chooseEncoding, compressedFile } from "./compression.js";
import { type DaySalt, saltInStore } from "./http/day-salt.js";
import { forwardedAddress } from "./http/sender.js";
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  externalOrigin,
  inlineScriptHashes,
} from "./security-headers.js";
import type { SpamSettings } from "./settings/settings.js";
import { fileStream, resolveStaticFile, type StaticFile } from "./static-files.js";
import type { Channel, MessageStore } from "./stores/message-store.js";
import { visitCounter } from "./visits/count-visits.js";

type AppOptions = {
  /** The folder with the static build (`build/client`). */
  clientDir: string;
  store: MessageStore;
  /** Where the day's salt is kept (server/http/day-salt.ts): in the store unless told otherwise. */
  daySalt?: DaySalt;
  /** The notices each new message gets. */
  channels?: readonly Channel[];
  /** The spam layers (SPAM_* settings). */
  spam?: SpamSettings;
  /** Called once a message is stored (wakes the notices). */
  onStored?: (id: number) => void;
  allowedOrigins?: string[];
  /** How many proxies in front append to X-Forwarded-For (TRUST_PROXY); 0: the socket's address. */
  trustProxyHops?: number;
  /** The contact endpoint the build posts to (PUBLIC_CONTACT_ENDPOINT), for the CSP. */
  contactEndpoint?: string;
  now?: () => Date;
  /** Page views one address may report in a minute (VISITS_PER_MINUTE). */
  visitsPerMinute?: number;
  /** False while the server is still getting ready (compressing the build); `GET /api/health` says which. */
  isReady?: () => boolean;
};

const cacheControl = (urlPath: string, type: string, status: number) => {
  // A missing file's 404 is never kept: a CDN would answer with it for a year.
  if (status !== 200) return "no-cache";
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (type.startsWith("text/html")) return "public, max-age=0, must-revalidate";
  return "public, max-age=3600";
};

/** Responses that are not pages may not run or embed anything. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The Node server: the visit counter, the contact collector, and the static build with its SPA fallback. */
export function createApp(options: AppOptions) {
  const { clientDir, store, channels, spam, onStored, allowedOrigins = [], trustProxyHops = 0 } = options;
  const contactOrigin = externalOrigin(options.contactEndpoint);
  const pagePolicies = new Map<string, string>();
  const filePolicy = contentSecurityPolicy([], contactOrigin);
  const daySalt = options.daySalt ?? saltInStore(store);
  const app = new Hono();

  const senderAddress = (c: Context) => {
    const forwarded = forwardedAddress(c.req.header("X-Forwarded-For"), trustProxyHops);
    if (forwarded) return forwarded;
    try {
      return getConnInfo(c).remote.address ?? "unknown";
    } catch {
      return "unknown";
    }
  };

  /** Each page's policy lists the hashes of its own inline scripts; worked out once per file. */
  const pagePolicy = (found: StaticFile) => {
    const key = `${found.mtimeMs}:${found.file}`;
    let policy = pagePolicies.get(key);
    if (!policy) {
      policy = contentSecurityPolicy(inlineScriptHashes(readFileSync(found.file, "utf8")), contactOrigin);
      pagePolicies.set(key, policy);
    }
    return policy;
  };

  app.use("*", async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(baseSecurityHeaders)) c.header(name, value);
    if (!c.res.headers.has("Content-Security-Policy")) c.header("Content-Security-Policy", API_POLICY);
  });

  app.route(
    "/",
    visitCounter({
      store,
      daySalt,
      allowedOrigins,
      senderAddress,
      now: options.now,
      perMinute: options.visitsPerMinute,
      // A view counts on a page the build made: not on NOT FOUND's fallback, nor on a file.
      isPage: (path) => resolveStaticFile(clientDir, path)?.status === 200,
    }),
  );
  app.route(
    "/",
    createCollector({
      store,
      daySalt,
      channels,
      spam,
      onStored,
      allowedOrigins,
      senderAddress,
      now: options.now,
    }),
  );
  // For load balancers and the bench: 200 once every file is ready to be served at full speed.
  app.get("/api/health", (c) =>
    (options.isReady?.() ?? true) ? c.json({ status: "ready" }) : c.json({ status: "starting" }, 503),
  );
  app.all("/api/*", (c) => c.json({ error: "Not found" }, 404));

  app.on(["GET", "HEAD"], "*", async (c) => {
    const urlPath = c.req.path;
    const found = resolveStaticFile(clientDir, urlPath);
    if (!found) return c.text("Not found", 404);
    c.header("Content-Type", found.type);
    c.header("Cache-Control", cacheControl(urlPath, found.type, found.status));
    c.header("Vary", "Accept-Encoding");
    // Any other file's policy is the page's without inline scripts: it binds what a file runs as
    // a worker (the search's), which fetches the index and compiles WebAssembly.
    c.header("Content-Security-Policy", found.type.startsWith("text/html") ? pagePolicy(found) : filePolicy);

    const encoding = chooseEncoding(c.req.header("Accept-Encoding"), found.type, found.size);
    if (encoding) {
      const body = await compressedFile(found.file, found.mtimeMs, encoding);
      c.header("Content-Encoding", encoding);
      c.header("Content-Length", String(body.length));
      if (c.req.method === "HEAD") return c.body(null, found.status);
      return c.body(new Uint8Array(body), found.status);
    }
    c.header("Content-Length", String(found.size));
    if (c.req.method === "HEAD") return c.body(null, found.status);
    return c.body(fileStream(found.file), found.status);
  });

  app.onError((error, c) => {
    console.error(error);
    return c.json({ error: "Something went wrong on the server" }, 500);
  });

  return app;
}

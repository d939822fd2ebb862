// Runtime-free: what the Cloudflare, Vercel and Netlify entries share.
import type { Context } from "hono";
import { Hono } from "hono";
import { createCollector } from "../collector/collector.js";
import { CONTACT_PATH } from "../collector/limits.js";
import { saltInStore } from "../http/day-salt.js";
import { readCollectorSettings } from "../settings/settings.js";
import type { MessageStore } from "../stores/message-store.js";
import { collectorUpkeep } from "../upkeep/upkeep.js";
import { visitCounter } from "../visits/count-visits.js";
import { type BuildFile, pagesOfBuild } from "./build-pages.js";

type FunctionOptions = {
  /** The function's environment: ALLOWED_ORIGINS, NOTIFY_*, RETAIN_DAYS and the store's own. */
  env: Record<string, unknown>;
  /** The store, or why there is none (a setting missing). */
  openStore: () => MessageStore | string;
  /** The sender's address as the platform gives it. */
  senderAddress: (c: Context) => string | undefined;
  /** How the function reads the build's files from its site: by default, over HTTP from the request's origin. */
  buildFile?: BuildFile;
};

type WaitUntil = (work: Promise<unknown>) => void;

/** Without a store or with wrong settings the collector keeps nothing, so it says so rather than pretend. */
function refusing(reason: string) {
  const app = new Hono();
  app.all(CONTACT_PATH, (c) => {
    console.error(`The contact collector cannot keep messages: ${reason}`);
    return c.json({ error: "The message could not be saved: this site's collector is not set up yet" }, 503);
  });
  const fetch = async (request: Request, _platform?: unknown, _waitUntil?: WaitUntil) => app.fetch(request);
  return { fetch, upkeep: undefined };
}

/**
 * The collector and the visit counter as a function: settings from the environment, and
 * after every request (through the platform's waitUntil, so the answer does not wait) the
 * upkeep: the notices that are due go out, old messages are erased, the weekly digest is sent.
 */
export function functionHandler({ env, openStore, senderAddress, buildFile }: FunctionOptions) {
  let settings: ReturnType<typeof readCollectorSettings>;
  try {
    settings = readCollectorSettings(env as Record<string, string | undefined>);
  } catch (error) {
    return refusing((error as Error).message);
  }
  const store = openStore();
  if (typeof store === "string") return refusing(store);
  const upkeep = collectorUpkeep(store, settings);
  const { allowedOrigins } = settings;
  // Instances come and go, each its own process: the day's salt is shared through the store.
  const daySalt = saltInStore(store);
  const app = new Hono();
  app.route(
    "/",
    visitCounter({
      store,
      daySalt,
      isPage: pagesOfBuild(buildFile),
      allowedOrigins,
      senderAddress,
      perMinute: settings.visitsPerMinute,
    }),
  );
  app.route(
    "/",
    createCollector({
      store,
      daySalt,
      allowedOrigins,
      senderAddress,
      channels: upkeep.channels,
      spam: settings.spam,
    }),
  );
  return {
    upkeep,
    fetch: async (request: Request, platform?: unknown, waitUntil?: WaitUntil) => {
      const response = await app.fetch(request, platform);
      if (waitUntil) waitUntil(upkeep.run());
      else await upkeep.run();
      return response;
    },
  };
}

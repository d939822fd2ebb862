import { z } from "zod";
import { INITIAL_LOAD_TIMEOUT_MS } from "../app/constants.ts";
import { VISIT_PATH } from "../app/lib/visits/visit-fields.ts";
import { CONTACT_PATH } from "../server/collector/limits.ts";
import { optional, parseSettings } from "../server/settings/settings.ts";

/** The owner's settings the site is built with (docs/settings.md): they end up in the static files. */
const siteEnvironment = z.object({
  PUBLIC_SITE_URL: optional(z.url({ protocol: /^https?$/ })),
  PUBLIC_SPLASH_MS: optional(z.coerce.number().min(0).max(60_000)),
  PUBLIC_CONTACT_ENDPOINT: optional(
    z.union([
      z.url({ protocol: /^https?$/ }),
      z.string().regex(/^\/\S*$/, "must be a path such as /api/contact"),
    ]),
  ),
  PUBLIC_COUNT_VISITS: optional(z.enum(["on", "off"])),
  PUBLIC_SEARCH: optional(z.enum(["on", "off"])),
  // The Node server's port (server/settings/config.ts): the address the site is built for
  // without PUBLIC_SITE_URL.
  PORT: optional(z.coerce.number().int().min(0).max(65_535)),
});

const SITE_FIXES = {
  PUBLIC_SITE_URL: "give the site's public address, such as https://jane.dev",
  PUBLIC_SPLASH_MS: "give milliseconds, such as 5000 (the product's), or 0 to turn the splash off",
  PUBLIC_CONTACT_ENDPOINT:
    "leave it unset for the built-in collector, or give a full address such as https://formspree.io/f/abcdwxyz",
  PUBLIC_COUNT_VISITS: "use on (the default, where the built-in collector runs) or off",
  PUBLIC_SEARCH: "use on (the default) or off, which builds no search index and ships no search control",
  PORT: "give a port number such as 3000",
};

/** The port `npm start` serves on when PORT is not set (server/settings/config.ts). */
const DEFAULT_PORT = 3000;

/**
 * The address the site is built for when PUBLIC_SITE_URL is not set: this machine, on the port
 * `npm start` serves it on: PORT, or 3000 when PORT is unset or 0 (any free port).
 */
export const localSiteUrl = (port: number | undefined) => `http://localhost:${port || DEFAULT_PORT}`;

export type SiteSettings = {
  siteUrl: string;
  /**
   * The path the site is served under, from PUBLIC_SITE_URL's (`https://jane.github.io/portfolio/`
   * → "/portfolio"); "" at the root of its domain. Every link, asset and endpoint sits under it.
   */
  basePath: string;
  splashMs: number;
  contactEndpoint: string;
  visitsEndpoint: string;
  /** Whether the build indexes its pages and the chrome offers search (PUBLIC_SEARCH). */
  search: boolean;
};

/**
 * Where page views are counted: beside the built-in collector's contact endpoint, or nowhere ("")
 * when counting is off or the form posts to another service (which counts nothing).
 */
function visitsEndpointFor(contactEndpoint: string, countVisits: "on" | "off") {
  if (countVisits === "off" || !contactEndpoint.endsWith(CONTACT_PATH)) return "";
  return `${contactEndpoint.slice(0, -CONTACT_PATH.length)}${VISIT_PATH}`;
}

/** Reads and checks the site's settings, or stops the build naming each wrong one and its fix. */
export function readSiteSettings(env: Record<string, string | undefined>): SiteSettings {
  const settings = parseSettings(siteEnvironment, env, SITE_FIXES);
  const siteUrl = (settings.PUBLIC_SITE_URL ?? localSiteUrl(settings.PORT)).replace(/\/+$/, "");
  const basePath = new URL(siteUrl).pathname.replace(/\/+$/, "");
  const contactEndpoint = settings.PUBLIC_CONTACT_ENDPOINT ?? `${basePath}${CONTACT_PATH}`;
  return {
    siteUrl,
    basePath,
    splashMs: settings.PUBLIC_SPLASH_MS ?? INITIAL_LOAD_TIMEOUT_MS,
    contactEndpoint,
    visitsEndpoint: visitsEndpointFor(contactEndpoint, settings.PUBLIC_COUNT_VISITS ?? "on"),
    search: (settings.PUBLIC_SEARCH ?? "on") === "on",
  };
}

import path from "node:path";
import { z } from "zod";
import { readBuildStamp } from "../build-stamp.js";
import type { EmailSettings } from "../notices/email.js";
import {
  type CollectorSettings,
  collectorEnvironment,
  collectorSettings,
  optional,
  parseSettings,
  SETTING_FIXES,
} from "./settings.js";

/** The Node server's settings: the collector's, and these (README "Configuration" lists each one). */
const serverEnvironment = collectorEnvironment.extend({
  PORT: optional(z.coerce.number().int().min(0).max(65_535)),
  HOST: optional(z.string()),
  CLIENT_DIR: optional(z.string()),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, "must start with postgres://")),
  TRUST_PROXY: optional(z.union([z.enum(["true", "false"]), z.coerce.number().int().min(0).max(10)])),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")),
  NOTIFY_TO: optional(z.string()),
  NOTIFY_FROM: optional(z.string()),
  PUBLIC_CONTACT_ENDPOINT: optional(z.string()),
  PUBLIC_SITE_URL: optional(z.url({ protocol: /^https?$/ })),
});

const SERVER_FIXES = {
  ...SETTING_FIXES,
  PORT: "give a port number such as 3000",
  DATABASE_URL: "give a PostgreSQL connection string: postgres://user:password@host:5432/db",
  TRUST_PROXY: "give the number of proxies in front of the server (1 behind the nginx in deploy/), or 0",
  SMTP_URL: "give an address such as smtps://user:password@smtp.example.com",
};

type ServerConfig = CollectorSettings & {
  port: number;
  host: string;
  clientDir: string;
  dataDir: string;
  /** PostgreSQL instead of the SQLite file in dataDir, e.g. for several servers sharing one store. */
  databaseUrl?: string;
  /** How many proxies in front of the server append to X-Forwarded-For (0: none, use the socket). */
  trustProxyHops: number;
  /** E-mail notices, when SMTP_URL and NOTIFY_TO are both set. */
  email?: EmailSettings;
  /**
   * Where the build's contact form posts (its PUBLIC_CONTACT_ENDPOINT), so the page
   * policy lets the form reach it.
   */
  contactEndpoint?: string;
  /** The path the build is served under ("/portfolio"; "" at the root), from the address it was built for. */
  basePath: string;
};

const hopsOf = (value: "true" | "false" | number | undefined) =>
  value === "true" ? 1 : value === "false" || value === undefined ? 0 : value;

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const settings = parseSettings(serverEnvironment, env, SERVER_FIXES);
  const clientDir = path.resolve(settings.CLIENT_DIR ?? "build/client");
  const built = readBuildStamp(path.dirname(clientDir))?.settings;
  const siteUrl = built?.PUBLIC_SITE_URL || settings.PUBLIC_SITE_URL;
  return {
    ...collectorSettings(settings),
    port: settings.PORT ?? 3000,
    host: settings.HOST ?? "localhost",
    clientDir,
    dataDir: path.resolve(settings.DATA_DIR ?? "data"),
    databaseUrl: settings.DATABASE_URL,
    trustProxyHops: hopsOf(settings.TRUST_PROXY),
    email:
      settings.SMTP_URL && settings.NOTIFY_TO
        ? { smtpUrl: settings.SMTP_URL, to: settings.NOTIFY_TO, from: settings.NOTIFY_FROM }
        : undefined,
    // The form posts where the build says; the server's own variable only fills in for a build without its stamp.
    contactEndpoint: built?.PUBLIC_CONTACT_ENDPOINT || settings.PUBLIC_CONTACT_ENDPOINT,
    // The site answers where it was built to be: its pages, files and endpoints under that path.
    basePath: siteUrl ? new URL(siteUrl).pathname.replace(/\/+$/, "") : "",
  };
}

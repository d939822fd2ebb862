import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseAllowedOrigins } from "./collector/allowed-origins.js";

/** Server settings from the environment (README "Configuration" lists each one). */
export type ServerConfig = {
  port: number;
  host: string;
  clientDir: string;
  dataDir: string;
  /** PostgreSQL instead of the SQLite file in dataDir, e.g. for several servers sharing one store. */
  databaseUrl?: string;
  allowedOrigins: string[];
  trustProxy: boolean;
  smtpUrl?: string;
  notifyTo?: string;
  notifyFrom?: string;
  notifyRetryMs: number;
  /**
   * Where the build's contact form posts (its PUBLIC_CONTACT_ENDPOINT), so the page
   * policy lets the form reach it.
   */
  contactEndpoint?: string;
};

function integer(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

function databaseUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^postgres(ql)?:\/\//.test(value)) {
    throw new Error(
      "DATABASE_URL must be a PostgreSQL connection string: postgres://user:password@host:5432/db",
    );
  }
  return value;
}

/** The file `npm run build` writes beside `client/` with the settings it built with. */
export const BUILD_STAMP_NAME = ".build-stamp.json";

/** The settings the served build was made with, or nothing for a bare copy of `client/`. */
export function builtSettings(clientDir: string): Record<string, string> {
  const stamp = path.join(clientDir, "..", BUILD_STAMP_NAME);
  if (!existsSync(stamp)) return {};
  try {
    return (JSON.parse(readFileSync(stamp, "utf8")) as { settings?: Record<string, string> }).settings ?? {};
  } catch {
    return {};
  }
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const clientDir = path.resolve(env.CLIENT_DIR || "build/client");
  // The form posts where the build says; the server's own variable only fills in for a build without its stamp.
  const contactEndpoint =
    builtSettings(clientDir).PUBLIC_CONTACT_ENDPOINT || env.PUBLIC_CONTACT_ENDPOINT || undefined;
  return {
    port: integer("PORT", env.PORT, 3000),
    host: env.HOST || "localhost",
    clientDir,
    dataDir: path.resolve(env.DATA_DIR || "data"),
    databaseUrl: databaseUrl(env.DATABASE_URL),
    allowedOrigins: parseAllowedOrigins(env.ALLOWED_ORIGINS),
    trustProxy: env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true",
    smtpUrl: env.SMTP_URL || undefined,
    notifyTo: env.NOTIFY_TO || undefined,
    notifyFrom: env.NOTIFY_FROM || undefined,
    notifyRetryMs: integer("NOTIFY_RETRY_MS", env.NOTIFY_RETRY_MS, 5 * 60_000),
    contactEndpoint,
  };
}

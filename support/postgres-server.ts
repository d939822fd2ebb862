import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "./node-server";

/** The PostgreSQL binaries: Debian's newest `/usr/lib/postgresql/N/bin`, or whatever is on PATH. */
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
    throw new Error(
      "These tests start a real PostgreSQL server and none is installed. On Debian or Ubuntu: " +
        "apt-get install postgresql (CI's .ci/run does this); elsewhere put initdb and pg_ctl on PATH.",
    );
  }
}

const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user. */
function pgCommand(bin: string, command: string, args: string[]) {
  const file = path.join(bin, command);
  const [program, programArgs] = isRoot()
    ? ["runuser", ["-u", "postgres", "--", file, ...args]]
    : [file, args];
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
  const bin = binDir();
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), "portfolio-pg-"));
  if (isRoot()) execFileSync("chown", ["postgres:", dir]);
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

import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { readConfig } from "../server/settings/config";

/** A loopback port nothing listens on right now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });

/** The path the server answers under with these settings ("" at the root). */
function basePathOf(env: NodeJS.ProcessEnv) {
  try {
    return readConfig(env).basePath;
  } catch {
    return "";
  }
}

/** A new, empty data folder for a server. */
export const tempDataDir = () => mkdtempSync(path.join(tmpdir(), "portfolio-data-"));

export type RunningServer = {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

/** Starts the real server (`server/main.ts`) on a free port with its own data folder. */
export async function startServer(
  env: Record<string, string> = {},
  dataDir = tempDataDir(),
): Promise<RunningServer> {
  const port = await freePort();
  const serverEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    TRUST_PROXY: "1",
    ...env,
  };
  // One process (no tsx wrapper), so a signal reaches the server itself.
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: serverEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  // Under the path the build was made for (an owner's GitHub Pages build: /<repo>), as the
  // server answers; settings the server refuses leave it to say so as it exits.
  const url = `http://127.0.0.1:${port}${basePathOf(serverEnv)}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      await fetch(`${url}/api/contact`, { method: "GET" });
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    dataDir,
    process: child,
    output: () => output,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Waits until the server answers `GET /api/health` with 200: every file of the build ready to serve. */
export async function waitUntilReady(url: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await fetch(`${url}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline)
      throw new Error(`${url} was not ready after ${timeoutMs} ms (last status ${status})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/**
 * Runs `work` holding a lock (a folder: made or refused in one step by the file system), so two
 * `npm start` in one folder (two servers behind one balancer) never build into the same folder at
 * once: the second waits for the first, then finds its build fresh. A lock whose process is gone
 * is taken over. `waiting` is said once, when another holds it.
 */
export async function withLock<T>(lock: string, work: () => Promise<T>, waiting?: (pid: number) => void): Promise<T> {
  const owner = path.join(lock, "pid");
  let said = false;
  for (;;) {
    try {
      mkdirSync(lock, { recursive: false });
      writeFileSync(owner, String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") {
        mkdirSync(path.dirname(lock), { recursive: true });
        continue;
      }
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      let pid = Number.NaN;
      try {
        pid = Number(readFileSync(owner, "utf8"));
      } catch {
        // Made an instant ago, its pid not yet written: wait for it like any.
      }
      // A lock of this very process id was left by a killed one (a restarted container reuses ids).
      if (Number.isInteger(pid) && pid > 0 && (pid === process.pid || !isAlive(pid))) {
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      if (!said && Number.isInteger(pid)) {
        waiting?.(pid);
        said = true;
      }
      await new Promise((resume) => setTimeout(resume, 250));
    }
  }
  // Released however this process ends, a process.exit() in `work` included.
  const release = () => rmSync(lock, { recursive: true, force: true });
  process.once("exit", release);
  try {
    return await work();
  } finally {
    process.off("exit", release);
    release();
  }
}

import { readdirSync } from "node:fs";
import path from "node:path";

/** Every file under `dir`, at any depth, as a path joined onto `dir`. */
export const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );

import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Writes a file whole, then moves it into place: a build reading the same cache at the same time
 * (`npm run build:sites` runs two) never sees half a file.
 */
export function writeWhole(file: string, bytes: string | Uint8Array) {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
}

import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The build stamp: a file `npm run build` writes beside `client/` with the
 * settings the site was built with. `npm start` reads it to know whether the build
 * is current, and the server to post where the build's form posts.
 */
const STAMP_NAME = ".build-stamp.json";

type BuildStamp = { settings: Record<string, string>; writtenAt: number };

const stampFile = (buildDir: string) => path.join(buildDir, STAMP_NAME);

export function writeBuildStamp(buildDir: string, settings: Record<string, string>) {
  writeFileSync(stampFile(buildDir), `${JSON.stringify({ settings }, null, 2)}\n`);
}

/** The stamp of the build in `buildDir`, or nothing (no build, or a bare copy of `client/`). */
export function readBuildStamp(buildDir: string): BuildStamp | undefined {
  const file = stampFile(buildDir);
  if (!existsSync(file)) return undefined;
  try {
    const { settings } = JSON.parse(readFileSync(file, "utf8")) as { settings?: Record<string, string> };
    return { settings: settings ?? {}, writtenAt: statSync(file).mtimeMs };
  } catch {
    return undefined;
  }
}

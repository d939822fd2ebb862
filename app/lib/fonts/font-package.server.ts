import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** One @font-face rule of a font package: its CSS, its file (relative) and its unicode-range. */
export type Face = { block: string; file: string; unicodeRange: string };

const require = createRequire(import.meta.url);

/**
 * The @font-face rules of a @fontsource-variable package's `wght.css`: what the pages' faces are
 * cut from (site-build/fonts) and what the résumé and share images are set in (lib/fonts/typst-fonts.server.ts).
 */
export function readFaces(packageName: string): { dir: string; faces: Face[] } {
  const css = require.resolve(`${packageName}/wght.css`);
  const dir = path.dirname(css);
  const faces = [...readFileSync(css, "utf8").matchAll(/@font-face\s*{[^}]*}/g)].map(([block]) => ({
    block,
    file: block.match(/url\(\.\/([^)]+)\)/)?.[1] ?? "",
    unicodeRange: block.match(/unicode-range:\s*([^;]+);/)?.[1] ?? "",
  }));
  return { dir, faces };
}

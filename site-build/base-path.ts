import { existsSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";

/**
 * React Router prerenders a site with a `basename` into a folder of that name
 * (`client/portfolio/index.html`) while Vite writes its assets at the top (`client/assets/`). A
 * host serves the uploaded folder at the site's path, so the pages come up to the top beside the
 * assets: the folder the build writes is the site as it is served, whatever its path.
 */
export function hoistBasePath(clientDir: string, basePath: string): void {
  const [top, ...rest] = basePath.split("/").filter(Boolean);
  if (!top || !existsSync(path.join(clientDir, top, ...rest))) return;
  // Moved aside first: the path's first name may also be a folder of the site (/writing, /project).
  const aside = path.join(clientDir, `.base-path-${process.pid}`);
  renameSync(path.join(clientDir, top), aside);
  moveInto(path.join(aside, ...rest), clientDir);
  rmSync(aside, { recursive: true, force: true });
}

const isFolder = (file: string) => existsSync(file) && statSync(file).isDirectory();

/**
 * Each entry of `from` into `to`: a folder both have is merged (a language's build has Vite's
 * `ar/resume.pdf` at the top and React Router's `ar/index.html` under the path), a file replaces.
 */
function moveInto(from: string, to: string): void {
  for (const entry of readdirSync(from)) {
    const source = path.join(from, entry);
    const target = path.join(to, entry);
    if (isFolder(source) && isFolder(target)) {
      moveInto(source, target);
      continue;
    }
    rmSync(target, { recursive: true, force: true });
    renameSync(source, target);
  }
}

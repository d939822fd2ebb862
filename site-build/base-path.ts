import { existsSync, readdirSync, renameSync, rmSync } from "node:fs";
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
  const nested = path.join(aside, ...rest);
  for (const entry of readdirSync(nested)) {
    const to = path.join(clientDir, entry);
    rmSync(to, { recursive: true, force: true });
    renameSync(path.join(nested, entry), to);
  }
  rmSync(aside, { recursive: true, force: true });
}

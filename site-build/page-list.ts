import path from "node:path";
import { hasPageShape, withoutLanguage } from "../app/lib/navigation/public-paths.ts";

/**
 * The pages among a build's files: each folder's index.html as its path (`project/2/index.html`
 * is `/project/2`), as the Node server finds a page; the fallback and other files are not pages.
 * Written as `paths.pageList`, it tells a function which paths it may count a view of.
 */
export function pageList(clientDir: string, files: string[]): string[] {
  return (
    files
      .map((file) => path.relative(clientDir, file).split(path.sep).join("/"))
      .filter((file) => file === "index.html" || file.endsWith("/index.html"))
      .map((file) => `/${file.slice(0, -"index.html".length)}`.replace(/(.)\/$/, "$1"))
      .filter((page) => hasPageShape(withoutLanguage(page)))
      // As the address bar has it, and as the browser reports a view: /writing/tags/datenqualit%C3%A4t.
      .map((page) => encodeURI(page))
      .sort()
  );
}

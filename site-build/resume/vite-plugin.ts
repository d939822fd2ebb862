import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { filesUnder } from "../files-under.ts";
import { jsonFileOf } from "./resume-files.ts";

const MODULE_ID = "virtual:resume";
const RESOLVED_ID = `\0${MODULE_ID}`;
/** Where the site serves the résumé: one address the owner can hand out (another language's under its tag). */
const resumePath = (language: string) => `${language ? `/${language}` : ""}/resume.pdf`;
/** The same content as JSON Resume, beside it (json-resume.ts; paths.resumeJson). */
const jsonPath = (language: string) => `${language ? `/${language}` : ""}/resume.json`;
const cacheDir = path.resolve("node_modules/.cache/resume");
const sourceDir = path.resolve("site-build/resume");
/** The faces' order per script and language, which the drawing follows too. */
const facesDir = path.resolve("app/lib/fonts");

type Options = { contentDir: string; siteUrl: string; language: string; basePath?: string };

/**
 * The owner's résumé as a PDF at /resume.pdf (/de/resume.pdf in German), drawn at build time from the content
 * (write-resume.ts, in its own process: it loads the content as plain Node, and Typst's native compiler
 * stays out of Vite), and
 * `virtual:resume` telling the page its address and size. A drawn résumé is kept
 * in node_modules/.cache until the content, the site's address or the drawing changes.
 */
export function resumePdf({ contentDir, siteUrl, language, basePath = "" }: Options): Plugin {
  const RESUME_PATH = resumePath(language);
  // Named by a hash of what it is drawn from, so an edit to the content (also under
  // `npm run dev`) draws a new one and an unchanged one is never drawn twice.
  const draw = () => {
    const hash = createHash("sha256").update(siteUrl).update(language);
    for (const input of [
      ...filesUnder(contentDir),
      ...filesUnder(sourceDir),
      ...filesUnder(facesDir),
    ].sort()) {
      hash.update(input).update(readFileSync(input));
    }
    const file = path.join(cacheDir, `${hash.digest("hex").slice(0, 16)}.pdf`);
    if (!existsSync(file) || !existsSync(jsonFileOf(file))) {
      execFileSync(process.execPath, ["--import", "tsx", path.join(sourceDir, "write-resume.ts"), file], {
        env: { ...process.env, CONTENT_DIR: contentDir, PUBLIC_SITE_URL: siteUrl, SITE_LANGUAGE: language },
        stdio: ["ignore", "inherit", "inherit"],
      });
    }
    return file;
  };

  return {
    name: "resume-pdf",
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const resume = { href: `${basePath}${RESUME_PATH}`, bytes: statSync(draw()).size };
      return `export const resume = ${JSON.stringify(resume)};`;
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      const drawn = draw();
      this.emitFile({ type: "asset", fileName: RESUME_PATH.slice(1), source: readFileSync(drawn) });
      this.emitFile({
        type: "asset",
        fileName: jsonPath(language).slice(1),
        source: readFileSync(jsonFileOf(drawn)),
      });
    },
    configureServer(server) {
      server.middlewares.use(RESUME_PATH, (_request, response) => {
        response.setHeader("Content-Type", "application/pdf");
        response.end(readFileSync(draw()));
      });
      server.middlewares.use(jsonPath(language), (_request, response) => {
        response.setHeader("Content-Type", "application/json; charset=utf-8");
        response.end(readFileSync(jsonFileOf(draw())));
      });
    },
  };
}

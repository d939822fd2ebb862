import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { formatProblems, type Problem } from "../../app/lib/problems.ts";
import type { Post } from "../../app/lib/writing/post.ts";
import { filesUnder } from "../files-under.ts";
import { serveImageFiles } from "../images/process-images.ts";
import { writingDirOf } from "./post-files.ts";
import { planWritingImages } from "./read-writing.ts";

const MODULE_ID = "virtual:writing";
const printer = path.resolve("site-build/writing/print-writing.ts");

/** The posts drawn as HTML, as the printer (in its own process: the posts' components are TSX) gives them. */
const printPosts = (contentDir: string, drafts: boolean): { posts: Post[]; problems: Problem[] } =>
  JSON.parse(
    execFileSync(process.execPath, ["--import", "tsx", printer], {
      env: { ...process.env, CONTENT_DIR: contentDir, WRITING_DRAFTS: drafts ? "1" : "" },
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
    }),
  );

/**
 * The owner's posts for the prerender: `virtual:writing` is every post with its HTML, imported by
 * the writing routes' loaders only (app/lib/writing/posts.server.ts), so no post reaches the
 * browser as code. A post with a problem stops the build, naming its file and line. The images
 * beside the posts are written with the other images (and served by the dev server). Drafts are
 * in only where `drafts` (the dev server).
 */
export function writing({ contentDir, drafts }: { contentDir: string; drafts: boolean }): Plugin {
  const dir = writingDirOf(contentDir);
  let building = false;
  let planned: ReturnType<typeof planWritingImages> | undefined;
  const images = () => {
    planned ??= planWritingImages(contentDir);
    return planned;
  };

  return {
    name: "writing",
    configResolved(config) {
      building = config.command === "build";
    },
    resolveId(id) {
      return id === MODULE_ID ? `\0${id}` : undefined;
    },
    load(id) {
      if (id !== `\0${MODULE_ID}`) return undefined;
      if (this.environment.name === "client") {
        this.error(
          `${MODULE_ID} holds every post's text: import it only from a loader (a .server.ts module)`,
        );
      }
      for (const file of existsSync(dir) ? filesUnder(dir) : []) this.addWatchFile(file);
      const { posts, problems } = printPosts(contentDir, drafts);
      if (problems.length > 0) {
        this.error(`${problems.length} problem(s) in the posts:\n\n${formatProblems(problems)}`);
      }
      return `export default ${JSON.stringify(posts)};`;
    },
    async generateBundle() {
      if (!building || this.environment.name !== "client") return;
      for (const file of (await images()).files) {
        this.emitFile({ type: "asset", fileName: file.fileName, source: await file.make() });
      }
    },
    watchChange(id) {
      if (id.startsWith(dir)) planned = undefined;
    },
    configureServer(server) {
      serveImageFiles(server, "writing-", async () => (await images()).files);
    },
  };
}

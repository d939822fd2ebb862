// @vitest-environment node
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Content } from "~/content/schema";
import { pagePaths, paths } from "~/lib/navigation/public-paths";
import { testBuildEnvironment } from "../../site-build/build-settings";
import { writingPathsIn } from "../../site-build/writing/post-files";
import { freePort } from "../../support/node-server";
import { owners } from "./owners";

const escaped = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

/** `npm run dev` on a content folder, on a free port: the workflow docs/customizing.md keeps open. */
async function startDevServer(contentDir: string) {
  const port = await freePort();
  const child = spawn(
    path.resolve("node_modules/.bin/react-router"),
    ["dev", "--port", String(port), "--strictPort", "--host", "127.0.0.1"],
    {
      // The owner's own settings (a path in .env) left out, as the browser tests' builds leave them.
      env: { ...testBuildEnvironment(), CONTENT_DIR: contentDir, NODE_ENV: "development" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  for (const stream of [child.stdout, child.stderr]) stream?.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm run dev exited:\n${output}`);
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return { url, child, output: () => output };
    if (Date.now() > deadline) throw new Error(`npm run dev did not answer in 90 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });

describe.each(owners)("npm run dev on $name", ({ dir, content }: { dir: string; content: Content }) => {
  let server: Awaited<ReturnType<typeof startDevServer>>;
  beforeAll(async () => {
    server = await startDevServer(dir);
  }, 120_000);
  afterAll(() => stop(server.child));

  const get = (pathname: string) => fetch(`${server.url}${pathname}`);

  it("draws each page with the owner's words, whatever the content holds (no posts, other counts)", async () => {
    const projectIds = content.projects.map((project) => project.id);
    const pages = pagePaths(projectIds, writingPathsIn(dir, { drafts: true }));
    expect(pages.length).toBeGreaterThanOrEqual(1 + projectIds.length);
    for (const pathname of pages) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(200);
      expect(await response.text(), pathname).toContain(escaped(content.site.ownerName));
    }
    for (const project of content.projects) {
      expect(await (await get(paths.project(project.id))).text()).toContain(escaped(project.name));
    }
  }, 120_000);

  it("serves the résumé and each project's share image", async () => {
    const files = [
      "/resume.pdf",
      paths.shareImage.home,
      ...content.projects.map((project) => paths.shareImage.project(project.id)),
    ];
    for (const file of files) {
      const response = await get(file);
      expect(response.status, file).toBe(200);
      expect((await response.arrayBuffer()).byteLength, file).toBeGreaterThan(1000);
    }
  }, 120_000);

  it("printed no error while it ran", () => {
    expect(server.output()).not.toMatch(/\berror\b/i);
  });
});

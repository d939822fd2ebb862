import path from "node:path";
import type { Plugin } from "vite";
import { readSplitContent } from "../content/read-split-content.ts";
import { planImages, serveImageFiles } from "./process-images.ts";

const CONTENT_ID = "virtual:content-images";
const PAGE_ID = "virtual:page-images";

/** Every string in a piece of JSON. */
const stringsIn = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(stringsIn)
      : value && typeof value === "object"
        ? Object.values(value).flatMap(stringsIn)
        : [];

/**
 * Serves the content's images through two manifests, from each image's path in the content to
 * its size and files (as `PlannedImage`s, app/lib/content/image-urls.ts): `virtual:content-images`, the images of what every page shows, and
 * `virtual:page-images`, those only a project page shows (its case study and previews), which
 * only the project page loads: the home page's JavaScript carries no URL it never draws. The
 * build writes the AVIF/WebP variants next to the other hashed assets; the dev server makes each
 * one when it is first asked for.
 */
export function contentImages({ contentDir, base = "/" }: { contentDir: string; base?: string }): Plugin {
  const imagesDir = path.join(contentDir, "images");
  let building = false;
  let planned: ReturnType<typeof planImages> | undefined;
  const plan = () => {
    planned ??= planImages(imagesDir, { base });
    return planned;
  };

  /** The manifest split in two: images of what every page shows, and those of project pages only. */
  const splitManifest = async () => {
    const { planned } = await plan();
    const { content, pages } = readSplitContent(contentDir);
    const shared = new Set(stringsIn(content));
    const pageOnly = new Set(stringsIn(pages).filter((image) => image in planned && !shared.has(image)));
    const pick = (keep: (image: string) => boolean) =>
      Object.fromEntries(Object.entries(planned).filter(([image]) => keep(image)));
    return { content: pick((image) => !pageOnly.has(image)), pages: pick((image) => pageOnly.has(image)) };
  };

  return {
    name: "content-images",
    configResolved(config) {
      building = config.command === "build";
    },
    resolveId(id) {
      return id === CONTENT_ID || id === PAGE_ID ? `\0${id}` : undefined;
    },
    async load(id) {
      if (id !== `\0${CONTENT_ID}` && id !== `\0${PAGE_ID}`) return undefined;
      const { manifest, files } = await plan();
      for (const relative of Object.keys(manifest)) this.addWatchFile(path.join(imagesDir, relative));
      // The files are written once per build, with the manifest every page loads.
      if (building && id === `\0${CONTENT_ID}`) {
        for (const file of files) {
          this.emitFile({ type: "asset", fileName: file.fileName, source: await file.make() });
        }
      }
      const split = await splitManifest();
      return `export default ${JSON.stringify(id === `\0${CONTENT_ID}` ? split.content : split.pages)};`;
    },
    watchChange(id) {
      if (id.startsWith(imagesDir) || id.startsWith(contentDir)) planned = undefined;
    },
    configureServer(server) {
      serveImageFiles(server, "", async () => (await plan()).files);
    },
  };
}

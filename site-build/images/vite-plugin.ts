import path from "node:path";
import type { Plugin } from "vite";
import { type ImageFile, planImages } from "./process-images.ts";

const MODULE_ID = "virtual:content-images";
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * Serves the content's images through `virtual:content-images`: a manifest from
 * each image's path in the content to its size and URLs. The build writes the
 * AVIF/WebP variants next to the other hashed assets; the dev server makes each
 * one when it is first asked for.
 */
export function contentImages({ contentDir }: { contentDir: string }): Plugin {
  const imagesDir = path.join(contentDir, "images");
  let building = false;
  let planned: ReturnType<typeof planImages> | undefined;
  const plan = () => {
    planned ??= planImages(imagesDir);
    return planned;
  };

  return {
    name: "content-images",
    configResolved(config) {
      building = config.command === "build";
    },
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { manifest, files } = await plan();
      for (const relative of Object.keys(manifest)) this.addWatchFile(path.join(imagesDir, relative));
      if (building) {
        for (const file of files) {
          this.emitFile({ type: "asset", fileName: file.fileName, source: await file.make() });
        }
      }
      return `export default ${JSON.stringify(manifest)};`;
    },
    watchChange(id) {
      if (id.startsWith(imagesDir)) planned = undefined;
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const url = request.url?.split("?")[0] ?? "";
        if (!url.startsWith("/assets/img/")) return next();
        const { files } = await plan();
        const file: ImageFile | undefined = files.find((candidate) => `/${candidate.fileName}` === url);
        if (!file) return next();
        response.setHeader("Content-Type", url.endsWith(".avif") ? "image/avif" : "image/webp");
        response.end(await file.make());
      });
    },
  };
}

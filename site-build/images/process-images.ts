import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { ViteDevServer } from "vite";
import { type ContentImage, imageUrls, type PlannedImage } from "../../app/lib/content/image-urls.ts";
import { writeWhole } from "../write-whole.ts";

/** Widths (px) that large images are rendered at for `srcset`. */
const RASTER_WIDTHS = [480, 800, 1200, 1600] as const;
/**
 * SVGs narrower than ICON_MAX_WIDTH (icons, logos, avatars) are drawn at these
 * widths, enough for a 80 px icon on a 3x screen. Not served as SVG: the browser
 * builds a whole document for every SVG shown with <img>, on the main thread
 * (3 to 11 ms apiece measured here, piling into long frames as a scroll brings
 * a row of them near), while AVIF and WebP decode off it.
 */
const ICON_WIDTHS = [64, 128, 256] as const;
const ICON_MAX_WIDTH = 600;
const FALLBACK_WIDTH = 800;
const cacheDir = path.resolve("node_modules/.cache/content-images");

/** One file the build writes: where it goes and how to make its bytes. */
export type ImageFile = { fileName: string; make: () => Promise<Buffer> };

const IMAGE_FILE = /\.(svg|png|jpe?g|webp|avif)$/i;

function listImages(dir: string, prefix = ""): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return listImages(path.join(dir, entry.name), relative);
    return IMAGE_FILE.test(entry.name) ? [relative] : [];
  });
}

/** Bytes made once per name (names carry the source's hash), kept on disk between builds. */
async function cached(fileName: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const file = path.join(cacheDir, fileName.replaceAll("/", "_"));
  if (existsSync(file)) return readFileSync(file);
  const bytes = await make();
  writeWhole(file, bytes);
  return bytes;
}

function render(source: Buffer, isSvg: boolean, sourceWidth: number, width: number, format: "avif" | "webp") {
  // Render SVGs at the density that gives the target width directly, so they stay crisp.
  const density = isSvg ? Math.max(1, (72 * width) / sourceWidth) : undefined;
  const image = sharp(source, density ? { density } : {}).resize({ width, withoutEnlargement: !isSvg });
  return format === "avif"
    ? image.avif({ quality: 55, effort: 2 }).toBuffer()
    : image.webp({ quality: 80 }).toBuffer();
}

/**
 * Reads every image under `imagesDir` and plans the files the site serves:
 * each as AVIF and WebP at several widths (icon widths for small SVGs): `planned`, what the
 * browser's JavaScript carries, and `manifest`, the URLs made from it (app/lib/content/image-urls.ts).
 * Nothing is encoded until a file's `make` is called. `prefix` starts each file's name (the
 * writing folder's images are planned apart from images/).
 */
export async function planImages(imagesDir: string, { base = "/", prefix = "" } = {}) {
  const planned: Record<string, PlannedImage> = {};
  const manifest: Record<string, ContentImage> = {};
  const files: ImageFile[] = [];

  for (const relative of listImages(imagesDir)) {
    const source = readFileSync(path.join(imagesDir, relative));
    const hash = createHash("sha256").update(source).digest("hex").slice(0, 10);
    const stem = prefix + relative.replace(/\.[^.]+$/, "").replaceAll("/", "-");
    const isSvg = relative.toLowerCase().endsWith(".svg");
    const { width = 0, height = 0 } = await sharp(source).metadata();
    if (!width || !height) throw new Error(`images/${relative}: cannot read its size`);

    const widths: number[] =
      isSvg && width < ICON_MAX_WIDTH ? [...ICON_WIDTHS] : RASTER_WIDTHS.filter((w) => w <= width);
    if (widths.length === 0) widths.push(width);
    const name = `${stem}-${hash}`;
    for (const format of ["avif", "webp"] as const)
      for (const w of widths) {
        const fileName = `assets/img/${name}-${w}.${format}`;
        files.push({ fileName, make: () => cached(fileName, () => render(source, isSvg, width, w, format)) });
      }
    const fallbackWidth = [...widths].reverse().find((w) => w <= FALLBACK_WIDTH) ?? widths[0] ?? width;
    const plan: PlannedImage = [width, height, name, widths, fallbackWidth];
    planned[relative] = plan;
    manifest[relative] = imageUrls(plan, base);
  }
  return { planned, manifest, files };
}

/**
 * On the dev server, answers `/assets/img/<prefix>…` with the planned file of that name, made
 * when first asked for (the build writes them instead).
 */
export function serveImageFiles(server: ViteDevServer, prefix: string, files: () => Promise<ImageFile[]>) {
  server.middlewares.use(async (request, response, next) => {
    const url = request.url?.split("?")[0] ?? "";
    if (!url.startsWith(`/assets/img/${prefix}`)) return next();
    const file = (await files()).find((candidate) => `/${candidate.fileName}` === url);
    if (!file) return next();
    response.setHeader("Content-Type", url.endsWith(".avif") ? "image/avif" : "image/webp");
    response.end(await file.make());
  });
}

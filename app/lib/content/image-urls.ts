/**
 * A content image as the build plans it (site-build/images/process-images.ts), in the few numbers
 * and the one name its files are made from: its size, its files' name (its path and its
 * source's hash), the widths drawn, and the width of the plain `src`. The browser's JavaScript
 * carries this and makes the URLs as it draws: written out, the URLs of the sample's 20 images
 * cost the home page's first load about 0.7 KB gzipped (each name six times, each hash
 * incompressible).
 * (It imports nothing: the build imports it too.)
 */
export type PlannedImage = [
  width: number,
  height: number,
  name: string,
  widths: number[],
  fallbackWidth: number,
];

/** What <picture> names: its size, the plain WebP, and each format's `srcset`. */
export type ContentImage = { width: number; height: number; src: string; avif: string; webp: string };

/** The image's files as served under `base` ("/", or "/portfolio/" for a site under a path). */
export function imageUrls(
  [width, height, name, widths, fallbackWidth]: PlannedImage,
  base: string,
): ContentImage {
  const file = (drawn: number, format: string) => `${base}assets/img/${name}-${drawn}.${format}`;
  const srcset = (format: string) => widths.map((drawn) => `${file(drawn, format)} ${drawn}w`).join(", ");
  return { width, height, src: file(fallbackWidth, "webp"), avif: srcset("avif"), webp: srcset("webp") };
}

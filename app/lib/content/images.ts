import manifest from "virtual:content-images";

/**
 * The content's images as the build made them (scripts/images): AVIF and WebP
 * at several widths.
 */
type ContentImage = (typeof manifest)[string];

export function contentImage(path: string): ContentImage {
  const image = manifest[path];
  if (!image) throw new Error(`No image at images/${path} in the content folder`);
  return image;
}

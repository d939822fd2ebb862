import manifest from "virtual:content-images";

/**
 * The content's images as the build made them (site-build/images): AVIF and WebP at several
 * widths. These are the images of what every page shows; those only a project page shows are
 * in page-images.ts, loaded with that page.
 */
export type ContentImage = (typeof manifest)[string];

export function contentImage(path: string): ContentImage {
  const image = manifest[path];
  if (!image) throw new Error(`No image at images/${path} in the content folder`);
  return image;
}

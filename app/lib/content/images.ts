import planned from "virtual:content-images";
import { href } from "~/lib/navigation/public-paths";
import { type ContentImage, imageUrls, type PlannedImage } from "./image-urls";

export type { ContentImage };

/** An image's URLs under the site's path. */
export const urlsOf = (image: PlannedImage): ContentImage => imageUrls(image, href("/"));

/**
 * The content's images as the build made them (site-build/images): AVIF and WebP at several
 * widths. These are the images of what every page shows; those only a project page shows are
 * in page-images.ts, loaded with that page.
 */
export function contentImage(path: string): ContentImage {
  const image = planned[path];
  if (!image) throw new Error(`No image at images/${path} in the content folder`);
  return urlsOf(image);
}

import pageImages from "virtual:page-images";
import { type ContentImage, contentImage, urlsOf } from "~/lib/content/images";

/** An image of a project page's own parts (its case study, its previews), or any other content image. */
export const pageImage = (path: string): ContentImage => {
  const image = pageImages[path];
  return image ? urlsOf(image) : contentImage(path);
};

import pageImages from "virtual:page-images";
import { type ContentImage, contentImage } from "~/lib/content/images";

/** An image of a project page's own parts (its case study, its previews), or any other content image. */
export const pageImage = (path: string): ContentImage => pageImages[path] ?? contentImage(path);

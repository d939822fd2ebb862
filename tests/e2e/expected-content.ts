import rawContent from "@content/index";
import type { Content } from "~/content/schema";

/** The content the site under test was built from (`npm run check` has validated it). */
export const content = rawContent as Content;

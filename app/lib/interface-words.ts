import siteWords from "virtual:site-words";
import type { InterfaceWords } from "~/lib/words/words-of";

/**
 * The interface's words in the site's language (decision 083): the project's own for that
 * language (app/lib/words), the owner's changes from the content laid over them, English's for
 * whatever neither gives. The build compiles them to code (app/lib/words/words-source.ts): the
 * browser loads them as small as if written by hand, and only those its pages draw.
 */
export const words: InterfaceWords = siteWords;

/** A run of an excerpt's text, marked where it matched the words searched for. */
export type ExcerptPart = { text: string; marked: boolean };

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** The text an escaped run stands for: named entities and numeric ones, anything else left as it is. */
const readEscapes = (html: string) =>
  html.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== "#") return ENTITIES[name.toLowerCase()] ?? entity;
    const code =
      name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });

/**
 * The index's excerpt (escaped text with the matches in <mark>) as plain runs of text, drawn by
 * React as text: no markup from the index reaches the page as HTML.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter((run) => run !== "")
    .map((run) => {
      const marked = run.startsWith("<mark>") && run.endsWith("</mark>");
      const inner = marked ? run.slice("<mark>".length, -"</mark>".length) : run;
      return { text: readEscapes(inner.replace(/<[^>]*>/g, "")), marked };
    })
    .filter((part) => part.text !== "");
}

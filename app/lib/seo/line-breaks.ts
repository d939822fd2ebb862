/*
 * Where a line of a share image may break, in any script: at spaces, and between the words of a
 * script written without them (Chinese, Japanese, Thai…), found by the runtime's word segmenter
 * (ICU's dictionaries). Punctuation stays with the word before it, an opening bracket with the word
 * after it, and a word too wide for a line alone breaks between graphemes, never inside one.
 */

type Fits = (line: string) => boolean;

const wordsOf = new Intl.Segmenter(undefined, { granularity: "word" });
const graphemesOf = new Intl.Segmenter(undefined, { granularity: "grapheme" });
const SPACELESS =
  /^[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]/u;
const OPENING = /^[\p{Ps}\p{Pi}]/u;
const ENDS_OPEN = /[\s\p{Ps}\p{Pi}]$/u;

/** The text in pieces a line may end after; each keeps the spaces that follow it. */
export function breakPieces(text: string): string[] {
  const pieces: string[] = [];
  for (const { segment, isWordLike } of wordsOf.segment(text.trim())) {
    const last = pieces[pieces.length - 1];
    const afterSpace = last !== undefined && /\s$/u.test(last) && !/^\s/u.test(segment);
    const spacelessWord = isWordLike && SPACELESS.test(segment) && !ENDS_OPEN.test(last ?? " ");
    const before = [...(last ?? "")].at(-1) ?? "";
    // "f(x)" stays whole; 「 after Japanese (or its 。) starts a piece.
    const opensAfterSpaceless =
      OPENING.test(segment) && (SPACELESS.test(before) || !/[\p{L}\p{N}]/u.test(before));
    if (last === undefined || afterSpace || spacelessWord || opensAfterSpaceless) pieces.push(segment);
    else pieces[pieces.length - 1] = last + segment;
  }
  return pieces;
}

const graphemes = (text: string) => [...graphemesOf.segment(text)].map(({ segment }) => segment);

/** A piece too wide for a line on its own, in runs of graphemes that fit. */
function breakPiece(piece: string, fits: Fits): string[] {
  const runs = [""];
  for (const grapheme of graphemes(piece.trimEnd())) {
    const last = runs[runs.length - 1] ?? "";
    if (last === "" || fits(last + grapheme)) runs[runs.length - 1] = last + grapheme;
    else runs.push(grapheme);
  }
  return runs;
}

/** The text in lines that fit, broken where breakPieces allows (inside a piece only when it alone is too wide). */
export function wrapLines(text: string, fits: Fits): string[] {
  const lines: string[] = [];
  for (const piece of breakPieces(text).flatMap((piece) =>
    fits(piece.trimEnd()) ? [piece] : breakPiece(piece, fits),
  )) {
    const last = lines[lines.length - 1];
    if (last !== undefined && fits((last + piece).trimEnd())) lines[lines.length - 1] = last + piece;
    else lines.push(piece);
  }
  return lines.map((line) => line.trimEnd());
}

/** Whether every piece fits a line alone: no piece must be cut between its graphemes. */
export const piecesFit = (text: string, fits: Fits) =>
  breakPieces(text).every((piece) => fits(piece.trimEnd()));

/** The line shortened, piece by piece (a lone piece grapheme by grapheme), until it fits with "…" after it. */
export function withEllipsis(line: string, fits: Fits): string {
  let pieces = breakPieces(line);
  let kept = line.trimEnd();
  while (kept && !fits(`${kept}…`)) {
    pieces =
      pieces.length > 1
        ? pieces.slice(0, -1)
        : [
            graphemes(pieces[0] ?? "")
              .slice(0, -1)
              .join(""),
          ];
    kept = pieces.join("").trimEnd();
  }
  return `${kept.replace(/[\s,.;:/、。，]*$/u, "")}…`;
}

/** Text in at most `maxLines` lines that fit, the last ending in "…" when the text runs on. */
export function wrapText(text: string, fits: Fits, maxLines: number): string[] {
  const lines = wrapLines(text, fits);
  if (lines.length <= maxLines) return lines;
  return [...lines.slice(0, maxLines - 1), withEllipsis(lines[maxLines - 1] ?? "", fits)];
}

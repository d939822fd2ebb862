/** Code point ranges as CSS `unicode-range` writes them (`U+0000-00FF,U+0131`). */
export type Range = [start: number, end: number];

export function parseUnicodeRange(value: string): Range[] {
  return value
    .split(",")
    .map((part) => part.trim().replace(/^U\+/i, ""))
    .filter(Boolean)
    .map((part) => {
      const [start = "", end = start] = part.split("-");
      return [Number.parseInt(start, 16), Number.parseInt(end, 16)] as Range;
    });
}

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, "0");

export function formatUnicodeRange(ranges: Range[]): string {
  return ranges
    .map(([start, end]) => (start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`))
    .join(",");
}

export const inRanges = (codePoint: number, ranges: Range[]) =>
  ranges.some(([start, end]) => codePoint >= start && codePoint <= end);

/** Sorted code points as the fewest ranges. */
export function toRanges(codePoints: Iterable<number>): Range[] {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const ranges: Range[] = [];
  for (const codePoint of sorted) {
    const last = ranges.at(-1);
    if (last && codePoint === last[1] + 1) last[1] = codePoint;
    else ranges.push([codePoint, codePoint]);
  }
  return ranges;
}

/** `ranges` without the given code points. */
export function subtract(ranges: Range[], codePoints: Set<number>): Range[] {
  const result: Range[] = [];
  for (const [start, end] of ranges) {
    let from = start;
    for (let codePoint = start; codePoint <= end; codePoint++) {
      if (!codePoints.has(codePoint)) continue;
      if (codePoint > from) result.push([from, codePoint - 1]);
      from = codePoint + 1;
    }
    if (from <= end) result.push([from, end]);
  }
  return result;
}

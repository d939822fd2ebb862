import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { ProjectCard, SiteContent } from "~/lib/content/split-content";
import { words } from "~/lib/interface-words";
import { escapeXml } from "~/lib/seo/escape-xml";
import { SHARE_IMAGE } from "~/lib/seo/meta";
import type { PostCard } from "~/lib/writing/post";

/* Share images (SHARE_IMAGE in lib/meta.ts): PNGs drawn at build time from the content. */

const palette = { ...__THEME_COLORS__, muted: __THEME_COLORS__.inkMuted };
// Text is drawn by librsvg with the system's fonts (no web fonts there): a common sans stack.
const sans = "'Liberation Sans', 'DejaVu Sans', Arial, Helvetica, sans-serif";

type Type = { size: number; bold?: boolean; spacing?: number };
type Fits = (line: string) => boolean;

/**
 * Each character's advance in em, by weight: the wider of Liberation Sans and DejaVu Sans (librsvg
 * draws with whichever of them the machine has; DejaVu's is up to a fifth wider), rounded up to
 * 0.05, so that a line measured here is never drawn wider. Accented letters count as their base
 * letter; any other character as 1.1 em.
 */
// biome-ignore format: a table reads best as one
const ADVANCE_EM = {
  bold: [
    [0.35, " 'ijl"], [0.4, ",./:;I\\|’"], [0.45, "-f"], [0.5, "!()[]`rt"], [0.55, '"*'], [0.6, "J_csz–"],
    [0.65, "?Lx"], [0.7, "$0123456789EFTaekovy“”"], [0.75, "CPSYZbdghnpqu{}"], [0.8, "ABKRVX"],
    [0.85, "#+<=>DGHNU^~"], [0.9, "&OQ"], [0.95, "w"], [1, "@M…—"], [1.05, "%m"], [1.15, "W"],
  ],
  regular: [
    [0.3, "'Iijl"], [0.35, " ,./:;\\|’"], [0.4, "()-[]ft"], [0.45, "!r"], [0.5, '"*J`'], [0.55, "csz“”"],
    [0.6, "?L_kvxy–"], [0.65, "$0123456789FTabdeghnopqu{}"], [0.7, "ABEKPSVXYZ"], [0.75, "CNRU"],
    [0.8, "&DGHOQ"], [0.85, "#+<=>^w~"], [0.9, "M"], [1, "%Wm…—"], [1.05, "@"],
  ],
} satisfies Record<string, [number, string][]>;
const OTHER_EM = 1.1;

const advances = (table: [number, string][]) =>
  new Map(table.flatMap(([em, characters]) => [...characters].map((character) => [character, em] as const)));
const ADVANCES = { bold: advances(ADVANCE_EM.bold), regular: advances(ADVANCE_EM.regular) };

/** How wide `text` is drawn, in px, estimated from above. */
export function textWidth(text: string, { size, bold = false, spacing = 0 }: Type): number {
  // SVG text collapses runs of white space, as the labels' "  /  " relies on.
  const characters = [...text.replace(/\s+/g, " ")];
  const advance = bold ? ADVANCES.bold : ADVANCES.regular;
  const em = characters.reduce(
    (sum, character) => sum + (advance.get(character.normalize("NFD")[0] ?? character) ?? OTHER_EM),
    0,
  );
  // The spacing follows each character, but after the last nothing shows it.
  return em * size + spacing * Math.max(0, characters.length - 1);
}

const fitsWithin =
  (width: number, type: Type): Fits =>
  (line) =>
    textWidth(line, type) <= width;

/** A word too wide for a line on its own, in pieces that fit. */
function breakWord(word: string, fits: Fits): string[] {
  const pieces = [""];
  for (const character of word) {
    const last = pieces[pieces.length - 1] ?? "";
    if (last === "" || fits(last + character)) pieces[pieces.length - 1] = last + character;
    else pieces.push(character);
  }
  return pieces;
}

/** Breaks text into lines that fit, at spaces (inside a word only when it alone is too wide). */
function wrapLines(text: string, fits: Fits): string[] {
  const words = text.trim().split(/\s+/);
  const lines: string[] = [];
  for (const word of words.flatMap((word) => (fits(word) ? [word] : breakWord(word, fits)))) {
    const last = lines[lines.length - 1];
    if (last !== undefined && fits(`${last} ${word}`)) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The line shortened, word by word (a lone word letter by letter), until it fits with "…" after it. */
function withEllipsis(line: string, fits: Fits): string {
  let kept = line.trimEnd();
  while (kept && !fits(`${kept}…`))
    kept = kept.includes(" ") ? kept.replace(/\s+\S*$/, "") : [...kept].slice(0, -1).join("");
  return `${kept.replace(/[\s,.;:/]*$/, "")}…`;
}

/** The text, or as much of it as fits with "…" after it. */
const shorten = (text: string, fits: Fits) => (fits(text) ? text : withEllipsis(text, fits));

/** Text in at most `maxLines` lines that fit, the last ending in "…" when the text runs on. */
function wrapText(text: string, fits: Fits, maxLines: number): string[] {
  const lines = wrapLines(text, fits);
  if (lines.length <= maxLines) return lines;
  return [...lines.slice(0, maxLines - 1), withEllipsis(lines[maxLines - 1] ?? "", fits)];
}

const backdrop = `
  <defs>
    <radialGradient id="a" cx="0.9" cy="0.1" r="0.7"><stop offset="0" stop-color="${palette.accent}" stop-opacity=".28"/><stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></radialGradient>
    <radialGradient id="h" cx="0.75" cy="1" r="0.6"><stop offset="0" stop-color="${palette.hot}" stop-opacity=".2"/><stop offset="1" stop-color="${palette.hot}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="1200" height="630" fill="${palette.ground}"/>
  <rect width="1200" height="630" fill="url(#a)"/>
  <rect width="1200" height="630" fill="url(#h)"/>`;

const card = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE.width}" height="${SHARE_IMAGE.height}">${backdrop}${body}</svg>`;

const LABEL = { size: 22, spacing: 5 };
const LABEL_SIZES = [LABEL, { size: 19, spacing: 4 }, { size: 16, spacing: 3 }];
const LABEL_X = 72;
/** The widest a full-width card's text runs: its left margin kept on the right. */
const FULL_WIDTH = SHARE_IMAGE.width - 2 * LABEL_X;

/** The muted line at the top, "lead / tail" in capitals, shortened with "…" to fit `maxWidth`. */
function label(lead: string, tail: string, maxWidth: number): string {
  const rest = `  /  ${tail}`.toUpperCase();
  const whole = lead.toUpperCase() + rest;
  // A size down or two before a word is cut: the owner's name is what the card is signed with.
  const type = LABEL_SIZES.find((size) => textWidth(whole, size) <= maxWidth) ?? LABEL_SIZES.at(-1) ?? LABEL;
  // The lead (the owner's name) gives way first, down to a third of the room, so that a short
  // tail (which project, the date) stays whole; then the tail.
  const leadRoom = Math.max(maxWidth - textWidth(rest, type) - type.spacing, maxWidth / 3);
  const leadText = shorten(lead.toUpperCase(), fitsWithin(leadRoom, type));
  const fits = fitsWithin(maxWidth, type);
  const text = leadText + shorten(rest, (end) => fits(leadText + end));
  return `<text x="${LABEL_X}" y="92" font-family="${sans}" font-size="${type.size}" letter-spacing="${type.spacing}" fill="${palette.muted}">${escapeXml(text)}</text>`;
}

const HERO = { size: 112, spacing: -4, lineHeight: 114, lastBaseline: 518, x: 66 };

/** The hero's common size: its own, or smaller so that the widest line fits across the card. */
function heroSize(lines: readonly string[]): number {
  const room = SHARE_IMAGE.width - 2 * HERO.x;
  const widest = Math.max(...lines.map((line) => textWidth(line, { ...HERO, bold: true })));
  return widest <= room ? HERO.size : Math.floor((HERO.size * room) / widest);
}

/** The home page's card: the hero headline, with the owner's name and title. */
export async function homeShareImage(site: SiteContent["site"]): Promise<Buffer> {
  return sharp(Buffer.from(homeCardSvg(site)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The card before it is drawn, apart so that the tests can see where its text falls. */
export function homeCardSvg(site: SiteContent["site"]): string {
  const { lines } = site.hero;
  const size = heroSize(lines);
  const scale = size / HERO.size;
  const colours = [palette.muted, palette.accent, palette.ink];
  // Smaller lines keep the last one's place just above the rule.
  const baseline = (index: number) =>
    Math.round(HERO.lastBaseline - (lines.length - 1 - index) * HERO.lineHeight * scale);
  return card(`
    ${label(site.ownerName, site.jobTitle, FULL_WIDTH)}
    <g font-family="${sans}" font-weight="700" font-size="${size}" letter-spacing="${Math.round(HERO.spacing * scale * 10) / 10}">
      ${lines.map((line, index) => `<text x="${HERO.x}" y="${baseline(index)}" fill="${colours[index] ?? palette.ink}">${escapeXml(line)}</text>`).join("")}
    </g>
    <rect x="72" y="566" width="120" height="4" fill="${palette.accent}"/>`);
}

/** The project card's left column, beside the cover (drawn at x 580): the name's and description's room. */
const COLUMN = { x: 68, right: 548 };
/** Each size a project's name may take, largest first, with the lines it may take at it. */
const NAME_SIZES = [
  [80, 2],
  [64, 3],
  [52, 3],
  [44, 3],
  [36, 3],
] as const;
const nameType = (size: number): Type => ({ size, bold: true, spacing: -2 });
const DESCRIPTION = { type: { size: 30 }, x: 72, lineHeight: 44, maxLines: 4, lastBaseline: 500 };

/** The name's lines at the largest size at which it fits whole, else at the smallest, cut short. */
function fitName(name: string): { size: number; lines: string[] } {
  for (const [size, maxLines] of NAME_SIZES) {
    const fits = fitsWithin(COLUMN.right - COLUMN.x, nameType(size));
    const lines = wrapLines(name, fits);
    if (lines.length <= maxLines && name.trim().split(/\s+/).every(fits)) return { size, lines };
  }
  const [size, maxLines] = NAME_SIZES[NAME_SIZES.length - 1] ?? [36, 3];
  return { size, lines: wrapText(name, fitsWithin(COLUMN.right - COLUMN.x, nameType(size)), maxLines) };
}

/** The name's baselines, its capitals' tops at y 172, and the description's first one below them. */
function nameBaselines(size: number, count: number): { name: number[]; description: number } {
  const name = Array.from({ length: count }, (_, index) => Math.round(172 + size * (0.72 + index * 1.05)));
  return { name, description: Math.round((name[name.length - 1] ?? 0) + size * 0.25 + 50) };
}

/**
 * A project's card but its cover (see homeCardSvg): the label with the project's number (its place
 * in the grid, as its card and page show it), the name and as much of the description as fits.
 */
export function projectCardSvg(project: ProjectCard, site: SiteContent["site"], number: string): string {
  const name = fitName(project.name);
  const baselines = nameBaselines(name.size, name.lines.length);
  const room = Math.floor((DESCRIPTION.lastBaseline - baselines.description) / DESCRIPTION.lineHeight) + 1;
  const description = wrapText(
    project.description,
    fitsWithin(COLUMN.right - DESCRIPTION.x, DESCRIPTION.type),
    Math.min(DESCRIPTION.maxLines, room),
  );
  return card(`
    ${label(site.ownerName, words.project.numbered(number), COLUMN.right - LABEL_X)}
    <g font-family="${sans}" font-weight="700" font-size="${name.size}" letter-spacing="-2" fill="${palette.ink}">
      ${name.lines.map((line, index) => `<text x="${COLUMN.x}" y="${baselines.name[index]}">${escapeXml(line)}</text>`).join("")}
    </g>
    <g font-family="${sans}" font-size="30" fill="${palette.muted}">
      ${description.map((line, index) => `<text x="${DESCRIPTION.x}" y="${baselines.description + index * DESCRIPTION.lineHeight}">${escapeXml(line)}</text>`).join("")}
    </g>
    <rect x="72" y="540" width="120" height="4" fill="${palette.accent}"/>`);
}

/** The cover, cut to its box with rounded corners. */
async function roundedCover(cover: Buffer): Promise<Buffer> {
  const resized = await sharp(cover, { density: 96 })
    .resize({ width: 560, height: 470, fit: "cover" })
    .png()
    .toBuffer();
  const mask = Buffer.from(
    `<svg width="560" height="470"><rect width="560" height="470" rx="28" fill="#fff"/></svg>`,
  );
  return sharp(resized)
    .composite([{ input: mask, blend: "dest-in" }])
    .png()
    .toBuffer();
}

/** A project's card: its name and description beside its cover artwork (the content's image, unless given). */
export async function projectShareImage(
  project: ProjectCard,
  site: SiteContent["site"],
  number: string,
  cover: Buffer = readFileSync(path.join(__CONTENT_DIR__, "images", project.src)),
): Promise<Buffer> {
  return sharp(Buffer.from(projectCardSvg(project, site, number)))
    .composite([{ input: await roundedCover(cover), left: 580, top: 80 }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

const POST = {
  title: nameType(76),
  top: 200,
  lineHeight: 86,
  summary: { size: 30 },
  summaryWidth: 880,
};

/** A post's card: its title and summary, with the day it was published. */
export async function postShareImage(post: PostCard, site: SiteContent["site"]): Promise<Buffer> {
  return sharp(Buffer.from(postCardSvg(post, site)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The card before it is drawn (see homeCardSvg). */
export function postCardSvg(post: PostCard, site: SiteContent["site"]): string {
  const title = wrapText(post.title, fitsWithin(SHARE_IMAGE.width - 2 * 68, POST.title), 3);
  const summary = wrapText(post.summary, fitsWithin(POST.summaryWidth, POST.summary), 2);
  const summaryTop = POST.top + title.length * POST.lineHeight + 30;
  return card(`
    ${label(site.ownerName, words.writing.shareLabel(post.date), FULL_WIDTH)}
    <g font-family="${sans}" font-weight="700" font-size="76" letter-spacing="-2" fill="${palette.ink}">
      ${title.map((line, index) => `<text x="68" y="${POST.top + index * POST.lineHeight}">${escapeXml(line)}</text>`).join("")}
    </g>
    <g font-family="${sans}" font-size="30" fill="${palette.muted}">
      ${summary.map((line, index) => `<text x="72" y="${summaryTop + index * 44}">${escapeXml(line)}</text>`).join("")}
    </g>
    <rect x="72" y="566" width="120" height="4" fill="${palette.accent}"/>`);
}

import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { ProjectCard, SiteContent } from "~/lib/content/split-content";
import { words } from "~/lib/interface-words";
import { piecesFit, withEllipsis, wrapLines, wrapText } from "~/lib/seo/line-breaks";
import { SHARE_IMAGE } from "~/lib/seo/meta";
import { type ShareFace, type Style, type Typesetter, typesetterFor } from "~/lib/seo/share-type.server";
import { directionOf } from "~/lib/words/shipped";
import type { PostCard } from "~/lib/writing/post";

/* Share images (SHARE_IMAGE in lib/meta.ts): PNGs drawn at build time from the content. */

const palette = { ...__THEME_COLORS__, muted: __THEME_COLORS__.inkMuted };
// Text is shaped and drawn as outlines with the site's own faces (share-type.server.ts).
type Type = Style;
type Fits = (line: string) => boolean;

/**
 * What a card is drawn with: the site language's typesetter, and its direction. The layout is
 * written left to right; a right-to-left site's card is its mirror image (each line's right edge
 * where a left-to-right line's left edge would be, the rule and the cover on the other side).
 */
type Sheet = {
  mirrored: boolean;
  measure: Typesetter["measure"];
  fitsWithin: (width: number, type: Type) => Fits;
  /** `text` whose start stands `x` from the card's starting side. */
  text: (text: string, type: Type, x: number, baseline: number, fill: string) => string;
  /** A box `x` from the starting side. */
  rect: (x: number, y: number, width: number, height: number, fill: string) => string;
  /** Where a box `x` from the starting side begins, from the left. */
  left: (x: number, width: number) => number;
  prepare: (texts: Partial<Record<ShareFace, string>>) => Promise<void>;
};

function sheetFor(site: SiteContent["site"]): Sheet {
  const type = typesetterFor(site.lang);
  const mirrored = directionOf(site.lang ?? "en") === "rtl";
  const left = (x: number, width: number) => (mirrored ? SHARE_IMAGE.width - x - width : x);
  return {
    mirrored,
    measure: type.measure,
    fitsWithin: (width, style) => (line) => type.measure(line, style) <= width,
    text: (text, style, x, baseline, fill) =>
      type.draw(text, style, left(x, mirrored ? type.measure(text, style) : 0), baseline, fill),
    rect: (x, y, width, height, fill) =>
      `<rect x="${left(x, width)}" y="${y}" width="${width}" height="${height}" fill="${fill}"/>`,
    left,
    // Every character a card may draw in each face, "…" included, ready to be measured and drawn.
    prepare: async (texts) => {
      for (const [face, text] of Object.entries(texts)) await type.prepare(`${text}…`, face as ShareFace);
    },
  };
}

/** The text, or as much of it as fits with "…" after it. */
const shorten = (text: string, fits: Fits) => (fits(text) ? text : withEllipsis(text, fits));

const backdrop = (mirrored: boolean) => `
  <defs>
    <radialGradient id="a" cx="${mirrored ? 0.1 : 0.9}" cy="0.1" r="0.7"><stop offset="0" stop-color="${palette.accent}" stop-opacity=".28"/><stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></radialGradient>
    <radialGradient id="h" cx="${mirrored ? 0.25 : 0.75}" cy="1" r="0.6"><stop offset="0" stop-color="${palette.hot}" stop-opacity=".2"/><stop offset="1" stop-color="${palette.hot}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="1200" height="630" fill="${palette.ground}"/>
  <rect width="1200" height="630" fill="url(#a)"/>
  <rect width="1200" height="630" fill="url(#h)"/>`;

const card = (sheet: Sheet, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE.width}" height="${SHARE_IMAGE.height}">${backdrop(sheet.mirrored)}${body}</svg>`;

const LABEL: Type = { face: "label", size: 22, spacing: 4 };
const LABEL_SIZES: Type[] = [
  LABEL,
  { face: "label", size: 19, spacing: 3 },
  { face: "label", size: 16, spacing: 2 },
];
const LABEL_X = 72;
/** The widest a full-width card's text runs: its left margin kept on the right. */
const FULL_WIDTH = SHARE_IMAGE.width - 2 * LABEL_X;

/** The label's whole text before it is fitted (`label`). */
const labelText = (lead: string, tail: string) => `${lead}  /  ${tail}`.toUpperCase();

/** The muted line at the top, "lead / tail" in capitals, shortened with "…" to fit `maxWidth`. */
function label(sheet: Sheet, lead: string, tail: string, maxWidth: number): string {
  const { measure, fitsWithin } = sheet;
  const rest = `  /  ${tail}`.toUpperCase();
  const whole = lead.toUpperCase() + rest;
  // A size down or two before a word is cut: the owner's name is what the card is signed with.
  const type = LABEL_SIZES.find((size) => measure(whole, size) <= maxWidth) ?? LABEL_SIZES.at(-1) ?? LABEL;
  // The lead (the owner's name) gives way first, down to a third of the room, so that a short
  // tail (which project, the date) stays whole; then the tail.
  const leadRoom = Math.max(maxWidth - measure(rest, type) - (type.spacing ?? 0), maxWidth / 3);
  const leadText = shorten(lead.toUpperCase(), fitsWithin(leadRoom, type));
  const fits = fitsWithin(maxWidth, type);
  const text = leadText + shorten(rest, (end) => fits(leadText + end));
  return sheet.text(text, type, LABEL_X, 92, palette.muted);
}

const HERO = { size: 112, spacing: -4, lineHeight: 114, lastBaseline: 518, x: 66 };

/** The hero's common size: its own, or smaller so that the widest line fits across the card. */
function heroSize(sheet: Sheet, lines: readonly string[]): number {
  const room = SHARE_IMAGE.width - 2 * HERO.x;
  const widest = Math.max(...lines.map((line) => sheet.measure(line, { face: "display", ...HERO })));
  return widest <= room ? HERO.size : Math.floor((HERO.size * room) / widest);
}

/** The home page's card: the hero headline, with the owner's name and title. */
export async function homeShareImage(site: SiteContent["site"]): Promise<Buffer> {
  return sharp(Buffer.from(await homeCardSvg(site)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The card before it is drawn, apart so that the tests can see where its text falls. */
export async function homeCardSvg(site: SiteContent["site"]): Promise<string> {
  const { lines } = site.hero;
  const sheet = sheetFor(site);
  await sheet.prepare({ display: lines.join(""), label: labelText(site.ownerName, site.jobTitle) });
  const size = heroSize(sheet, lines);
  const scale = size / HERO.size;
  const colours = [palette.muted, palette.accent, palette.ink];
  // Smaller lines keep the last one's place just above the rule.
  const baseline = (index: number) =>
    Math.round(HERO.lastBaseline - (lines.length - 1 - index) * HERO.lineHeight * scale);
  return card(
    sheet,
    `
    ${label(sheet, site.ownerName, site.jobTitle, FULL_WIDTH)}
    ${lines.map((line, index) => sheet.text(line, { face: "display", size, spacing: Math.round(HERO.spacing * scale * 10) / 10 }, HERO.x, baseline(index), colours[index] ?? palette.ink)).join("")}
    ${sheet.rect(72, 566, 120, 4, palette.accent)}`,
  );
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
const nameType = (size: number): Type => ({ face: "display", size, spacing: -2 });
const DESCRIPTION = {
  type: { face: "body", size: 30 } as Type,
  x: 72,
  lineHeight: 44,
  maxLines: 4,
  lastBaseline: 500,
};

/** The name's lines at the largest size at which it fits whole, else at the smallest, cut short. */
function fitName({ fitsWithin }: Sheet, name: string): { size: number; lines: string[] } {
  for (const [size, maxLines] of NAME_SIZES) {
    const fits = fitsWithin(COLUMN.right - COLUMN.x, nameType(size));
    const lines = wrapLines(name, fits);
    if (lines.length <= maxLines && piecesFit(name, fits)) return { size, lines };
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
export async function projectCardSvg(
  project: ProjectCard,
  site: SiteContent["site"],
  number: string,
): Promise<string> {
  const sheet = sheetFor(site);
  await sheet.prepare({
    display: project.name,
    body: project.description,
    label: labelText(site.ownerName, words.project.numbered(number)),
  });
  const name = fitName(sheet, project.name);
  const baselines = nameBaselines(name.size, name.lines.length);
  const room = Math.floor((DESCRIPTION.lastBaseline - baselines.description) / DESCRIPTION.lineHeight) + 1;
  const description = wrapText(
    project.description,
    sheet.fitsWithin(COLUMN.right - DESCRIPTION.x, DESCRIPTION.type),
    Math.min(DESCRIPTION.maxLines, room),
  );
  return card(
    sheet,
    `
    ${label(sheet, site.ownerName, words.project.numbered(number), COLUMN.right - LABEL_X)}
    ${name.lines.map((line, index) => sheet.text(line, nameType(name.size), COLUMN.x, baselines.name[index] ?? 0, palette.ink)).join("")}
    ${description.map((line, index) => sheet.text(line, DESCRIPTION.type, DESCRIPTION.x, baselines.description + index * DESCRIPTION.lineHeight, palette.muted)).join("")}
    ${sheet.rect(72, 540, 120, 4, palette.accent)}`,
  );
}

/** The cover's box on a project's card. */
const COVER = { x: 580, y: 80, width: 560, height: 470 };

/** The cover, cut to its box with rounded corners. */
async function roundedCover(cover: Buffer): Promise<Buffer> {
  const resized = await sharp(cover, { density: 96 })
    .resize({ width: COVER.width, height: COVER.height, fit: "cover" })
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
  return sharp(Buffer.from(await projectCardSvg(project, site, number)))
    .composite([
      { input: await roundedCover(cover), left: sheetFor(site).left(COVER.x, COVER.width), top: COVER.y },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

const POST = {
  title: nameType(76),
  top: 200,
  lineHeight: 86,
  summary: { face: "body", size: 30 } as Type,
  summaryWidth: 880,
};

/** A post's card: its title and summary, with the day it was published. */
export async function postShareImage(post: PostCard, site: SiteContent["site"]): Promise<Buffer> {
  return sharp(Buffer.from(await postCardSvg(post, site)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The card before it is drawn (see homeCardSvg). */
export async function postCardSvg(post: PostCard, site: SiteContent["site"]): Promise<string> {
  const sheet = sheetFor(site);
  await sheet.prepare({
    display: post.title,
    body: post.summary,
    label: labelText(site.ownerName, words.writing.shareLabel(post.date)),
  });
  const title = wrapText(post.title, sheet.fitsWithin(SHARE_IMAGE.width - 2 * 68, POST.title), 3);
  const summary = wrapText(post.summary, sheet.fitsWithin(POST.summaryWidth, POST.summary), 2);
  const summaryTop = POST.top + title.length * POST.lineHeight + 30;
  return card(
    sheet,
    `
    ${label(sheet, site.ownerName, words.writing.shareLabel(post.date), FULL_WIDTH)}
    ${title.map((line, index) => sheet.text(line, POST.title, 68, POST.top + index * POST.lineHeight, palette.ink)).join("")}
    ${summary.map((line, index) => sheet.text(line, POST.summary, 72, summaryTop + index * 44, palette.muted)).join("")}
    ${sheet.rect(72, 566, 120, 4, palette.accent)}`,
  );
}

import { readFileSync } from "node:fs";
import path from "node:path";
import { NodeCompiler } from "@myriaddreamin/typst-ts-node-compiler";
import sharp from "sharp";
import { type HeadlineTone, headlineScale, headlineTones } from "~/lib/content/hero-headline";
import type { ProjectCard, SiteContent } from "~/lib/content/split-content";
import { type TypstFace, typstFonts } from "~/lib/fonts/typst-fonts.server";
import { words } from "~/lib/interface-words";
import { escapeXml } from "~/lib/seo/escape-xml";
import { SHARE_IMAGE } from "~/lib/seo/meta";
import template from "~/lib/seo/share-card.typ?raw";
import { directionOf } from "~/lib/words/shipped";
import type { PostCard } from "~/lib/writing/post";

/*
 * Share images (SHARE_IMAGE in lib/meta.ts): PNGs drawn at build time from the content, laid out
 * and typeset by Typst (share-card.typ), as the résumé is, with the site's own faces from the
 * files the project ships: no font of the machine that builds is ever asked for, so the same
 * content draws the same card on any host (decision 091). Typst writes the card as SVG
 * with every letter an outline; sharp turns it into a PNG.
 */

const SHARE_FACES = {
  display: { role: "display", weight: 700 },
  body: { role: "body", weight: 400 },
  label: { role: "label", weight: 400 },
} as const satisfies Record<string, TypstFace>;

/**
 * A theme colour as #rrggbb, for Typst, which reads no CSS: app/app.css may write it as any
 * colour SVG knows (a name, rgb(), hsl()), so librsvg draws it and the pixel is read back.
 */
export async function hexOf(colour: string): Promise<string> {
  if (/^#[\da-f]{6}$/i.test(colour)) return colour;
  // A fill librsvg cannot read is dropped for the one it inherits: drawn over two, it shows.
  const drawn = async (inherited: string) => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1" fill="${inherited}"><rect width="1" height="1" fill="${escapeXml(colour)}"/></svg>`;
    const pixel = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();
    return `#${[...pixel.subarray(0, 3)].map((value) => value.toString(16).padStart(2, "0")).join("")}`;
  };
  const [overRed, overBlue] = await Promise.all([drawn("#ff0000"), drawn("#0000ff")]);
  if (overRed !== overBlue)
    throw new Error(
      `The share images cannot draw the theme colour "${colour}" (app/app.css): write it as #rrggbb.`,
    );
  return overRed;
}

let palette: Promise<Record<string, string>> | undefined;
const paletteOf = () => {
  palette ??= (async () => {
    const { inkMuted, ...colours } = __THEME_COLORS__;
    const named = { ...colours, muted: inkMuted };
    const hex = await Promise.all(Object.values(named).map(hexOf));
    return Object.fromEntries(Object.keys(named).map((name, index) => [name, hex[index] ?? "#000000"]));
  })();
  return palette;
};

/** A part of a card as Typst set it: its final text (shortened with "…" where it ran on), size and lines. */
export type CardPart = {
  part: "label" | "hero" | "name" | "description" | "title" | "summary";
  text: string;
  size: number;
  lines: number;
};

/** A card before it becomes a PNG: its SVG (outlines only) and its parts, for the tests. */
export type Card = { svg: string; parts: CardPart[] };

/** `ink: false` draws the card with its text transparent: where a test finds the text by difference. */
export type CardOptions = { ink?: boolean };

type CardData =
  | { kind: "home"; home: { lines: readonly string[]; tones: HeadlineTone[]; scale: number } }
  | { kind: "project"; project: { name: string; description: string } }
  | { kind: "post"; post: { title: string; summary: string } };

/** The label's text, in capitals where the script has them, its spaces single (as a page shows them). */
const labelOf = (lead: string, tail: string) => {
  const shown = (text: string) => text.replace(/\s+/g, " ").trim().toUpperCase();
  return { lead: shown(lead), tail: shown(tail) };
};

async function drawCard(
  site: SiteContent["site"],
  label: { lead: string; tail: string },
  card: CardData,
  { ink = true }: CardOptions = {},
): Promise<Card> {
  const lang = site.lang ?? "en";
  const [language, region] = lang.toLowerCase().split("-");
  const data = JSON.stringify({
    ...card,
    label,
    palette: await paletteOf(),
    ink,
    lang: language,
    region: region && /^[a-z]{2}$/.test(region) ? region : null,
    dir: directionOf(lang),
  });
  // Every character the card may draw: "…" where a text is cut short, the label's " / ".
  const fonts = await typstFonts(`${data}… /`, lang, SHARE_FACES);
  if (fonts.missing.length > 0)
    console.warn(
      `The share image (${card.kind}) draws ${fonts.missing.join(" ")} as empty boxes: no face the project ships has ${fonts.missing.length > 1 ? "them" : "it"}.`,
    );
  const compiler = NodeCompiler.create({
    fontArgs: [{ fontBlobs: fonts.files.map((file) => Buffer.from(file)) }],
  });
  const compiled = compiler.compile({
    mainFileContent: template,
    inputs: { data, fonts: JSON.stringify(fonts.families) },
  });
  const document = compiled.result;
  if (!document) {
    compiled.printDiagnostics();
    throw new Error(`The share image (${card.kind}) could not be typeset.`);
  }
  const parts = compiler.query(document, { selector: "<part>", field: "value" }) as CardPart[];
  return { svg: compiler.plainSvg(document), parts };
}

const toPng = (svg: string) =>
  sharp(Buffer.from(svg), { density: 72 })
    .resize(SHARE_IMAGE.width, SHARE_IMAGE.height)
    .png({ compressionLevel: 9 })
    .toBuffer();

/** The home page's card: the hero headline, with the owner's name and title. */
export const homeCard = (site: SiteContent["site"], options?: CardOptions) =>
  drawCard(
    site,
    labelOf(site.ownerName, site.jobTitle),
    {
      kind: "home",
      home: {
        lines: site.hero.lines,
        tones: headlineTones(site.hero.lines.length),
        scale: headlineScale(site.hero.lines.length),
      },
    },
    options,
  );

export async function homeShareImage(site: SiteContent["site"]): Promise<Buffer> {
  return toPng((await homeCard(site)).svg);
}

/**
 * A project's card but its cover: the label with the project's number (its place in the grid, as
 * its card and page show it), the name and as much of the description as fits.
 */
export const projectCard = (
  project: ProjectCard,
  site: SiteContent["site"],
  number: string,
  options?: CardOptions,
) =>
  drawCard(
    site,
    labelOf(site.ownerName, words.project.numbered({ number })),
    { kind: "project", project: { name: project.name, description: project.description } },
    options,
  );

/** The cover's box on a project's card: beside the text, on the side it ends on. */
export const COVER = { x: 580, y: 80, width: 560, height: 470 };

/** The cover, cut to its box with rounded corners. */
async function roundedCover(cover: Buffer): Promise<Buffer> {
  const resized = await sharp(cover, { density: 96 })
    .resize({ width: COVER.width, height: COVER.height, fit: "cover" })
    .png()
    .toBuffer();
  const mask = Buffer.from(
    `<svg width="${COVER.width}" height="${COVER.height}"><rect width="${COVER.width}" height="${COVER.height}" rx="28" fill="#fff"/></svg>`,
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
  const mirrored = directionOf(site.lang ?? "en") === "rtl";
  const left = mirrored ? SHARE_IMAGE.width - COVER.x - COVER.width : COVER.x;
  const png = await toPng((await projectCard(project, site, number)).svg);
  return sharp(png)
    .composite([{ input: await roundedCover(cover), left, top: COVER.y }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** A post's card: its title and summary, with the day it was published. */
export const postCard = (post: PostCard, site: SiteContent["site"], options?: CardOptions) =>
  drawCard(
    site,
    labelOf(site.ownerName, words.writing.shareLabel({ date: post.date })),
    { kind: "post", post: { title: post.title, summary: post.summary } },
    options,
  );

export async function postShareImage(post: PostCard, site: SiteContent["site"]): Promise<Buffer> {
  return toPng((await postCard(post, site)).svg);
}

import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { ProjectCard, SiteContent } from "~/lib/content/split-content";
import { escapeXml } from "~/lib/seo/escape-xml";
import { SHARE_IMAGE } from "~/lib/seo/meta";
import type { PostCard } from "~/lib/writing/post";

/* Share images (SHARE_IMAGE in lib/meta.ts): PNGs drawn at build time from the content. */

const palette = { ...__THEME_COLORS__, muted: __THEME_COLORS__.inkMuted };
// Text is drawn by librsvg with the system's fonts (no web fonts there): a common sans stack.
const sans = "'Liberation Sans', 'DejaVu Sans', Arial, Helvetica, sans-serif";

/** Breaks text into lines of at most `width` characters. */
function wrapText(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1]?.replace(/[\s,.;:]*$/, "")}…`;
  }
  return lines;
}

const backdrop = `
  <defs>
    <radialGradient id="a" cx="0.9" cy="0.1" r="0.7"><stop offset="0" stop-color="${palette.accent}" stop-opacity=".28"/><stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></radialGradient>
    <radialGradient id="h" cx="0.75" cy="1" r="0.6"><stop offset="0" stop-color="${palette.hot}" stop-opacity=".2"/><stop offset="1" stop-color="${palette.hot}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="1200" height="630" fill="${palette.ground}"/>
  <rect width="1200" height="630" fill="url(#a)"/>
  <rect width="1200" height="630" fill="url(#h)"/>`;

const label = (text: string) =>
  `<text x="72" y="92" font-family="${sans}" font-size="22" letter-spacing="5" fill="${palette.muted}">${escapeXml(text.toUpperCase())}</text>`;

/** The home page's card: the hero headline, with the owner's name and title. */
export async function homeShareImage(site: SiteContent["site"]): Promise<Buffer> {
  const [first, second, third] = site.hero.lines;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE.width}" height="${SHARE_IMAGE.height}">${backdrop}
    ${label(`${site.ownerName}  /  ${site.jobTitle}`)}
    <g font-family="${sans}" font-weight="700" font-size="112" letter-spacing="-4">
      <text x="66" y="290" fill="${palette.muted}">${escapeXml(first)}</text>
      <text x="66" y="404" fill="${palette.accent}">${escapeXml(second)}</text>
      <text x="66" y="518" fill="${palette.ink}">${escapeXml(third)}</text>
    </g>
    <rect x="72" y="566" width="120" height="4" fill="${palette.accent}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/** A project's card: its name and description beside its cover artwork. */
export async function projectShareImage(project: ProjectCard, site: SiteContent["site"]): Promise<Buffer> {
  const lines = wrapText(project.description, 26, 4);
  const nameSize = project.name.length > 14 ? 64 : 80;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE.width}" height="${SHARE_IMAGE.height}">${backdrop}
    ${label(`${site.ownerName}  /  Project ${String(project.id).padStart(2, "0")}`)}
    <text x="68" y="230" font-family="${sans}" font-weight="700" font-size="${nameSize}" letter-spacing="-2" fill="${palette.ink}">${escapeXml(project.name)}</text>
    <g font-family="${sans}" font-size="30" fill="${palette.muted}">
      ${lines.map((line, index) => `<text x="72" y="${300 + index * 44}">${escapeXml(line)}</text>`).join("")}
    </g>
    <rect x="72" y="540" width="120" height="4" fill="${palette.accent}"/>
  </svg>`;
  const cover = await sharp(readFileSync(path.join(__CONTENT_DIR__, "images", project.src)), { density: 96 })
    .resize({ width: 560, height: 470, fit: "cover" })
    .png()
    .toBuffer();
  const rounded = await sharp(cover)
    .composite([
      {
        input: Buffer.from(
          `<svg width="560" height="470"><rect width="560" height="470" rx="28" fill="#fff"/></svg>`,
        ),
        blend: "dest-in",
      },
    ])
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: rounded, left: 580, top: 80 }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** A post's card: its title and summary, with the day it was published. */
export async function postShareImage(post: PostCard, site: SiteContent["site"]): Promise<Buffer> {
  const title = wrapText(post.title, 24, 3);
  const summary = wrapText(post.summary, 52, 2);
  const top = 200;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE.width}" height="${SHARE_IMAGE.height}">${backdrop}
    ${label(`${site.ownerName}  /  Writing  /  ${post.date}`)}
    <g font-family="${sans}" font-weight="700" font-size="76" letter-spacing="-2" fill="${palette.ink}">
      ${title.map((line, index) => `<text x="68" y="${top + index * 86}">${escapeXml(line)}</text>`).join("")}
    </g>
    <g font-family="${sans}" font-size="30" fill="${palette.muted}">
      ${summary.map((line, index) => `<text x="72" y="${top + title.length * 86 + 30 + index * 44}">${escapeXml(line)}</text>`).join("")}
    </g>
    <rect x="72" y="566" width="120" height="4" fill="${palette.accent}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

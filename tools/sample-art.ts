/**
 * Draws the sample artwork that ships with the site: browser and phone mock-ups
 * with abstract UI in each project's palette, company marks, avatars and the
 * tech-stack marks. Run `npx tsx tools/sample-art.ts` to redraw them (or
 * `npx tsx tools/sample-art.ts <folder>` to draw them elsewhere, as the content check's test does);
 * the owner replaces them with real images (see docs/customizing.md).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const out = path.resolve(process.argv[2] ?? "sample/images");

type Palette = { bg: string; bg2: string; surface: string; a: string; b: string; ink: string; soft: string };
type Motif = (x: number, y: number, s: number, fill: string) => string;

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>\n`;

const rect = (x: number, y: number, w: number, h: number, fill: string, r = 0, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${extra}/>`;

/** Lines of "text": rounded bars of varying length. */
const textBars = (
  x: number,
  y: number,
  widths: number[],
  h: number,
  gap: number,
  fill: string,
  opacity = 1,
) => widths.map((w, i) => rect(x, y + i * (h + gap), w, h, fill, h / 2, ` opacity="${opacity}"`)).join("");

const gradient = (id: string, from: string, to: string, angle = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${angle}" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

const glow = (id: string, color: string) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity=".55"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;

const backdrop = (w: number, h: number, p: Palette) =>
  `<defs>${gradient("bg", p.bg, p.bg2)}${glow("ga", p.a)}${glow("gb", p.b)}</defs>` +
  rect(0, 0, w, h, "url(#bg)") +
  `<circle cx="${w * 0.85}" cy="${h * 0.1}" r="${w * 0.45}" fill="url(#ga)"/>` +
  `<circle cx="${w * 0.05}" cy="${h * 0.95}" r="${w * 0.4}" fill="url(#gb)"/>` +
  Array.from(
    { length: 7 },
    (_, i) =>
      `<line x1="${(i + 1) * (w / 8)}" y1="0" x2="${(i + 1) * (w / 8)}" y2="${h}" stroke="${p.ink}" stroke-opacity=".05"/>`,
  ).join("");

function browser(x: number, y: number, w: number, h: number, p: Palette, motif: Motif) {
  const bar = 44;
  const inner = y + bar;
  return (
    `<g filter="url(#shadow)">${rect(x, y, w, h, p.surface, 18)}</g>` +
    rect(x, y, w, bar, p.ink, 18, ' opacity=".06"') +
    [0, 1, 2]
      .map((i) => `<circle cx="${x + 24 + i * 20}" cy="${y + 22}" r="6" fill="${p.ink}" opacity=".25"/>`)
      .join("") +
    rect(x + w * 0.3, y + 12, w * 0.4, 20, p.ink, 10, ' opacity=".08"') +
    // nav
    motif(x + 36, inner + 26, 30, p.a) +
    [0, 1, 2].map((i) => rect(x + w - 360 + i * 80, inner + 36, 56, 10, p.ink, 5, ' opacity=".3"')).join("") +
    rect(x + w - 110, inner + 26, 80, 30, p.a, 15) +
    // hero copy
    textBars(x + 56, inner + 120, [w * 0.42, w * 0.36, w * 0.28], 34, 16, p.ink, 0.92) +
    textBars(x + 56, inner + 290, [w * 0.38, w * 0.33], 12, 12, p.ink, 0.4) +
    rect(x + 56, inner + 360, 150, 46, p.a, 23) +
    rect(
      x + 222,
      inner + 360,
      130,
      46,
      "none",
      23,
      ` stroke="${p.ink}" stroke-opacity=".35" stroke-width="2"`,
    ) +
    // hero art
    `<circle cx="${x + w * 0.74}" cy="${inner + 230}" r="${h * 0.26}" fill="${p.b}" opacity=".9"/>` +
    motif(x + w * 0.74 - h * 0.14, inner + 230 - h * 0.14, h * 0.28, p.surface) +
    // cards
    [0, 1, 2]
      .map((i) => {
        const cw = (w - 112 - 48) / 3;
        const cx = x + 56 + i * (cw + 24);
        const cy = inner + 450;
        return (
          rect(cx, cy, cw, h - (cy - y) - 30, p.soft, 14) +
          rect(cx + 20, cy + 20, cw * 0.4, 10, p.ink, 5, ' opacity=".5"') +
          rect(cx + 20, cy + 40, cw * 0.6, 8, p.ink, 4, ' opacity=".25"')
        );
      })
      .join("")
  );
}

function phoneScreen(x: number, y: number, w: number, h: number, p: Palette, motif: Motif, variant: number) {
  let body =
    rect(x + 24, y + 56, w * 0.35, 12, p.ink, 6, ' opacity=".85"') +
    `<circle cx="${x + w - 40}" cy="${y + 62}" r="14" fill="${p.a}"/>`;
  if (variant === 0) {
    body +=
      rect(x + 20, y + 96, w - 40, h * 0.3, p.b, 20) +
      motif(x + w / 2 - 50, y + 96 + h * 0.15 - 50, 100, p.surface);
    for (let i = 0; i < 4; i++) {
      const ry = y + 120 + h * 0.3 + i * 84;
      body +=
        rect(x + 20, ry, w - 40, 70, p.soft, 16) +
        rect(x + 34, ry + 14, 42, 42, i % 2 ? p.a : p.b, 12) +
        rect(x + 90, ry + 20, w * 0.4, 10, p.ink, 5, ' opacity=".7"') +
        rect(x + 90, ry + 40, w * 0.28, 8, p.ink, 4, ' opacity=".3"');
    }
  } else {
    body +=
      rect(x + 20, y + 96, w - 40, h * 0.42, p.soft, 20) +
      motif(x + w / 2 - 70, y + 96 + h * 0.21 - 70, 140, p.a);
    body += textBars(x + 24, y + 130 + h * 0.42, [w * 0.7, w * 0.5], 16, 12, p.ink, 0.85);
    body += textBars(x + 24, y + 200 + h * 0.42, [w * 0.8, w * 0.75, w * 0.6], 8, 10, p.ink, 0.3);
    body += rect(x + 20, y + h - 110, w - 40, 56, p.a, 28);
  }
  return body;
}

function phone(x: number, y: number, w: number, h: number, p: Palette, motif: Motif, variant: number) {
  return (
    `<g filter="url(#shadow)">${rect(x, y, w, h, "#0b0b0d", 44)}</g>` +
    rect(x + 10, y + 10, w - 20, h - 20, p.surface, 36) +
    rect(x + w / 2 - 40, y + 22, 80, 20, "#0b0b0d", 10) +
    phoneScreen(x + 10, y + 10, w - 20, h - 20, p, motif, variant)
  );
}

const shadow = `<defs><filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="24" stdDeviation="28" flood-color="#000" flood-opacity=".45"/></filter></defs>`;

function cover(p: Palette, motif: Motif) {
  const w = 1600;
  const h = 1000;
  return svg(
    w,
    h,
    backdrop(w, h, p) +
      shadow +
      browser(120, 110, 1180, 780, p, motif) +
      phone(1150, 330, 330, 640, p, motif, 0),
  );
}

function brandBoard(p: Palette, motif: Motif) {
  const w = 1200;
  const h = 900;
  const swatches = [p.a, p.b, p.surface, p.soft, p.ink];
  return svg(
    w,
    h,
    backdrop(w, h, p) +
      shadow +
      `<g filter="url(#shadow)">${rect(80, 80, 620, 740, p.surface, 28)}</g>` +
      motif(240, 220, 300, p.a) +
      textBars(150, 600, [360, 240], 26, 18, p.ink, 0.85) +
      textBars(150, 700, [420, 380], 10, 12, p.ink, 0.35) +
      swatches
        .map(
          (c, i) =>
            `<g filter="url(#shadow)">${rect(760, 80 + i * 152, 360, 128, c, 22)}</g>${rect(784, 176 + i * 152, 90, 10, i === 4 ? p.bg : p.ink, 5, ' opacity=".5"')}`,
        )
        .join(""),
  );
}

function flow(p: Palette, motif: Motif) {
  const w = 1200;
  const h = 900;
  const nodes = [
    [120, 160],
    [480, 100],
    [480, 420],
    [840, 260],
    [840, 600],
  ] as const;
  const links = [
    [0, 1],
    [0, 2],
    [1, 3],
    [2, 3],
    [2, 4],
  ] as const;
  return svg(
    w,
    h,
    backdrop(w, h, p) +
      shadow +
      links
        .map(([from, to]) => {
          const [x1, y1] = nodes[from];
          const [x2, y2] = nodes[to];
          return `<path d="M${x1 + 240} ${y1 + 90} C ${x1 + 330} ${y1 + 90}, ${x2 - 90} ${y2 + 90}, ${x2} ${y2 + 90}" fill="none" stroke="${p.a}" stroke-width="4" stroke-dasharray="10 10" opacity=".8"/>`;
        })
        .join("") +
      nodes
        .map(
          ([x, y], i) =>
            `<g filter="url(#shadow)">${rect(x, y, 240, 180, i === 3 ? p.a : p.surface, 22)}</g>` +
            motif(x + 24, y + 24, 48, i === 3 ? p.surface : p.b) +
            textBars(x + 24, y + 100, [170, 120], 12, 12, i === 3 ? p.surface : p.ink, 0.6),
        )
        .join(""),
  );
}

function chart(p: Palette, motif: Motif, kind: "bars" | "line") {
  const w = 1200;
  const h = 900;
  const values = [0.22, 0.3, 0.28, 0.42, 0.5, 0.47, 0.63, 0.72, 0.86];
  const left = 160;
  const bottom = 760;
  const step = 100;
  const height = 480;
  let plot = "";
  if (kind === "bars") {
    plot = values
      .map((v, i) =>
        rect(
          left + i * step,
          bottom - v * height,
          64,
          v * height,
          i === values.length - 1 ? p.a : p.b,
          12,
          i === values.length - 1 ? "" : ' opacity=".75"',
        ),
      )
      .join("");
  } else {
    const pts = values.map((v, i) => `${left + 32 + i * step},${bottom - v * height}`);
    plot =
      `<path d="M${pts.join(" L")} L${left + 32 + (values.length - 1) * step},${bottom} L${left + 32},${bottom} Z" fill="${p.a}" opacity=".18"/><polyline points="${pts.join(" ")}" fill="none" stroke="${p.a}" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"/>` +
      values
        .map(
          (v, i) =>
            `<circle cx="${left + 32 + i * step}" cy="${bottom - v * height}" r="10" fill="${p.surface}" stroke="${p.a}" stroke-width="5"/>`,
        )
        .join("");
  }
  return svg(
    w,
    h,
    backdrop(w, h, p) +
      shadow +
      `<g filter="url(#shadow)">${rect(90, 90, 1020, 740, p.surface, 28)}</g>` +
      textBars(160, 150, [260, 180], 16, 14, p.ink, 0.7) +
      rect(820, 140, 220, 90, p.a, 20) +
      motif(840, 160, 50, p.surface) +
      rect(905, 176, 110, 18, p.surface, 9) +
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<line x1="${left}" x2="${left + values.length * step}" y1="${bottom - i * 160}" y2="${bottom - i * 160}" stroke="${p.ink}" stroke-opacity=".12" stroke-width="2"/>`,
        )
        .join("") +
      plot,
  );
}

function preview(p: Palette, motif: Motif, variant: number) {
  const w = 900;
  const h = 1200;
  return svg(w, h, backdrop(w, h, p) + shadow + phone(220, 90, 460, 1000, p, motif, variant));
}

// Project marks, drawn in a square of side s at (x, y).
const motifs: Record<string, Motif> = {
  // a rising sun over a cup's rim
  halcyon: (x, y, s, f) =>
    `<g transform="translate(${x} ${y}) scale(${s / 100})" fill="${f}"><path d="M50 18a32 32 0 0 1 32 32H18a32 32 0 0 1 32-32z"/><rect x="10" y="58" width="80" height="8" rx="4"/><rect x="24" y="72" width="52" height="8" rx="4"/><rect x="38" y="86" width="24" height="8" rx="4"/></g>`,
  // a vase
  kiln: (x, y, s, f) =>
    `<g transform="translate(${x} ${y}) scale(${s / 100})" fill="${f}"><path d="M38 8h24v10c0 6 18 14 18 38 0 22-12 36-30 36S20 78 20 56c0-24 18-32 18-38z"/></g>`,
  // an open box
  boxwise: (x, y, s, f) =>
    `<g transform="translate(${x} ${y}) scale(${s / 100})" fill="${f}"><path d="M50 10l40 18-40 18-40-18z" opacity=".7"/><path d="M10 34l38 17v41L10 75z"/><path d="M90 34L52 51v41l38-17z" opacity=".85"/></g>`,
  // a bolt in a bubble
  zippi: (x, y, s, f) =>
    `<g transform="translate(${x} ${y}) scale(${s / 100})" fill="${f}"><path d="M50 6c25 0 44 17 44 40S75 86 50 86c-6 0-12-1-17-3L12 94l6-18C10 68 6 58 6 46 6 23 25 6 50 6z" opacity=".35"/><path d="M56 16L30 52h18l-6 28 28-38H52z"/></g>`,
  // a four-point star
  lumen: (x, y, s, f) =>
    `<g transform="translate(${x} ${y}) scale(${s / 100})" fill="${f}"><path d="M50 4c4 26 20 42 46 46-26 4-42 20-46 46-4-26-20-42-46-46 26-4 42-20 46-46z"/></g>`,
  // a fish
  castline: (x, y, s, f) =>
    `<g transform="translate(${x} ${y}) scale(${s / 100})" fill="${f}"><path d="M8 50c16-22 40-30 62-20l22-14-6 34 6 34-22-14C48 80 24 72 8 50z"/><circle cx="30" cy="46" r="5" fill="#000" opacity=".35"/></g>`,
};

const palettes: Record<string, Palette> = {
  halcyon: {
    bg: "#2a160c",
    bg2: "#120905",
    surface: "#fbf3e6",
    a: "#f29a2e",
    b: "#d9572b",
    ink: "#2b1a10",
    soft: "#f3e2c8",
  },
  kiln: {
    bg: "#3a1c14",
    bg2: "#170b08",
    surface: "#f6ede3",
    a: "#c4622d",
    b: "#7d8b6a",
    ink: "#2d1b14",
    soft: "#eadacb",
  },
  boxwise: {
    bg: "#0b1b3f",
    bg2: "#050b1c",
    surface: "#101f45",
    a: "#c6f432",
    b: "#3a6df0",
    ink: "#e8eeff",
    soft: "#1a2c5c",
  },
  zippi: {
    bg: "#2c1160",
    bg2: "#12062b",
    surface: "#fffdf3",
    a: "#ffd60a",
    b: "#7b2ff7",
    ink: "#1d0b40",
    soft: "#f1ecff",
  },
  lumen: {
    bg: "#0d1433",
    bg2: "#05081a",
    surface: "#131c44",
    a: "#f5c451",
    b: "#5b6cff",
    ink: "#eef0ff",
    soft: "#1c2758",
  },
  castline: {
    bg: "#06343a",
    bg2: "#021a1d",
    surface: "#f2fbfa",
    a: "#ff6f59",
    b: "#14a89a",
    ink: "#0b2a2d",
    soft: "#dbf1ee",
  },
};

function write(file: string, contents: string) {
  const target = path.join(out, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, contents);
}

for (const [slug, p] of Object.entries(palettes)) {
  const motif = motifs[slug] as Motif;
  write(`projects/${slug}/cover.svg`, cover(p, motif));
  write(`projects/${slug}/about.svg`, brandBoard(p, motif));
  write(`projects/${slug}/strategy.svg`, flow(p, motif));
  write(`projects/${slug}/results.svg`, chart(p, motif, slug.length % 2 ? "bars" : "line"));
  write(`projects/${slug}/preview-1.svg`, preview(p, motif, 0));
  write(`projects/${slug}/preview-2.svg`, preview(p, motif, 1));
}

// Company marks: a tile with a geometric emblem.
const logo = (bg: string, fg: string, emblem: string) =>
  svg(
    160,
    160,
    rect(0, 0, 160, 160, bg, 36) +
      `<g fill="none" stroke="${fg}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round">${emblem}</g>`,
  );
write(
  "logos/northwind-labs.svg",
  logo(
    "#13233f",
    "#7fb2ff",
    `<circle cx="80" cy="80" r="44"/><path d="M80 44l14 36-14 36-14-36z" fill="#7fb2ff"/>`,
  ),
);
write(
  "logos/tidewater-studio.svg",
  logo(
    "#0c3b3a",
    "#5fe3d0",
    `<path d="M30 70c12-12 22-12 34 0s22 12 34 0 22-12 32 0"/><path d="M30 100c12-12 22-12 34 0s22 12 34 0 22-12 32 0"/>`,
  ),
);
write(
  "logos/brightline-health.svg",
  logo("#3b0e2a", "#ff7ab8", `<path d="M24 84h30l12-30 20 56 14-26h36"/>`),
);
write(
  "logos/pixel-and-pine.svg",
  logo(
    "#1f2d12",
    "#a8e05f",
    `<path d="M80 30l40 60H40z" fill="#a8e05f"/><path d="M80 90v36"/><rect x="64" y="60" width="12" height="12" fill="#1f2d12" stroke="none"/><rect x="84" y="74" width="12" height="12" fill="#1f2d12" stroke="none"/>`,
  ),
);

// Avatars: an abstract portrait in the person's own colours.
const avatar = (bg: string, skin: string, hair: string, shirt: string, hairPath: string) =>
  svg(
    200,
    200,
    `<defs><clipPath id="c"><circle cx="100" cy="100" r="100"/></clipPath></defs><g clip-path="url(#c)">${rect(0, 0, 200, 200, bg)}<path d="M30 210c6-46 36-66 70-66s64 20 70 66z" fill="${shirt}"/><rect x="86" y="116" width="28" height="36" rx="12" fill="${skin}"/><ellipse cx="100" cy="92" rx="36" ry="42" fill="${skin}"/>${hairPath.replaceAll("HAIR", hair)}</g>`,
  );
write(
  "avatars/priya-natarajan.svg",
  avatar(
    "#f29a2e",
    "#b57a55",
    "#1c1210",
    "#2b1a10",
    `<path d="M60 96c-6-44 22-62 44-60 30 2 44 28 36 60-4-18-14-30-34-34-18 4-36 14-46 34z" fill="HAIR"/><path d="M62 90c-8 40 0 70 6 84h-20c-8-30-6-64 14-84zM138 90c8 40 0 70-6 84h20c8-30 6-64-14-84z" fill="HAIR"/>`,
  ),
);
write(
  "avatars/tomas-reyes.svg",
  avatar(
    "#3a6df0",
    "#d39a72",
    "#3b2314",
    "#c6f432",
    `<path d="M62 84c0-30 18-42 40-42s38 14 36 42c-8-12-20-18-38-18s-30 6-38 18z" fill="HAIR"/>`,
  ),
);
write(
  "avatars/hannah-osei.svg",
  avatar(
    "#f5c451",
    "#7a4a2e",
    "#120b08",
    "#5b6cff",
    `<circle cx="100" cy="52" r="30" fill="HAIR"/><path d="M64 90c0-30 16-44 36-44s36 14 36 44c-10-14-22-20-36-20s-26 6-36 20z" fill="HAIR"/>`,
  ),
);

// Tech marks: simple original glyphs in the tool's usual colour.
const mark = (body: string) => svg(96, 96, body);
write(
  "tech/react.svg",
  mark(
    `<g fill="none" stroke="#61dafb" stroke-width="4"><ellipse cx="48" cy="48" rx="40" ry="15"/><ellipse cx="48" cy="48" rx="40" ry="15" transform="rotate(60 48 48)"/><ellipse cx="48" cy="48" rx="40" ry="15" transform="rotate(120 48 48)"/></g><circle cx="48" cy="48" r="7" fill="#61dafb"/>`,
  ),
);
write(
  "tech/next.svg",
  mark(
    `<circle cx="48" cy="48" r="42" fill="#f4f4f2"/><path d="M34 66V30l30 40M62 30v26" fill="none" stroke="#0a0a0b" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
  ),
);
// The same mark for a light ground (the light theme): a dark disc (Tech.iconOnLight).
write(
  "tech/next-on-light.svg",
  mark(
    `<circle cx="48" cy="48" r="42" fill="#141416"/><path d="M34 66V30l30 40M62 30v26" fill="none" stroke="#f4f1ea" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
  ),
);
write(
  "tech/tailwind.svg",
  mark(
    `<g fill="#38bdf8"><path d="M48 24c-10 0-17 5-19 15 4-5 8-7 13-6 3 1 5 3 8 6 4 4 9 9 18 9 10 0 17-5 19-15-4 5-8 7-13 6-3-1-5-3-8-6-4-4-9-9-18-9z"/><path d="M29 48c-10 0-17 5-19 15 4-5 8-7 13-6 3 1 5 3 8 6 4 4 9 9 18 9 10 0 17-5 19-15-4 5-8 7-13 6-3-1-5-3-8-6-4-4-9-9-18-9z"/></g>`,
  ),
);
write(
  "tech/node.svg",
  mark(
    `<path d="M48 8l36 20v40L48 88 12 68V28z" fill="#5fa04e"/><path d="M48 30l18 10v20L48 70 30 60V40z" fill="#0a0a0b" opacity=".35"/>`,
  ),
);
write(
  "tech/mongodb.svg",
  mark(
    `<path d="M48 6c14 16 22 30 22 46 0 18-10 28-20 32l-2 8-2-8c-10-4-20-14-20-32 0-16 8-30 22-46z" fill="#00ed64"/><path d="M48 14v74" stroke="#0a0a0b" stroke-opacity=".35" stroke-width="3"/>`,
  ),
);
write(
  "tech/framer-motion.svg",
  mark(`<path d="M20 14h56v24H48zM20 38h28l28 24H48v24L20 62z" fill="#f3f" opacity=".95"/>`),
);

console.log(`Sample artwork written to ${path.relative(process.cwd(), out)}`);

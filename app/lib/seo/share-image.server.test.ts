// @vitest-environment node
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { ProjectCard, SiteContent } from "~/lib/content/split-content";
import {
  homeCardSvg,
  postCardSvg,
  projectCardSvg,
  projectShareImage,
  textWidth,
} from "~/lib/seo/share-image.server";
import type { PostCard } from "~/lib/writing/post";

const LONG_NAME = "Realtime Settlement Reconciliation for West African Mobile Money Operators";
const LONG_OWNER = "Maximiliana Bartholomew-Oyelaran Featherstonehaugh";
const LONG_DESCRIPTION =
  "A reconciliation engine that matches millions of mobile money transactions a day against bank statements, flags mismatches and settles them before the morning cut-off.";

const site = (overrides: Partial<SiteContent["site"]> = {}) =>
  ({
    ownerName: "Rowan Ellery",
    jobTitle: "Full-stack developer",
    hero: { lines: ["I like to play", "Where Code", "Meets Design"] },
    ...overrides,
  }) as SiteContent["site"];

const project = (
  name: string,
  description = "A custom e-commerce site for a studio that sells one-off pieces.",
) => ({ id: 7, name, description, src: "not-read.png" }) as ProjectCard;

const post = (title: string, summary = "A short note on closing the seventeen tabs I keep open for later.") =>
  ({ title, summary, date: "2024-05-12" }) as PostCard;

// The stack names Liberation Sans first; without it the build machine's librsvg draws DejaVu Sans.
const inDejaVu = (svg: string) => svg.replaceAll("'Liberation Sans', ", "");
const withoutText = (svg: string) => svg.replace(/<text[^>]*>[^<]*<\/text>/g, "");
const texts = (svg: string, attributes = "") =>
  [...svg.matchAll(new RegExp(`<text ${attributes}[^>]*>([^<]*)</text>`, "g"))].map((match) => match[1]);
const nameLines = (svg: string) => texts(svg, 'x="68"');
const descriptionLines = (svg: string) => texts(svg, 'x="72" y="\\d+"(?=>)');

async function pixels(image: Buffer) {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The box around every pixel where the two images differ: there the text is drawn. */
async function inkBox(image: Buffer, background: Buffer) {
  const [a, b] = await Promise.all([pixels(image), pixels(background)]);
  const box = { left: Number.POSITIVE_INFINITY, right: -1, top: Number.POSITIVE_INFINITY, bottom: -1 };
  for (let y = 0; y < a.height; y++)
    for (let x = 0; x < a.width; x++) {
      const at = (y * a.width + x) * 3;
      const difference = [0, 1, 2].reduce(
        (sum, channel) => sum + Math.abs((a.data[at + channel] ?? 0) - (b.data[at + channel] ?? 0)),
        0,
      );
      if (difference < 24) continue;
      box.left = Math.min(box.left, x);
      box.right = Math.max(box.right, x);
      box.top = Math.min(box.top, y);
      box.bottom = Math.max(box.bottom, y);
    }
  return box;
}

/** Where a card's text is drawn: the card against itself without its text. */
const textBox = (svg: string) => inkBox(Buffer.from(svg), Buffer.from(withoutText(svg)));

describe("the width estimate", () => {
  const lines = [
    "Realtime Settlement Reconciliation",
    "Halcyon Coffee",
    "WWMM mmww @%&",
    "illjIIt.,:;'|",
    "Café Société Ölmühle",
    "ROWAN ELLERY  /  PROJECT 07",
    " !\"#$%&'()*+,-./0123456789:;<=>?@[\\]^_`{|}~",
    "ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz",
  ];
  const types = [
    { size: 80, bold: true, spacing: -2 },
    { size: 30, bold: false, spacing: 0 },
    { size: 22, bold: false, spacing: 5 },
  ];

  for (const family of ["Liberation Sans", "DejaVu Sans"])
    it(`is never narrower than ${family} draws the line`, async () => {
      for (const type of types)
        for (const line of lines) {
          const text = (fill: string) =>
            `<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="140"><rect width="3000" height="140" fill="#000"/><text x="10" y="100" font-family="'${family}'" font-weight="${type.bold ? 700 : 400}" font-size="${type.size}" letter-spacing="${type.spacing}" fill="${fill}">${line.replace(/[<>&]/g, (c) => `&#${c.charCodeAt(0)};`)}</text></svg>`;
          const box = await inkBox(Buffer.from(text("#fff")), Buffer.from(text("#000")));
          expect(box.right - 10, `${line} at ${type.size} px`).toBeLessThanOrEqual(textWidth(line, type));
          // Not so generous that lines wrap far too early.
          expect(box.right - 10, `${line} at ${type.size} px`).toBeGreaterThan(textWidth(line, type) * 0.7);
        }
    });
});

describe("a project's share image", () => {
  it("keeps a short name at 80 px on one line, where it always was", () => {
    const svg = projectCardSvg(project("Kiln & Co."), site(), "07");
    expect(svg).toContain('font-size="80"');
    expect(svg).toContain('<text x="68" y="230">Kiln &amp; Co.</text>');
    expect(svg).toContain("ROWAN ELLERY  /  PROJECT 07");
  });

  it("wraps a long name onto at most three lines, cut with … when even the smallest size is not enough", () => {
    const svg = projectCardSvg(project(LONG_NAME, LONG_DESCRIPTION), site(), "07");
    expect(nameLines(svg)).toHaveLength(3);
    expect(nameLines(svg).join(" ")).toMatch(/^Realtime Settlement .+…$/);
    expect(descriptionLines(svg).at(-1)).toMatch(/…$/);
  });

  it("gives the description fewer lines as the name takes more", () => {
    const lines = (name: string) => {
      const svg = projectCardSvg(project(name, LONG_DESCRIPTION), site(), "07");
      return [nameLines(svg).length, descriptionLines(svg).length];
    };
    expect(lines("Kiln")).toEqual([1, 4]);
    expect(lines("Lumen Academy")).toEqual([2, 3]);
    expect(lines("Tidewater Freight Exchange")).toEqual([3, 2]);
  });

  it("escapes the name", () => {
    expect(nameLines(projectCardSvg(project("Bread & <Butter>"), site(), "07")).join(" ")).toBe(
      "Bread &amp; &lt;Butter&gt;",
    );
  });

  for (const [face, draw] of [
    ["Liberation Sans", (svg: string) => svg],
    ["DejaVu Sans", inDejaVu],
  ] as const)
    it(`keeps a long name, owner and description left of the cover and above the rule (${face})`, async () => {
      const box = await textBox(
        draw(projectCardSvg(project(LONG_NAME, LONG_DESCRIPTION), site({ ownerName: LONG_OWNER }), "07")),
      );
      expect(box.left).toBeGreaterThanOrEqual(60);
      expect(box.right).toBeLessThan(560);
      expect(box.bottom).toBeLessThan(536);
    });

  it("draws the cover it is given beside the text, which stays clear of it", async () => {
    const cover = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#3366cc" } })
      .png()
      .toBuffer();
    const card = project(`${"Wide Words ".repeat(8)}End`, LONG_DESCRIPTION);
    const png = await projectShareImage(card, site({ ownerName: LONG_OWNER }), "07", cover);
    const { data, width, height } = await pixels(png);
    expect([width, height]).toEqual([1200, 630]);
    const at = (x: number, y: number) => [...data.subarray((y * width + x) * 3, (y * width + x) * 3 + 3)];
    expect(at(860, 315)).toEqual([0x33, 0x66, 0xcc]);
    // Left of the cover only the text differs from the card drawn without it.
    const bare = await sharp(Buffer.from(withoutText(projectCardSvg(card, site(), "07"))))
      .composite([
        {
          input: await sharp(png).extract({ left: 580, top: 0, width: 620, height: 630 }).toBuffer(),
          left: 580,
          top: 0,
        },
      ])
      .png()
      .toBuffer();
    expect((await inkBox(png, bare)).right).toBeLessThan(570);
  });
});

describe("the home page's share image", () => {
  it("keeps the hero at 112 px when its lines fit", () => {
    expect(homeCardSvg(site())).toContain('font-size="112"');
  });

  it("sets long hero lines smaller, together, so that the widest fits the card", async () => {
    const lines: [string, string, string] = [
      "Weaving Maintainable Software",
      "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWW",
      "Meets Design",
    ];
    const svg = homeCardSvg(
      site({ hero: { ...site().hero, lines }, jobTitle: "Principal Platform Engineer ".repeat(3) }),
    );
    expect(svg).not.toContain('font-size="112"');
    for (const drawn of [svg, inDejaVu(svg)]) {
      const box = await textBox(drawn);
      expect(box.right).toBeLessThanOrEqual(1200 - 66);
      expect(box.bottom).toBeLessThan(566);
    }
  });
});

describe("a post's share image", () => {
  it("wraps a long title within the card, three lines at most", async () => {
    const svg = postCardSvg(
      post("Wwwww Mmmmmm Internationalisation Considerations For Typography In Every Language We Ship"),
      site(),
    );
    expect(texts(svg, 'x="68"')).toHaveLength(3);
    for (const drawn of [svg, inDejaVu(svg)])
      expect((await textBox(drawn)).right).toBeLessThanOrEqual(1200 - 68);
  });
});

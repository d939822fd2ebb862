// @vitest-environment node
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { ProjectCard, SiteContent } from "~/lib/content/split-content";
import { typstFonts } from "~/lib/fonts/typst-fonts.server";
import { words } from "~/lib/interface-words";
import {
  type Card,
  type CardPart,
  hexOf,
  homeCard,
  postCard,
  projectCard,
  projectShareImage,
} from "~/lib/seo/share-image.server";
import type { PostCard } from "~/lib/writing/post";
import { scriptMatrix } from "../../../tests/fixtures/script-matrix";

const LONG_NAME = "Realtime Settlement Reconciliation for West African Mobile Money Operators";
const LONG_OWNER = "Maximiliana Bartholomew-Oyelaran Featherstonehaugh";
const LONG_DESCRIPTION =
  "A reconciliation engine that matches millions of mobile money transactions a day against bank statements, flags mismatches and settles them before the morning cut-off.";

const site = (overrides: Partial<SiteContent["site"]> = {}) =>
  ({
    lang: "en",
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

const partsOf = (card: Card, name: CardPart["part"]) => card.parts.filter((part) => part.part === name);
const partOf = (card: Card, name: CardPart["part"]) => partsOf(card, name)[0];

async function pixels(image: Buffer) {
  const { data, info } = await sharp(image, { density: 72 })
    .resize(1200, 630)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
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

/** A plain cover, drawn where the text is not. */
const blueCover = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: "#3366cc" } })
    .png()
    .toBuffer();
const BLUE = [0x33, 0x66, 0xcc];

/** The colour of a PNG's pixel at (x, y). */
async function colourAt(png: Buffer) {
  const { data, width } = await pixels(png);
  return (x: number, y: number) => [...data.subarray((y * width + x) * 3, (y * width + x) * 3 + 3)];
}

/** Where a card's text is drawn: the card against itself drawn with its text transparent. */
const textBox = async (draw: (options: { ink: boolean }) => Promise<Card>) =>
  inkBox(Buffer.from((await draw({ ink: true })).svg), Buffer.from((await draw({ ink: false })).svg));

describe("the share images' type", () => {
  const faces = {
    display: { role: "display", weight: 700 },
    body: { role: "body", weight: 400 },
    label: { role: "label", weight: 400 },
  } as const;

  it("has a face for every letter of the script matrix, and says which letters none has", async () => {
    for (const [lang, text] of Object.entries(scriptMatrix)) {
      const fonts = await typstFonts(`${text}${text.toUpperCase()}…`, lang, faces);
      expect(fonts.missing, `${lang}: ${text}`).toEqual([]);
    }
    // A script the project ships no face for (Ethiopic): the card would draw empty boxes there.
    expect((await typstFonts("ሰላም", "am", faces)).missing).toEqual(["ሰ", "ላ", "ም"]);
  });

  it("draws every script of the matrix as outlines, asking no font of the machine", async () => {
    for (const [lang, text] of Object.entries(scriptMatrix)) {
      const card = await homeCard(
        site({ lang, ownerName: text, hero: { ...site().hero, lines: [text, text, text] } }),
      );
      expect(card.svg, lang).not.toMatch(/<text|font-family|@font-face/);
      expect(card.svg, lang).toMatch(/<path [^>]*d="M/);
      expect(partsOf(card, "hero").map((part) => part.text)).toEqual([text, text, text]);
      // Lines fit within the card: a script's own widths were measured.
      const box = await textBox((options) =>
        homeCard(
          site({ lang, ownerName: text, hero: { ...site().hero, lines: [text, text, text] } }),
          options,
        ),
      );
      expect(box.left, lang).toBeGreaterThanOrEqual(60);
      expect(box.right, lang).toBeLessThanOrEqual(1200 - 60);
    }
  }, 60_000);

  it("takes the theme's colours written any way SVG knows them", async () => {
    expect(await hexOf("#19d3c5")).toBe("#19d3c5");
    expect(await hexOf("deeppink")).toBe("#ff1493");
    expect(await hexOf("rgb(0, 128, 255)")).toBe("#0080ff");
    await expect(hexOf("not-a-colour")).rejects.toThrow(/theme colour "not-a-colour".*#rrggbb/);
  });

  it("sets what the owner wrote as text, never as Typst markup", async () => {
    const name = '#set page(fill: red) *bold* $x$ ] " \\ <label> @ref';
    const card = await projectCard(project(name), site(), "07");
    expect(partOf(card, "name")?.text).toBe(name);
  });
});

/** The label's project number in the site's words (an owner's own where they changed them), as the card sets it. */
const projectSeven = words.project.numbered({ number: "07" }).toUpperCase();

describe("a project's share image", () => {
  it("keeps a short name at 80 px on one line, and the label whole", async () => {
    const card = await projectCard(project("Kiln & Co."), site(), "07");
    expect(partOf(card, "name")).toMatchObject({ text: "Kiln & Co.", size: 80, lines: 1 });
    expect(partOf(card, "label")?.text).toBe(`ROWAN ELLERY / ${projectSeven}`);
  });

  it("wraps a long name onto at most three lines, cut with … when even the smallest size is not enough", async () => {
    const longer = `${LONG_NAME} and Their Partner Banks in Twelve Countries`;
    const card = await projectCard(project(longer, LONG_DESCRIPTION), site(), "07");
    expect(partOf(card, "name")).toMatchObject({ size: 36, lines: 3 });
    expect(partOf(card, "name")?.text).toMatch(/^Realtime Settlement .+[^\s,.]…$/);
    expect(partOf(card, "description")?.text).toMatch(/…$/);
  });

  it("gives the description fewer lines as the name takes more", async () => {
    const lines = async (name: string) => {
      const card = await projectCard(project(name, LONG_DESCRIPTION), site(), "07");
      return [partOf(card, "name")?.lines, partOf(card, "description")?.lines];
    };
    expect(await lines("Kiln")).toEqual([1, 4]);
    expect(await lines("Lumen Academy")).toEqual([2, 3]);
    expect(await lines("Tidewater Freight Exchange")).toEqual([3, 2]);
  });

  it("shortens a long owner's name in the label before the project's number", async () => {
    const card = await projectCard(project("Kiln"), site({ ownerName: LONG_OWNER }), "07");
    expect(partOf(card, "label")?.text?.startsWith("MAXIMILIANA")).toBe(true);
    expect(partOf(card, "label")?.text?.endsWith(`… / ${projectSeven}`)).toBe(true);
  });

  it("keeps a long name, owner and description left of the cover and above the rule", async () => {
    const box = await textBox((options) =>
      projectCard(project(LONG_NAME, LONG_DESCRIPTION), site({ ownerName: LONG_OWNER }), "07", options),
    );
    expect(box.left).toBeGreaterThanOrEqual(60);
    expect(box.right).toBeLessThan(560);
    expect(box.bottom).toBeLessThan(536);
  });

  it("breaks a word too long for the column between its letters, every letter kept left of the cover", async () => {
    const word = "Grundstücksverkehrsgenehmigungszuständigkeitsübertragungsverordnung";
    const description = `See https://example.com/${"very-long-path-segment".repeat(4)} for the whole story.`;
    const draw = (options?: { ink: boolean }) =>
      projectCard(project(word, description), site(), "01", options);
    const card = await draw();
    expect(partOf(card, "name")).toMatchObject({ text: word, size: 36 });
    expect(partOf(card, "name")?.lines).toBeGreaterThan(1);
    expect(partOf(card, "description")?.text).toMatch(/^See https:\/\/example\.com\/very-long/);
    const box = await textBox(draw);
    expect(box.right).toBeLessThan(560);
    expect(box.bottom).toBeLessThan(536);
  });

  it("draws the cover it is given beside the text", async () => {
    const png = await projectShareImage(project("Kiln", LONG_DESCRIPTION), site(), "07", await blueCover());
    expect(await sharp(png).metadata()).toMatchObject({ width: 1200, height: 630 });
    const at = await colourAt(png);
    expect(at(860, 315)).toEqual(BLUE);
    expect(at(340, 315)).not.toEqual(BLUE);
  });
});

describe("the home page's share image", () => {
  it("keeps the hero at 112 px when its lines fit", async () => {
    expect(partsOf(await homeCard(site()), "hero").map((part) => part.size)).toEqual([112, 112, 112]);
  });

  it("sets four lines smaller, so that they fit above the rule, and one line at full size", async () => {
    const four = site({ hero: { ...site().hero, lines: ["Hi", "I'm Aoi", "I Build", "For You"] } });
    expect(partsOf(await homeCard(four), "hero").map((part) => part.size)).toEqual([84, 84, 84, 84]);
    expect((await textBox((options) => homeCard(four, options))).bottom).toBeLessThan(566);
    const one = site({ hero: { ...site().hero, lines: ["Hello"] } });
    expect(partsOf(await homeCard(one), "hero").map((part) => part.size)).toEqual([112]);
  });

  it("sets long hero lines smaller, together, so that the widest fits the card", async () => {
    const lines = ["Weaving Maintainable Software", "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWW", "Meets Design"];
    const long = site({
      hero: { ...site().hero, lines },
      jobTitle: "Principal Platform Engineer ".repeat(3),
    });
    const sizes = partsOf(await homeCard(long), "hero").map((part) => part.size);
    expect(new Set(sizes).size).toBe(1);
    expect(sizes[0]).toBeLessThan(112);
    const box = await textBox((options) => homeCard(long, options));
    expect(box.right).toBeLessThanOrEqual(1200 - 66);
    expect(box.bottom).toBeLessThan(566);
  });
});

describe("a post's share image", () => {
  it("wraps a long title within the card, three lines at most", async () => {
    const long = post(
      "Wwwww Mmmmmm Internationalisation Considerations For Typography In Every Language We Ship",
    );
    const card = await postCard(long, site());
    expect(partOf(card, "title")).toMatchObject({ lines: 3 });
    expect(partOf(card, "title")?.text).toMatch(/…$/);
    expect(partOf(card, "summary")?.text).toBe(long.summary);
    expect((await textBox((options) => postCard(long, site(), options))).right).toBeLessThanOrEqual(
      1200 - 68,
    );
  });
});

describe("a share image in another language", () => {
  it("wraps a Japanese description between its letters, every letter kept", async () => {
    const description =
      "京都の老舗旅館のための予約システム。オフラインでも在庫を確認でき、繁忙期の二重予約をなくしました。";
    const card = await projectCard(
      project("旅館の予約", description),
      site({ lang: "ja", ownerName: "山田花子" }),
      "01",
    );
    expect(partOf(card, "description")?.text).toBe(description);
    expect(partOf(card, "description")?.lines).toBeGreaterThan(1);
  });

  it("cuts a Japanese text that has a space in it between its letters, not back to the space", async () => {
    const description = `React Nativeで作った${"京都の老舗旅館のための予約システム。".repeat(8)}`;
    const card = await projectCard(project("旅館", description), site({ lang: "ja" }), "01");
    const shown = partOf(card, "description")?.text ?? "";
    expect(shown).toMatch(/…$/);
    expect(shown.length).toBeGreaterThan(40);
  });

  it("draws Han characters in the forms of the site's language", async () => {
    // 直 and 骨 are drawn differently in Japan, in mainland China and in Korea.
    const drawn = async (lang: string) =>
      (
        await homeCard(
          site({ lang, ownerName: "直骨", hero: { ...site().hero, lines: ["直骨", "直骨", "直骨"] } }),
        )
      ).svg;
    const [japanese, chinese, korean] = await Promise.all(["ja", "zh-CN", "ko"].map(drawn));
    expect(chinese).not.toBe(japanese);
    expect(korean).not.toBe(chinese);
  });

  it("mirrors a right-to-left site's card: the text set from the right, the rule and the cover on the other side", async () => {
    const arabic = site({
      lang: "ar",
      ownerName: "ليلى حداد",
      jobTitle: "مهندسة بيانات",
      hero: { ...site().hero, lines: ["أبني أنظمة", "تصمد", "أمام الأعطال"] },
    });
    const home = await textBox((options) => homeCard(arabic, options));
    expect(home.right).toBeLessThanOrEqual(1200 - 66);
    expect(home.right).toBeGreaterThan(1200 - 66 - 12);
    expect(home.left).toBeGreaterThan(300);

    const card = project("منصة الدفع", "نظام يطابق ملايين المعاملات كل يوم مع كشوف البنوك.");
    const at = await colourAt(await projectShareImage(card, arabic, "07", await blueCover()));
    expect(at(340, 315)).toEqual(BLUE);
    // The accent rule under the text, at the right; nothing but the card's ground beside it.
    const accent = [...Buffer.from(__THEME_COLORS__.accent.slice(1), "hex")];
    expect(at(1068, 542)).toEqual(accent);
    expect(at(900, 542)).not.toEqual(accent);
    const text = await textBox((options) => projectCard(card, arabic, "07", options));
    expect(text.left).toBeGreaterThan(640);
    expect(text.right).toBeLessThanOrEqual(1200 - 68);
  });
});

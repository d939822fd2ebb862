// @vitest-environment node
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { ProjectCard, SiteContent } from "~/lib/content/split-content";
import { homeCardSvg, postCardSvg, projectCardSvg, projectShareImage } from "~/lib/seo/share-image.server";
import { type Style, typesetterFor } from "~/lib/seo/share-type.server";
import type { PostCard } from "~/lib/writing/post";

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

const withoutText = (svg: string) => svg.replace(/<g fill="[^"]*" data-text="[^"]*"[^>]*>.*?<\/g>/g, "");
/** Each line drawn at `x` (any, without it), as its text. */
const texts = (svg: string, x?: number) =>
  [...svg.matchAll(/<g fill="[^"]*" data-text="([^"]*)" data-x="(\d+)" data-y="\d+" data-size="(\d+)">/g)]
    .filter((match) => x === undefined || Number(match[2]) === x)
    .map((match) => match[1]);
const sizes = (svg: string) => [...svg.matchAll(/data-size="(\d+)"/g)].map((match) => Number(match[1]));
const nameLines = (svg: string) => texts(svg, 68);
// The label, drawn first, stands at x 72 too.
const descriptionLines = (svg: string) => texts(svg, 72).slice(1);

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

describe("the share images' typesetter", () => {
  const { draw, measure, missing, prepare } = typesetterFor("en");
  const lines = [
    "Realtime Settlement Reconciliation",
    "WWMM mmww @%&",
    "Café Société Ölmühle",
    "ROWAN ELLERY  /  PROJECT 07",
    "Tiếng Việt: Chợ Bến Thành",
    "Zażółć gęślą jaźń",
    "Український інженер даних",
    "Ελληνικά δεδομένα",
    "مهندسة بيانات للمدفوعات",
    "מהנדסת נתונים",
    "डेटा इंजीनियर",
    "วิศวกรข้อมูล",
    "京都のフロントエンド",
    "数据工程师",
    "데이터 엔지니어",
  ];
  const styles: Style[] = [
    { face: "display", size: 80, spacing: -2 },
    { face: "body", size: 30 },
    { face: "label", size: 22, spacing: 4 },
  ];

  it("has a face for every letter of Latin with its marks, Cyrillic, Greek, Arabic, Hebrew, Devanagari, Thai and CJK", async () => {
    for (const style of styles)
      for (const line of lines) {
        await prepare(line, style.face);
        expect(missing(line, style.face), `${line} in ${style.face}`).toEqual([]);
      }
    // A script the project ships no face for (Ethiopic): the card draws empty boxes there.
    await prepare("ሰላም", "body");
    expect(missing("ሰላም", "body")).toEqual(["ሰ", "ላ", "ም"]);
  });

  it("measures a line as wide as it draws it", async () => {
    for (const style of styles)
      for (const line of lines) {
        await prepare(line, style.face);
        const svg = (fill: string) =>
          `<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="160"><rect width="3000" height="160" fill="#000"/>${draw(line, style, 10, 110, fill)}</svg>`;
        const box = await inkBox(Buffer.from(svg("#fff")), Buffer.from(svg("#000")));
        const width = measure(line, style);
        expect(box.right - 10, `${line} at ${style.size} px`).toBeLessThanOrEqual(width + style.size * 0.1);
        expect(box.right - 10, `${line} at ${style.size} px`).toBeGreaterThan(width * 0.85);
      }
  });

  it("asks no font of the machine: every letter is an outline of a face the project ships", async () => {
    const svg = await homeCardSvg(site({ ownerName: "Adaeze Okonkwo-Mensah", jobTitle: "مهندسة بيانات" }));
    expect(svg).not.toMatch(/<text|font-family/);
    expect(svg).toMatch(/<path transform="translate\([\d.]+ [\d.]+\) scale\([\d.]+ -[\d.]+\)" d="M/);
  });
});

describe("a project's share image", () => {
  it("keeps a short name at 80 px on one line, where it always was", async () => {
    const svg = await projectCardSvg(project("Kiln & Co."), site(), "07");
    expect(svg).toContain('data-text="Kiln &amp; Co." data-x="68" data-y="230" data-size="80"');
    expect(texts(svg)).toContain("ROWAN ELLERY  /  PROJECT 07");
  });

  it("wraps a long name onto at most three lines, cut with … when even the smallest size is not enough", async () => {
    const longer = `${LONG_NAME} and Their Partner Banks in Twelve Countries`;
    const svg = await projectCardSvg(project(longer, LONG_DESCRIPTION), site(), "07");
    expect(nameLines(svg)).toHaveLength(3);
    expect(nameLines(svg).join(" ")).toMatch(/^Realtime Settlement .+…$/);
    expect(descriptionLines(svg).at(-1)).toMatch(/…$/);
  });

  it("gives the description fewer lines as the name takes more", async () => {
    const lines = async (name: string) => {
      const svg = await projectCardSvg(project(name, LONG_DESCRIPTION), site(), "07");
      return [nameLines(svg).length, descriptionLines(svg).length];
    };
    expect(await lines("Kiln")).toEqual([1, 4]);
    expect(await lines("Lumen Academy")).toEqual([2, 3]);
    expect(await lines("Tidewater Freight Exchange")).toEqual([3, 2]);
  });

  it("escapes the name", async () => {
    expect(nameLines(await projectCardSvg(project("Bread & <Butter>"), site(), "07")).join(" ")).toBe(
      "Bread &amp; &lt;Butter&gt;",
    );
  });

  it("keeps a long name, owner and description left of the cover and above the rule", async () => {
    const box = await textBox(
      await projectCardSvg(project(LONG_NAME, LONG_DESCRIPTION), site({ ownerName: LONG_OWNER }), "07"),
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
    const bare = await sharp(Buffer.from(withoutText(await projectCardSvg(card, site(), "07"))))
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
  it("keeps the hero at 112 px when its lines fit", async () => {
    expect(sizes(await homeCardSvg(site()))).toContain(112);
  });

  it("sets long hero lines smaller, together, so that the widest fits the card", async () => {
    const lines: [string, string, string] = [
      "Weaving Maintainable Software",
      "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWW",
      "Meets Design",
    ];
    const svg = await homeCardSvg(
      site({ hero: { ...site().hero, lines }, jobTitle: "Principal Platform Engineer ".repeat(3) }),
    );
    expect(sizes(svg)).not.toContain(112);
    const box = await textBox(svg);
    expect(box.right).toBeLessThanOrEqual(1200 - 66);
    expect(box.bottom).toBeLessThan(566);
  });
});

describe("a post's share image", () => {
  it("wraps a long title within the card, three lines at most", async () => {
    const svg = await postCardSvg(
      post("Wwwww Mmmmmm Internationalisation Considerations For Typography In Every Language We Ship"),
      site(),
    );
    expect(texts(svg, 68)).toHaveLength(3);
    expect((await textBox(svg)).right).toBeLessThanOrEqual(1200 - 68);
  });
});

describe("a share image in a script written without spaces", () => {
  it("wraps a Japanese description between its words, every letter kept", async () => {
    const description =
      "京都の老舗旅館のための予約システム。オフラインでも在庫を確認でき、繁忙期の二重予約をなくしました。";
    const svg = await projectCardSvg(
      project("旅館の予約", description),
      site({ ownerName: "山田花子" }),
      "01",
    );
    const lines = descriptionLines(svg);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join("")).toBe(description);
    for (const line of lines) expect(line).not.toMatch(/^[。、」]/u);
  });
});

describe("a share image for a site in another language", () => {
  it("draws Han characters in the forms of the site's language", async () => {
    // 直 and 骨 are drawn differently in Japan and in mainland China.
    const drawn = async (lang: string) => {
      const type = typesetterFor(lang);
      await type.prepare("直骨", "body");
      return type.draw("直骨", { face: "body", size: 30 }, 0, 40, "#fff");
    };
    const [japanese, chinese, korean] = await Promise.all(["ja", "zh-CN", "ko"].map(drawn));
    expect(chinese).not.toBe(japanese);
    expect(korean).not.toBe(chinese);
    expect(await drawn("en")).toBe(japanese);
  });

  it("mirrors a right-to-left site's card: the text set from the right, the rule and the cover on the other side", async () => {
    const arabic = site({
      lang: "ar",
      ownerName: "ليلى حداد",
      jobTitle: "مهندسة بيانات",
      hero: { ...site().hero, lines: ["أبني أنظمة", "تصمد", "أمام الأعطال"] },
    });
    const home = await homeCardSvg(arabic);
    const homeText = await textBox(home);
    expect(homeText.right).toBeLessThanOrEqual(1200 - 66);
    expect(homeText.right).toBeGreaterThan(1200 - 66 - 12);
    expect(homeText.left).toBeGreaterThan(300);
    expect(home).toContain('<rect x="1008" y="566" width="120" height="4"');

    const card = project("منصة الدفع", "نظام يطابق ملايين المعاملات كل يوم مع كشوف البنوك.");
    const cover = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#3366cc" } })
      .png()
      .toBuffer();
    const { data, width } = await pixels(await projectShareImage(card, arabic, "07", cover));
    const at = (x: number, y: number) => [...data.subarray((y * width + x) * 3, (y * width + x) * 3 + 3)];
    expect(at(340, 315)).toEqual([0x33, 0x66, 0xcc]);
    const projectText = await textBox(await projectCardSvg(card, arabic, "07"));
    expect(projectText.left).toBeGreaterThan(640);
    expect(projectText.right).toBeLessThanOrEqual(1200 - 68);
  });
});

import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { CONTACT_RESULT_DELAY_MS } from "~/constants";
import type { Translation } from "~/content/schema";
import { translated } from "../../app/lib/content/translate";
import { pagesIn } from "../../app/lib/navigation/public-paths";
import { wordsOfContent } from "../../app/lib/words/shipped";
import { fixtureURL, formspreeURL, staticFixtureURL } from "../../playwright.config";
import { languagesOf } from "../../site-build/content/languages";
import arabicContent from "../fixtures/content-alt/ar/index";
import germanContent from "../fixtures/content-alt/de/index";
import { scrollAndLook } from "./chrome-check";
import {
  expectNoAxeViolations,
  htmlEscaped,
  literally,
  openPastSplash,
  settled,
  switchSystemTheme,
} from "./helpers";
import { owner } from "./sites";

/**
 * Another owner's site in its own language and two more (tests/fixtures/content-alt/de and ar),
 * each partly translated: every expectation is read from the content of that language.
 */
test.use({ baseURL: fixtureURL });

const own = owner.content;
const translations: Record<string, Translation> = { ar: arabicContent, de: germanContent };
const languages = languagesOf(path.resolve("tests/fixtures/content-alt"), own.site.lang ?? "en").map(
  (language, index) => {
    const translation = translations[language.tag];
    const content = index > 0 && translation ? translated(own, translation, language.tag) : own;
    return { ...language, content, words: wordsOfContent(content), pages: pagesIn(language.prefix) };
  },
);
const [first] = own.projects;
const others = languages.slice(1);

test("the site has its own language and two more, one of them right to left", () => {
  expect(others.map((language) => language.tag)).toEqual(["ar", "de"]);
  expect(others.map((language) => language.dir)).toEqual(["rtl", "ltr"]);
});

for (const language of languages) {
  test(`${language.name}: its home page and a project's, in its words, with their other languages named`, async ({
    page,
  }) => {
    for (const [address, title, heading] of [
      [language.pages.home, language.content.site.title, language.content.site.hero.lines[0] ?? ""],
      [
        language.pages.project(first?.id ?? 0),
        language.content.projects[0]?.name ?? "",
        language.content.projects[0]?.name ?? "",
      ],
    ] as const) {
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(200);
      // Prerendered: the page's words are in its HTML, not drawn by its script afterwards.
      expect(await response?.text(), address).toContain(htmlEscaped(heading));
      await expect(page.locator("html")).toHaveAttribute("lang", language.tag);
      expect(await page.locator("html").getAttribute("dir")).toBe(language.dir === "rtl" ? "rtl" : null);
      await expect(page).toHaveTitle(new RegExp(`^${literally(title)}`));
      await expect(page.getByRole("button", { name: language.words.menu.name, exact: true })).toBeVisible();
      const page_ = address.slice(language.prefix.length);
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`),
        );
      expect(alternates).toEqual([
        ...languages.map((each) => `${each.tag} https://fixture.example${each.prefix}${page_}`),
        `x-default https://fixture.example${page_}`,
      ]);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `https://fixture.example${address}`,
      );
    }
    // The project's structured data and share image are in the language too.
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
    );
    expect(data).toMatchObject({ name: language.content.projects[0]?.name, inLanguage: language.tag });
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(image).toBe(`https://fixture.example${language.prefix}/share/project-${first?.id}.png`);
    expect((await page.request.get(image?.replace("https://fixture.example", "") ?? "")).status()).toBe(200);
    // Axe in both themes, as the site's own language's pages are in the generic tests.
    if (language.prefix) {
      await settled(page);
      for (const scheme of ["dark", "light"] as const) {
        await switchSystemTheme(page, scheme);
        await expectNoAxeViolations(page);
      }
    }
  });
}

test("the menu links each language's version of a project's page, each by its name in itself", async ({
  page,
}) => {
  const [, arabic, german] = languages;
  await openPastSplash(page, languages[0]?.pages.project(first?.id ?? 0) ?? "");
  const menu = await openMenu(page, languages[0]?.words.menu.name ?? "");
  const links = menu.getByRole("navigation", { name: languages[0]?.words.languages.name }).getByRole("link");
  await expect(links).toHaveCount(languages.length);
  await expect(links.nth(0)).toHaveAttribute("aria-current", "page");
  await expect(links.filter({ hasText: arabic?.name ?? "" })).toHaveAttribute("lang", "ar");
  await links.filter({ hasText: german?.name ?? "" }).click();
  await expect(page).toHaveURL(new RegExp(`${german?.pages.project(first?.id ?? 0)}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(german?.content.projects[0]?.name ?? "");
});

test("each language has its own posts: the list, a post, the feed; a post one lacks links to the nearest page it has", async ({
  page,
}) => {
  const [english, arabic, german] = languages;
  if (!english || !arabic || !german) throw new Error("the fixture has three languages");
  const shared = german.writing.slugs.find((slug) => english.writing.slugs.includes(slug));
  const onlyGerman = german.writing.slugs.find((slug) => !english.writing.slugs.includes(slug));
  expect(shared && onlyGerman && arabic.writing.slugs.length === 0).toBe(true);

  // The German list, in German, with its feed: German posts only, marked German.
  expect((await page.goto(german.pages.writing))?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", german.tag);
  for (const slug of german.writing.slugs)
    await expect(page.locator(`a[href="${german.pages.post(slug)}"]`).first()).toBeVisible();
  const feedLink = page.locator('link[rel="alternate"][type="application/rss+xml"]');
  await expect(feedLink).toHaveAttribute("href", german.pages.feed);
  const feed = await (await page.request.get(german.pages.feed)).text();
  expect(feed).toContain(`<language>${german.tag}</language>`);
  expect(feed).toContain(`https://fixture.example${german.pages.post(onlyGerman ?? "")}`);
  expect(feed).not.toContain(`https://fixture.example${english.pages.post(shared ?? "")}<`);

  // A post both languages have: each names the other, never the language without it.
  await openPastSplash(page, english.pages.post(shared ?? ""));
  const hreflangs = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`),
    );
  expect(hreflangs).toEqual([
    `${english.tag} https://fixture.example${english.pages.post(shared ?? "")}`,
    `${german.tag} https://fixture.example${german.pages.post(shared ?? "")}`,
    `x-default https://fixture.example${english.pages.post(shared ?? "")}`,
  ]);
  let menu = await openMenu(page, english.words.menu.name);
  await expect(menu.getByRole("link", { name: german.name, exact: true })).toHaveAttribute(
    "href",
    german.pages.post(shared ?? ""),
  );
  // Arabic has no posts: its link goes to its home page, and says so.
  const toArabic = menu.getByRole("link", { name: arabic.name, exact: true });
  await expect(toArabic).toHaveAttribute("href", arabic.pages.home);
  await expect(toArabic.locator("xpath=..")).toContainText(english.words.languages.homePage);

  // A post only in German: English links to its list of posts, and says so.
  await openPastSplash(page, german.pages.post(onlyGerman ?? ""));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  menu = await openMenu(page, german.words.menu.name);
  const toEnglish = menu.getByRole("link", { name: english.name, exact: true });
  await expect(toEnglish).toHaveAttribute("href", english.pages.writing);
  await expect(toEnglish.locator("xpath=..")).toContainText(german.words.languages.writingPage);
});

test("the sitemap lists each language's pages, each has its résumé; NOT FOUND under a language answers 404 in it, then goes to its home page", async ({
  page,
}) => {
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  for (const language of others) {
    for (const address of [
      language.pages.home,
      ...own.projects.map((project) => language.pages.project(project.id)),
      ...language.writing.slugs.map(language.pages.post),
    ])
      expect(sitemap).toContain(`<loc>https://fixture.example${address}</loc>`);
  }
  // Each language has its résumé: in its words where the résumé's fonts draw them.
  for (const language of others) {
    const resume = await page.request.get(`${language.prefix}/resume.pdf`);
    expect(resume.status(), language.tag).toBe(200);
    expect(resume.headers()["content-type"]).toBe("application/pdf");
  }
  // As the Node server answers it, and a plain static host that serves one 404.html for all.
  const german = languages[2];
  for (const host of [fixtureURL, staticFixtureURL]) {
    const response = await page.goto(`${host}${german?.prefix}/no-such-page`);
    expect(response?.status(), host).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(german?.words.notFound.heading ?? "");
    await expect(page).toHaveURL(`${host}${german?.pages.home}`, { timeout: 10_000 });
  }
});

test("the contact form speaks the page's language, and the message is stored with it", async ({ page }) => {
  const german = languages.find((language) => language.tag === "de");
  const words = german?.words.contact;
  await openPastSplash(page, `${german?.pages.home}#contact`);
  const message = `Auf Deutsch geschrieben, ref ${Date.now()}`;
  await page.getByLabel(words?.name ?? "").fill("Grace Hopper");
  await page.getByLabel(words?.email ?? "").fill("grace@example.com");
  await page.getByLabel(words?.message ?? "").fill(message);
  // The fixture's form posts to an outside service (the Formspree stand-in), held until PENDING is
  // seen; PENDING may show before the request leaves, so it is answered once it has arrived.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`${formspreeURL}/**`, async (route) => {
    await released;
    await route.continue();
  });
  await page.getByRole("button", { name: german?.content.site.contact?.submit }).click();
  await expect(page.getByRole("button", { name: words?.pending })).toBeVisible();
  release();
  await expect(page.getByRole("status")).toHaveText(words?.success ?? "", {
    timeout: CONTACT_RESULT_DELAY_MS + 10_000,
  });
  const sent = (await (await fetch(`${formspreeURL}/submissions`)).json()) as Array<Record<string, string>>;
  expect(sent.find((fields) => fields.message === message)?.language).toBe("de");
});

test("right to left: the page reads mirrored at 390 and 1440, clear of the chrome, axe in both themes", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const arabic = languages.find((language) => language.dir === "rtl");
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await openPastSplash(page, arabic?.pages.home ?? "");
    const menu = await page.getByRole("button", { name: arabic?.words.menu.name, exact: true }).boundingBox();
    expect((menu?.x ?? width) + (menu?.width ?? 0) / 2, "MENU at the left").toBeLessThan(width / 2);
    const stops = await scrollAndLook(page, { text: true });
    expect(stops.length).toBeGreaterThan(0);
    expect(
      stops.flatMap((stop) => [
        ...stop.covered,
        ...(stop.overflow > 0 ? [`${stop.overflow} px sideways at ${stop.at}`] : []),
      ]),
    ).toEqual([]);
    await settled(page);
  }
  // Its letters are drawn by the site's own faces (the theme's families carry the script), not
  // whatever the visitor's system has.
  const drawn = await page.evaluate(async () => {
    await document.fonts.ready;
    const heading = getComputedStyle(document.querySelector("h1") ?? document.body).fontFamily;
    const arabic = [...document.fonts].filter(
      (face) => face.status === "loaded" && /U\+6[0-4][0-9A-F]/i.test(face.unicodeRange),
    );
    return {
      heading: heading.split(",")[0]?.replaceAll('"', ""),
      families: arabic.map((face) => face.family),
    };
  });
  expect(drawn.families).toContain(drawn.heading);
  for (const scheme of ["dark", "light"] as const) {
    await switchSystemTheme(page, scheme);
    await expectNoAxeViolations(page);
  }
});

test("right to left under reduced motion: the tools stand still, as in a left-to-right language", async ({
  page,
}) => {
  const arabic = languages.find((language) => language.dir === "rtl");
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openPastSplash(page, arabic?.pages.home ?? "");
  const track = page.locator(".marquee-track");
  await expect(track).toHaveCount(1);
  await track.scrollIntoViewIfNeeded();
  // The mirrored slide once outweighed reduced motion's rule, and ran.
  expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe("none");
});

async function openMenu(page: Page, name: string) {
  await page.getByRole("button", { name, exact: true }).click();
  const menu = page.getByRole("dialog", { name });
  await expect(menu).toBeVisible();
  return menu;
}

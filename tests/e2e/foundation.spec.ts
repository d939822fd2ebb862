import { expect, type Page, test } from "@playwright/test";
import { INITIAL_LOAD_TIMEOUT_MS, NOT_FOUND_REDIRECT_MS } from "../../app/constants";
import { paths } from "../../app/lib/navigation/public-paths";
import { splashURL } from "../../playwright.config";
import { eagerCompileHint } from "../../site-build/eager-router";
import { htmlEscaped, nextFrames, openPastSplash, SPLASH_LIFT_TIMEOUT_MS, settled, splash } from "./helpers";
import { main, unknownProjectId, words } from "./sites";

const { content } = main;
const [first, second] = content.projects;
const firstPage = `/project/${first?.id}`;
const unknownProject = `/project/${unknownProjectId(content)}`;

test.describe("LOADING splash", () => {
  // The product's build, with its 5 s splash (playwright.config.ts).
  test.use({ baseURL: splashURL });

  for (const path of ["/", `/project/${(second ?? first)?.id}`, "/no/such/page"]) {
    test(`is all a first visit to ${path} sees, then lifts after ${INITIAL_LOAD_TIMEOUT_MS} ms`, async ({
      page,
    }) => {
      await page.addInitScript(timeSplashAndRedirect, words.notFound.heading);
      await page.goto(path, { waitUntil: "commit" });
      await expect(splash(page)).toBeVisible();
      await expect(splash(page)).toContainText(words.splash.loading);
      // The page beneath it cannot be reached: Tab finds nothing to focus, neither before the
      // app starts (the page hidden) nor after (the page drawn beneath the splash, inert).
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
      // The app draws the page beneath the splash as it starts, and the splash's clock starts with
      // it: however late a loaded machine starts the app, the splash is still up when it has.
      await expect(page.locator("main")).toBeVisible({ timeout: SPLASH_LIFT_TIMEOUT_MS });
      await expect(splash(page)).toBeVisible();
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

      await expect(splash(page)).toBeHidden({ timeout: SPLASH_LIFT_TIMEOUT_MS });
      await expect(page.locator("main")).toBeVisible();
      // The app starts after the navigation does, so its clock cannot run out sooner.
      const times = await pageTimes(page);
      expect(times.liftedAt).toBeGreaterThanOrEqual(INITIAL_LOAD_TIMEOUT_MS);
      // Drawn beneath the splash once the app runs, and never seen through it.
      expect(times.pageDrawnBeneathAt).toBeGreaterThan(0);
      expect(times.pageSeenBeneathSplash).toBe(false);
      // Lifted, nothing of the cover is left: no block stays inert, and the first Tab finds the
      // skip link (the rest of the suite visits the build without a splash). NOT FOUND leaves for
      // the home page 3 s after the lift, which a Tab on a loaded machine can meet half-way.
      await expect(page.locator("[inert]")).toHaveCount(0);
      await expect(page.locator("[data-covered]")).toHaveCount(0);
      if (path === "/no/such/page") return;
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: words.a11y.skipToContent })).toBeFocused();
    });
  }

  test("is the first paint: it is in the HTML before any script runs", async ({ request }) => {
    for (const path of ["/", firstPage, "/unknown"]) {
      const html = await (await request.get(path)).text();
      expect(html).toContain('id="loading-splash"');
    }
  });

  test("a project's cover is decoded beneath it, so the frame it lifts in does not wait for that", async ({
    page,
  }) => {
    await page.addInitScript(noteImageDecodes);
    await openPastSplash(page, firstPage);
    const cover = page.locator('main img[loading="eager"]');
    await expect(cover).toHaveCount(1);
    const source = await cover.evaluate((image: HTMLImageElement) => image.currentSrc);
    expect(source).toMatch(/\.(avif|webp)$/);
    const decodes = await page.evaluate(
      () => (window as unknown as { __decodes: ImageDecodeNote[] }).__decodes,
    );
    expect(decodes).toContainEqual({ source, calledBeneathSplash: true, doneBeneathSplash: true });
  });

  test("never comes back on client-side navigation", async ({ page }) => {
    await openPastSplash(page, "/nowhere");
    await expect(page).toHaveURL("/", { timeout: NOT_FOUND_REDIRECT_MS + 2_000 });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(splash(page)).toHaveCount(0);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the visitor gets the content, never an endless splash", async ({ page }) => {
      await page.goto(firstPage);
      await expect(splash(page)).toBeHidden();
      await expect(page.getByRole("heading", { level: 1, name: first?.name })).toBeVisible();
      // Usable, not only shown: the skip link takes the first Tab, the links are reachable.
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: words.a11y.skipToContent })).toBeFocused();
      // It scrolls (a wheel sent to a starved renderer's first frames can be dropped; a key is not).
      await page.keyboard.press("PageDown");
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    });

    test("the home page is whole: no reveal waits, every word is lit, nothing is covered", async ({
      page,
    }) => {
      await page.goto("/");
      await expect(splash(page)).toBeHidden();
      const moving = page.locator("[data-reveal], .reveal-word, [data-covered]");
      expect(await moving.count(), "what the motion hides while it runs").toBeGreaterThan(0);
      const unseen = await moving.evaluateAll((elements) =>
        elements
          .filter((element) => {
            const style = getComputedStyle(element);
            return style.opacity !== "1" || style.visibility !== "visible";
          })
          .map((element) => element.outerHTML.slice(0, 80)),
      );
      expect(unseen).toEqual([]);
    });
  });
});

/**
 * Times, in the page's own clock, when the splash left and when the location
 * changed: a busy test machine cannot stretch or shrink what the page did. Both are
 * taken as they happen (a mutation observer, the history call), not at the next
 * frame: on a loaded machine frames come 50 ms apart and more, and a lift seen a
 * frame late made the countdown look 51 ms short. Run in the page, where nothing is imported:
 * it is given NOT FOUND's words.
 */
function timeSplashAndRedirect(notFound: string) {
  const times = {
    liftedAt: 0,
    redirectedAt: 0,
    notFoundShownAt: 0,
    /** Frames the page has drawn, and the frame of the lift and of NOT FOUND's first showing. */
    frames: 0,
    liftedFrame: 0,
    notFoundShownFrame: 0,
    pageDrawnBeneathAt: 0,
    pageSeenBeneathSplash: false,
  };
  (window as unknown as { __times: typeof times }).__times = times;
  const path = location.pathname;
  let splashSeen = false;
  const splashGone = () => {
    const covering = document.getElementById("loading-splash") !== null;
    splashSeen ||= covering;
    if (splashSeen && !covering && !times.liftedAt) {
      times.liftedAt = performance.now();
      times.liftedFrame = times.frames;
    }
    if (times.liftedAt && !times.notFoundShownAt && document.body?.innerText.includes(notFound)) {
      times.notFoundShownAt = performance.now();
      times.notFoundShownFrame = times.frames;
    }
  };
  new MutationObserver(splashGone).observe(document, { childList: true, subtree: true });
  for (const method of ["pushState", "replaceState"] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History["pushState"]>) => {
      original(...args);
      if (location.pathname !== path) times.redirectedAt ||= performance.now();
    };
  }
  const watch = () => {
    times.frames += 1;
    const now = performance.now();
    const covering = document.getElementById("loading-splash") !== null;
    const main = document.querySelector("main");
    splashSeen ||= covering;
    // The page is drawn beneath the splash while it is up; it must never show through.
    if (covering && main && getComputedStyle(main).visibility !== "hidden") {
      times.pageDrawnBeneathAt ||= now;
      const splashElement = document.getElementById("loading-splash");
      const { clientWidth: width, clientHeight: height } = document.documentElement;
      const points = [
        [width / 2, height / 2],
        [width * 0.05, height * 0.05],
        [width * 0.95, height * 0.05],
        [width * 0.05, height * 0.95],
        [width * 0.95, height * 0.95],
      ];
      for (const [x, y] of points)
        if (!splashElement?.contains(document.elementFromPoint(x ?? 0, y ?? 0)))
          times.pageSeenBeneathSplash = true;
    }
    splashGone();
    if (location.pathname === path) requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
  return times;
}

type ImageDecodeNote = { source: string; calledBeneathSplash: boolean; doneBeneathSplash: boolean };

/** In the page, before it starts: notes each image the page asks to decode, and when. */
function noteImageDecodes() {
  const decodes: ImageDecodeNote[] = [];
  (window as unknown as { __decodes: typeof decodes }).__decodes = decodes;
  const splashUp = () => document.getElementById("loading-splash") !== null;
  const decode = HTMLImageElement.prototype.decode;
  HTMLImageElement.prototype.decode = function (this: HTMLImageElement) {
    const calledBeneathSplash = splashUp();
    return decode.call(this).then(() => {
      decodes.push({ source: this.currentSrc, calledBeneathSplash, doneBeneathSplash: splashUp() });
    });
  };
}

/** Read after the next frame, so that the watcher has seen what the test just saw. */
const pageTimes = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<ReturnType<typeof timeSplashAndRedirect>>((resolve) =>
        requestAnimationFrame(() =>
          resolve((window as unknown as { __times: ReturnType<typeof timeSplashAndRedirect> }).__times),
        ),
      ),
  );

test.describe("NOT FOUND", () => {
  // Timed from the splash's lift, on the product's build.
  test.use({ baseURL: splashURL });

  test(`shows NOT FOUND, then replaces the location with / after ${NOT_FOUND_REDIRECT_MS} ms`, async ({
    page,
  }) => {
    await page.goto("/");
    await page.addInitScript(timeSplashAndRedirect, words.notFound.heading);
    await openPastSplash(page, "/this/page/does/not/exist");
    await expect(page.getByRole("heading", { name: words.notFound.heading })).toBeVisible();
    await expect(page.getByRole("link", { name: words.notFound.takeMeHome })).toBeVisible();

    await expect(page).toHaveURL("/", { timeout: NOT_FOUND_REDIRECT_MS + 3_000 });
    const times = await pageTimes(page);
    // NOT FOUND is there as the splash leaves: in the lift's frame or the next, however late a
    // loaded machine draws them.
    expect(times.notFoundShownFrame - times.liftedFrame).toBeLessThanOrEqual(1);
    // Never early. Not late either is the unit test's, on a fake clock (not-found.test.tsx): a
    // renderer starved by another browser on two cores fires its timers a second late.
    expect(times.redirectedAt - times.liftedAt).toBeGreaterThanOrEqual(NOT_FOUND_REDIRECT_MS - 20);

    // history.replace: Back skips the dead address.
    await page.goBack();
    await expect(page).not.toHaveURL(/does\/not\/exist/);
  });

  test("does not start its countdown beneath the splash", async ({ page }) => {
    await page.addInitScript(timeSplashAndRedirect, words.notFound.heading);
    await page.goto("/gone");
    // The splash lifts when the app's clock says so, however late a loaded machine started it.
    await expect(splash(page)).toBeHidden({ timeout: SPLASH_LIFT_TIMEOUT_MS });
    await expect(page).toHaveURL("/", { timeout: NOT_FOUND_REDIRECT_MS + 3_000 });
    // The whole countdown ran after the splash lifted, none of it beneath.
    const times = await pageTimes(page);
    expect(times.liftedAt).toBeGreaterThan(INITIAL_LOAD_TIMEOUT_MS);
    expect(times.redirectedAt - times.liftedAt).toBeGreaterThanOrEqual(NOT_FOUND_REDIRECT_MS - 20);
  });
});

test.describe("project routes", () => {
  test("an unknown project id renders a blank page", async ({ page }) => {
    await openPastSplash(page, unknownProject);
    await expect(page.locator("body")).toHaveText("", { useInnerText: true });
    await expect(page.getByRole("button")).toHaveCount(0);
    await expect(page.getByRole("link")).toHaveCount(0);
  });
});

test.describe("prerendered HTML", () => {
  test("/ carries the home page's text", async ({ request }) => {
    const html = await (await request.get("/")).text();
    for (const line of content.site.hero.lines) expect(html).toContain(htmlEscaped(line));
    expect(html).toContain(htmlEscaped(content.site.headings.work));
  });

  test("a project's page carries its project's text", async ({ request }) => {
    const html = await (await request.get(firstPage)).text();
    expect(html).toContain(htmlEscaped(first?.name ?? ""));
    expect(html).toContain(htmlEscaped(first?.sections[0]?.description[0] ?? ""));
  });
});

test.describe("the stylesheet", () => {
  test("is in before the body is built: no colour fades in from the browser's own as the page loads", async ({
    page,
  }) => {
    // A late stylesheet, and a layout each time the parser adds to the page: what Chromium
    // now and then does on its own before the stylesheet is in. Elements styled then would
    // fade from the browser's colours to the site's (links from blue; decision 060).
    await page.route(/\.css$/, async (route) => {
      await new Promise((resume) => setTimeout(resume, 300));
      await route.continue();
    });
    await page.addInitScript(() => {
      new MutationObserver(() => document.documentElement.offsetHeight).observe(document, {
        subtree: true,
        childList: true,
      });
      const fades: string[] = [];
      Object.assign(window, { fades });
      document.addEventListener(
        "transitionrun",
        (event) => {
          if (event.propertyName.includes("color"))
            fades.push(`${(event.target as Element).tagName} ${event.propertyName}`);
        },
        { capture: true },
      );
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await openPastSplash(page, "/");
    expect(await page.evaluate(() => (window as unknown as { fades: string[] }).fades)).toEqual([]);
  });
});

test.describe("scripts", () => {
  test("the router's chunk, and only it, asks the browser to compile it whole as it loads", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const scripts = [...new Set(html.match(/\/assets\/[\w.-]+\.js/g))];
    expect(scripts.length).toBeGreaterThan(3);
    const hinted: string[] = [];
    for (const script of scripts) {
      const code = await (await request.get(script)).text();
      if (code.startsWith(`${eagerCompileHint}\n`)) hinted.push(code);
    }
    expect(hinted).toHaveLength(1);
    expect(hinted[0]).toContain("may be used only in the context of a <Router> component");
  });
});

test.describe("fonts", () => {
  test("every text of the home page and the menu is drawn from the fonts cut to the site's characters", async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await openPastSplash(page, "/");
    // The menu is drawn beforehand; its upper-cased "RÉSUMÉ" once fetched a whole Latin file.
    await expect(page.locator("#site-menu[data-drawn]")).toHaveCount(1);
    await page.getByRole("button", { name: words.menu.name, exact: true }).click();
    await page.keyboard.press("Escape");
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 700) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await nextFrames(page);
    }
    // Every face the page's text asked for has loaded (or failed): each was fetched by now.
    await page.evaluate(() => document.fonts.ready);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((font) => !/-site-/.test(font))).toEqual([]);
  });

  test("no text of the home page, a project or a post falls back to the visitor's own fonts", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ["/", firstPage, ...main.posts.map((post) => paths.post(post.slug))]) {
      await test.step(path, async () => {
        await openPastSplash(page, path);
        // A character no theme font has ("→", "✦") is drawn from a system font the browser
        // looks up in the middle of a layout (decision 063).
        expect(await systemFontsUsed(page)).toEqual([]);
      });
    }
  });
});

/** Letters and marks of Chinese, Japanese and Korean, with their full-width punctuation. */
const CJK_LETTERS =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}\u3000-\u303f\u30fc\uff01-\uff60]/gu;

/**
 * Each font not the site's own that draws some text of the page, with the text it draws; a
 * system face drawing Chinese, Japanese or Korean letters is the visitor's own by design.
 */
async function systemFontsUsed(page: Page) {
  // Every part of the page laid out: the sections that wait until near, the closed menu.
  await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
  await page.evaluate(() => document.fonts.ready);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  type DomNode = { nodeId: number; nodeType: number; nodeValue: string; children?: DomNode[] };
  const textNode = 3;
  const { root } = (await cdp.send("DOM.getDocument", { depth: -1 })) as { root: DomNode };
  const found: string[] = [];
  const textWithin = (node: DomNode): string =>
    node.nodeType === textNode ? node.nodeValue : (node.children ?? []).map(textWithin).join("");
  const visit = async (node: DomNode) => {
    const text = (node.children ?? []).find((child) => child.nodeType === textNode && child.nodeValue.trim());
    if (text) {
      // A node the page has removed since the walk began draws nothing.
      const { fonts } = await cdp
        .send("CSS.getPlatformFontsForNode", { nodeId: node.nodeId })
        .catch((error: Error) => {
          if (/Could not find node/.test(error.message)) return { fonts: [] };
          throw error;
        });
      // Chinese, Japanese and Korean are the visitor's own faces (decision 090): a system face
      // may draw as many glyphs as the element's text has of them (Chrome counts its hidden
      // parts too: "詳しく" + "（在庫）"), with the spaces between them, and nothing else.
      const within = textWithin(node);
      const letters = within.match(CJK_LETTERS)?.length ?? 0;
      const cjk = letters && letters + (within.match(/\s/g)?.length ?? 0);
      for (const font of fonts.filter((used) => !used.isCustomFont && used.glyphCount > cjk))
        found.push(`${font.familyName}: ${text.nodeValue.trim()}`);
    }
    for (const child of node.children ?? []) await visit(child);
  };
  await visit(root);
  return found;
}

test.describe("a clean console", () => {
  test("the home page, a project, NOT FOUND and an unknown project load and hydrate with no errors or policy violations", async ({
    page,
  }) => {
    let path = "";
    let problems: string[] = [];
    page.on("console", (message) => {
      // Unknown paths are answered with the SPA fallback and a true 404 status, which Chromium logs.
      const documentNotFound = message.location().url.endsWith(path) && message.text().includes("404");
      if ((message.type() === "error" || message.type() === "warning") && !documentNotFound) {
        problems.push(message.text());
      }
    });
    page.on("pageerror", (error) => problems.push(error.message));
    for (const next of ["/", `/project/${content.projects.at(-1)?.id}`, "/no/such/page", unknownProject]) {
      await test.step(next, async () => {
        path = next;
        problems = [];
        await openPastSplash(page, path);
        await page.mouse.wheel(0, 3000);
        // Whatever the scroll brings in (sections, images, fonts) has arrived and been drawn.
        await nextFrames(page);
        await page.waitForLoadState("networkidle");
        await settled(page);
        expect(problems).toEqual([]);
      });
    }
  });
});

test.describe("server headers", () => {
  test("pages carry a script policy with the build's hashes, and every response the security headers", async ({
    request,
  }) => {
    const page = await request.get(firstPage, { headers: { "Accept-Encoding": "br" } });
    const policy = page.headers()["content-security-policy"] ?? "";
    expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(policy).toContain("frame-ancestors 'none'");
    const scriptSources = policy.split(";").find((directive) => directive.trim().startsWith("script-src"));
    expect(scriptSources).not.toContain("unsafe-inline");
    expect(page.headers()["content-encoding"]).toBe("br");
    expect(page.headers()["cache-control"]).toContain("max-age=0");

    const html = await page.text();
    // The entry, the start-up script's last import: a chunk large enough to be sent compressed
    // (the first ones, the bundler's runtime among them, may be too small to be worth it).
    const start = html.match(/<script type="text\/plain" id="app-start">([^<]*)<\/script>/)?.[1] ?? "";
    const script = [...start.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)].at(-1)?.[1];
    const asset = await request.get(script ?? "/missing", { headers: { "Accept-Encoding": "gzip" } });
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers()["content-encoding"]).toBe("gzip");
    // A file that is not there is no file to keep for a year: a CDN would answer its 404 so.
    const missing = await request.get("/assets/no-such-file-0000.js");
    expect(missing.status()).toBe(404);
    expect(missing.headers()["cache-control"]).toBe("no-cache");

    for (const response of [page, asset, await request.get("/api/contact"), await request.get("/nowhere")]) {
      const headers = response.headers();
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBeTruthy();
      expect(headers["permissions-policy"]).toBeTruthy();
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    }
  });
});

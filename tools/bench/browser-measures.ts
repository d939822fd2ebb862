import { gzipSync } from "node:zlib";
import { type Browser, type CDPSession, chromium, type Page } from "@playwright/test";
import { chromiumFlags } from "../../support/find-chromium.ts";
import { contextFor, type FormFactor, type Scheme } from "./form-factors.ts";

export type Bytes = { js: number; css: number; images: number; fonts: number; total: number };
export type BrowserMeasures = {
  /** Gzip bytes of JS and CSS, bytes of images and fonts, loaded before any scroll. */
  gzip: Bytes;
  /** What went over the wire before any scroll (brotli as this server sends it). */
  transferKb: number;
  heroReadyAfterLiftMs: number;
  idleTop: { busyPercent: number; animationFramesPerSecond: number };
  idleAfterScroll: { busyPercent: number; animationFramesPerSecond: number };
  longAnimationFrames: { count: number; worstMs: number };
};

const kind = (type: string, url: string): keyof Omit<Bytes, "total"> | undefined => {
  if (type.includes("javascript") || url.endsWith(".js")) return "js";
  if (type.includes("css")) return "css";
  if (type.startsWith("image/")) return "images";
  if (type.includes("font") || url.endsWith(".woff2")) return "fonts";
  return undefined;
};

/** Counts animation frames requested, so an idle page can be caught running a loop. */
const countFrames = () => {
  const counter = { frames: 0 };
  (window as unknown as { __frames: typeof counter }).__frames = counter;
  const original = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) => {
    counter.frames += 1;
    return original(callback);
  };
  const entries: PerformanceEntry[] = [];
  (window as unknown as { __loaf: PerformanceEntry[] }).__loaf = entries;
  try {
    new PerformanceObserver((list) => entries.push(...list.getEntries())).observe({
      type: "long-animation-frame",
      buffered: true,
    });
  } catch {
    // older browsers: no long-animation-frame entries
  }
  // When the splash leaves and when the first screen's fonts are ready, in page time.
  const marks = { liftedAt: 0, fontsReadyAt: 0 };
  (window as unknown as { __marks: typeof marks }).__marks = marks;
  document.fonts.ready.then(() => {
    marks.fontsReadyAt = performance.now();
  });
  new MutationObserver(() => {
    if (!marks.liftedAt && document.readyState !== "loading" && !document.getElementById("loading-splash")) {
      marks.liftedAt = performance.now();
    }
  }).observe(document, { childList: true, subtree: true });
};

async function busyOver(page: Page, session: CDPSession, seconds: number) {
  const taskDuration = async () => {
    const { metrics } = await session.send("Performance.getMetrics");
    return metrics.find((metric) => metric.name === "TaskDuration")?.value ?? 0;
  };
  const frames = () =>
    page.evaluate(() => (window as unknown as { __frames: { frames: number } }).__frames.frames);
  const [busyBefore, framesBefore] = [await taskDuration(), await frames()];
  await page.waitForTimeout(seconds * 1000);
  const [busyAfter, framesAfter] = [await taskDuration(), await frames()];
  return {
    busyPercent: Number((((busyAfter - busyBefore) / seconds) * 100).toFixed(2)),
    animationFramesPerSecond: Number(((framesAfter - framesBefore) / seconds).toFixed(1)),
  };
}

/** Loads `url` like a first-time visitor and measures bytes, idle cost and scroll smoothness. */
export async function measureInBrowser(
  browser: Browser,
  url: string,
  formFactor: FormFactor,
  scheme: Scheme = "dark",
): Promise<BrowserMeasures> {
  const context = await browser.newContext(contextFor(formFactor, scheme));
  const page = await context.newPage();
  await page.addInitScript(countFrames);
  const session = await context.newCDPSession(page);
  await session.send("Network.enable");
  await session.send("Performance.enable");

  const gzip: Bytes = { js: 0, css: 0, images: 0, fonts: 0, total: 0 };
  let transfer = 0;
  let scrolled = false;
  const pending: Promise<void>[] = [];
  page.on("response", (response) => {
    if (scrolled) return;
    pending.push(
      (async () => {
        const type = response.headers()["content-type"] ?? "";
        const group = kind(type, response.url());
        const body = await response.body().catch(() => Buffer.alloc(0));
        const size = group === "js" || group === "css" ? gzipSync(body, { level: 9 }).length : body.length;
        if (group) gzip[group] += size;
        gzip.total += size;
      })(),
    );
  });
  session.on("Network.loadingFinished", (event) => {
    if (!scrolled) transfer += event.encodedDataLength;
  });

  await page.goto(url, { waitUntil: "load" });
  await page.locator("#loading-splash").waitFor({ state: "detached", timeout: 30_000 });
  await page.waitForTimeout(2_000);
  await Promise.all(pending);
  const marks = await page.evaluate(
    () => (window as unknown as { __marks: { liftedAt: number; fontsReadyAt: number } }).__marks,
  );
  const heroReadyAfterLiftMs = Math.max(0, Math.round(marks.fontsReadyAt - marks.liftedAt));

  const idleTop = await busyOver(page, session, 10);
  scrolled = true;

  // A full-page scroll, in wheel steps, then back to the top.
  const scrollStartedAt = await page.evaluate(() => performance.now());
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 120) {
    await page.mouse.wheel(0, 120);
    await page.waitForTimeout(16);
  }
  await page.waitForTimeout(500);
  const loaf = await page.evaluate(
    (since) =>
      (window as unknown as { __loaf: PerformanceEntry[] }).__loaf
        .filter((entry) => entry.startTime >= since)
        .map((entry) => entry.duration),
    scrollStartedAt,
  );
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await page.waitForTimeout(1_000);
  const idleAfterScroll = await busyOver(page, session, 10);

  await context.close();
  const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
  return {
    gzip: {
      js: kb(gzip.js),
      css: kb(gzip.css),
      images: kb(gzip.images),
      fonts: kb(gzip.fonts),
      total: kb(gzip.total),
    },
    transferKb: kb(transfer),
    heroReadyAfterLiftMs,
    idleTop,
    idleAfterScroll,
    longAnimationFrames: { count: loaf.length, worstMs: Math.round(Math.max(0, ...loaf)) },
  };
}

export const launchBrowser = (executablePath: string) =>
  chromium.launch({
    executablePath,
    args: chromiumFlags,
  });

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type Browser, expect, test } from "@playwright/test";
import { visitsURL } from "../../playwright.config";
import { visitStats } from "./helpers";
import { main, words } from "./sites";

const project = main.content.projects[0];
const projectPath = `/project/${project?.id}`;

/** A visitor behind the proxy the server trusts (TRUST_PROXY=1), at their own address. */
async function visitor(
  browser: Browser,
  address: string,
  viewport: { width: number; height: number },
  headers = {},
) {
  const context = await browser.newContext({
    baseURL: visitsURL,
    viewport,
    extraHTTPHeaders: { "X-Forwarded-For": address, ...headers },
  });
  const page = await context.newPage();
  const cookies: string[] = [];
  page.on("response", async (response) => {
    const cookie = await response.headerValue("set-cookie");
    if (cookie) cookies.push(`${response.url()}: ${cookie}`);
  });
  // The view is counted once the page is idle: the request that carries it is the fact to wait on.
  const counted = () => page.waitForResponse((response) => response.url().endsWith("/api/visit"));
  return { context, page, cookies, counted };
}

test.describe("visits counted without following anyone", () => {
  test("several visitors' pages are read back exactly from npm run stats -- --json", async ({ browser }) => {
    // A phone that lands on a project from a link elsewhere, then goes to the home page.
    const first = await visitor(browser, "203.0.113.10", { width: 390, height: 844 });
    let view = first.counted();
    await first.page.goto(projectPath, { referer: "https://news.example/links" });
    expect((await view).status()).toBe(204);
    view = first.counted();
    await first.page.getByRole("link", { name: words.project.goBack }).first().click();
    await expect(first.page).toHaveURL(`${visitsURL}/`);
    expect((await view).status()).toBe(204);

    // A desktop that types the address; then one that is no page: NOT FOUND is not counted, the
    // home page it leads to 3 s later is.
    const second = await visitor(browser, "203.0.113.11", { width: 1440, height: 900 });
    view = second.counted();
    await second.page.goto("/");
    expect((await view).status()).toBe(204);
    view = second.counted();
    await second.page.goto("/no/such/page");
    await expect(second.page.getByRole("heading", { name: words.notFound.heading })).toBeVisible();
    const afterNotFound = await view;
    expect(afterNotFound.request().postDataJSON()).toEqual({ path: "/", referrer: "", device: "desktop" });
    expect(afterNotFound.status()).toBe(204);

    // A visitor whose browser sends Do Not Track: the page reports the view, the collector counts none of it.
    const third = await visitor(browser, "203.0.113.12", { width: 1440, height: 900 }, { DNT: "1" });
    view = third.counted();
    await third.page.goto("/");
    expect((await view).status()).toBe(204);

    const report = await visitStats();
    expect(report.days).toEqual([{ date: report.to, views: 4, visitors: 2 }]);
    expect(report.pages).toEqual([
      { path: "/", views: 3, visitors: 2 },
      { path: projectPath, views: 1, visitors: 1 },
    ]);
    expect(report.referrers).toEqual([
      { host: null, views: 2 },
      { host: "news.example", views: 1 },
    ]);
    expect(report.devices).toEqual({ phone: 2, tablet: 0, desktop: 2 });

    for (const { page, cookies, context } of [first, second, third]) {
      expect(cookies).toEqual([]);
      expect(await page.evaluate(() => document.cookie)).toBe("");
      // The only things the site keeps in the browser: a theme the visitor chose (none here), a
      // draft of the form (none typed), and the router's scroll positions of this tab's history.
      expect(
        await page.evaluate(async () => ({
          local: Object.keys(localStorage),
          session: Object.keys(sessionStorage).filter((key) => !key.startsWith("react-router")),
          databases: (await indexedDB.databases()).map((database) => database.name),
          caches: await caches.keys(),
        })),
      ).toEqual({ local: [], session: [], databases: [], caches: [] });
      await context.close();
    }
  });

  test("a site built with counting off (or with another service's form) holds no counting code", () => {
    const scripts = (build: string) => {
      const dir = path.join(build, "client", "assets");
      return readdirSync(dir)
        .filter((file) => file.endsWith(".js"))
        .map((file) => readFileSync(path.join(dir, file), "utf8"))
        .join("\n");
    };
    expect(scripts("build-e2e")).toContain("/api/visit");
    expect(scripts("build-e2e")).toContain("sendBeacon");
    expect(scripts("build-fixture")).not.toContain("/api/visit");
    expect(scripts("build-fixture")).not.toContain("sendBeacon");
  });
});

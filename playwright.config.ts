import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, findChromium } from "./support/find-chromium";

// E2E_PORT and the ten ports after it (docs/testing.md lists what listens on each).
const port = Number(process.env.E2E_PORT ?? 4321);
export const baseURL = `http://localhost:${port}`;
/** The site built from the second content fixture (`npm run build:fixture`). */
export const fixtureURL = `http://localhost:${port + 1}`;
/** The main build served by a plain static file server, as static hosts serve it. */
export const staticHostURL = `http://127.0.0.1:${port + 2}`;
/** The main build on the Cloudflare Pages runtime (`wrangler pages dev`), with the collector in D1. */
export const cloudflareURL = `http://127.0.0.1:${port + 3}`;
/** A stand-in for Formspree, where the fixture build's form posts. */
export const formspreeURL = `http://127.0.0.1:${port + 4}`;
/** The owner's webhook during the tests: the main server sends it a notice of each message. */
export const webhookSinkURL = `http://127.0.0.1:${port + 5}`;
/**
 * The product's build (`npm run build`, the 5 s LOADING splash), served as `npm start` serves it:
 * the tests of the splash and its lift. Every other test visits the same content built with the
 * splash off (`npm run build:e2e`, at `baseURL`), which waits 5 s less per page and changes
 * nothing else they test.
 */
export const splashURL = `http://localhost:${port + 6}`;
/**
 * The same build as `baseURL` on a server of its own, where only the page-view tests browse: the
 * views they count are theirs alone.
 */
export const visitsURL = `http://localhost:${port + 7}`;
/**
 * The site built from the trial owner's content (`npm run build:trial`): no posts, none of the
 * sample's art; built for a path (`https://trial.example/portfolio/`) and served under it.
 */
export const trialURL = `http://localhost:${port + 8}/portfolio`;
/** The least an owner may give (`npm run build:minimal`). */
export const minimalURL = `http://localhost:${port + 9}`;
/**
 * The most of everything (`npm run build:max`), built for a path of two segments and served under
 * it by a plain static host, as GitHub Pages serves a project site: no collector, no counting.
 */
export const maxURL = `http://127.0.0.1:${port + 10}/sites/max`;
/** The other owner's site in three languages on a plain static host (tests/e2e/languages.spec.ts). */
export const staticFixtureURL = `http://127.0.0.1:${port + 11}`;
/** Where the server under test keeps contact messages (outside test-results, which Playwright empties). */
export const e2eDataDir = ".e2e-data";
/** The local D1 state of the Cloudflare run. */
export const e2eD1Dir = `${e2eDataDir}/d1`;

/** Runs against the production builds, served exactly as `npm start` serves them. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // No retries: a flaky test is a bug to fix at its cause, not to hide.
  retries: 0,
  workers: 2,
  // Two browsers share two cores: a test that takes 30 s alone (the Cloudflare form, axe over a
  // long page) took 47 s beside another. A ceiling, not a wait.
  timeout: 90_000,
  globalSetup: "./tests/e2e/global-setup.ts",
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    // The system's theme the site follows (app/app.css): dark, as the site was first designed;
    // the light theme's tests and axe runs ask for light (theme.spec.ts, a11y.spec.ts).
    colorScheme: "dark",
    // No trace by default: recording one for every test (the DOM at each step, kept only when it
    // fails) cost about a fifth of the run's time (home.spec, two workers: 130 and 97 s with it,
    // 98 and 75 s without), and a CI run's files are never seen. A failed test still says its
    // step and call log; to watch it step by step, run it again with `--trace on`
    // (docs/testing.md).
    trace: "off",
    launchOptions: {
      executablePath: findChromium(),
      args: chromiumFlags,
    },
  },
  // One browser; tests that depend on the screen size set their own viewport.
  projects: [
    {
      name: "chromium",
      testIgnore: /main-thread-budget\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    },
    // The main thread's budget, measured once every other test is done: on a machine no other
    // browser of the run keeps busy (tests/e2e/main-thread-budget.spec.ts).
    {
      name: "main thread",
      testMatch: /main-thread-budget\.spec\.ts/,
      dependencies: ["chromium"],
      use: { ...devices["Desktop Chrome"] },
    },
  ],
  webServer: [
    {
      command: "node --import tsx server/main.ts",
      url: baseURL,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        HOST: "localhost",
        CLIENT_DIR: "build-e2e/client",
        DATA_DIR: e2eDataDir,
        // The bot test sends each request from its own address, so the rate limit does not hide the other layers.
        TRUST_PROXY: "1",
        NOTIFY_WEBHOOK_URL: `${webhookSinkURL}/hook`,
        NOTIFY_RETRY_MS: "500",
        // Every test browses from this one machine's address, many pages a minute.
        VISITS_PER_MINUTE: "100000",
      },
    },
    {
      // Each run starts from no views at all.
      command: `rm -rf ${e2eDataDir}/visits && node --import tsx server/main.ts`,
      url: visitsURL,
      reuseExistingServer: false,
      env: {
        PORT: String(port + 7),
        HOST: "localhost",
        CLIENT_DIR: "build-e2e/client",
        DATA_DIR: `${e2eDataDir}/visits`,
        TRUST_PROXY: "1",
      },
    },
    {
      command: "node --import tsx server/main.ts",
      url: splashURL,
      reuseExistingServer: false,
      env: {
        PORT: String(port + 6),
        HOST: "localhost",
        DATA_DIR: `${e2eDataDir}/splash`,
        VISITS_PER_MINUTE: "100000",
      },
    },
    {
      command: "node --import tsx server/main.ts",
      url: fixtureURL,
      reuseExistingServer: false,
      env: {
        PORT: String(port + 1),
        HOST: "localhost",
        DATA_DIR: `${e2eDataDir}/fixture`,
        CLIENT_DIR: "build-fixture/client",
      },
    },
    // The owner variants' builds (tests/e2e/owner-pass.spec.ts).
    ...(
      [
        [trialURL, "trial"],
        [minimalURL, "minimal"],
      ] as const
    ).map(([url, name]) => ({
      command: "node --import tsx server/main.ts",
      url: `${url}/`,
      reuseExistingServer: false,
      env: {
        PORT: new URL(url).port,
        HOST: "localhost",
        DATA_DIR: `${e2eDataDir}/${name}`,
        CLIENT_DIR: `build-${name}/client`,
      },
    })),
    {
      // Migrated by wrangler as the Cloudflare guide says, then served as Cloudflare Pages serves it.
      command: [
        `wrangler d1 migrations apply DB --local --persist-to ${e2eD1Dir}`,
        // Its log goes to a file, not to Playwright's pipe: workerd writing request logs into a
        // pipe can fail with EPIPE and then stall or exit mid-run (cloudflare/workers-sdk#15202;
        // seen here once as a request that never got an answer). Requests it would leave
        // unanswered after an idle spell are kept away by tests/e2e/global-setup.ts.
        `wrangler pages dev build/client --ip 127.0.0.1 --port ${port + 3} --persist-to ${e2eD1Dir} --binding VISITS_PER_MINUTE=100000 > ${e2eDataDir}/wrangler-pages.log 2>&1`,
      ].join(" && "),
      url: cloudflareURL,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { WRANGLER_SEND_METRICS: "false" },
    },
    {
      command: `node --import tsx tests/e2e/servers/formspree.ts ${port + 4}`,
      url: `${formspreeURL}/submissions`,
      reuseExistingServer: false,
    },
    {
      command: `node --import tsx tests/e2e/servers/webhook-sink.ts ${port + 5}`,
      url: `${webhookSinkURL}/deliveries`,
      reuseExistingServer: false,
    },
    {
      command: `node --import tsx tests/static-host/serve.ts build/client ${port + 2}`,
      url: staticHostURL,
      reuseExistingServer: false,
    },
    {
      command: `node --import tsx tests/static-host/serve.ts build-max/client ${port + 10} /sites/max`,
      url: `${maxURL}/`,
      reuseExistingServer: false,
    },
    {
      command: `node --import tsx tests/static-host/serve.ts build-fixture/client ${port + 11}`,
      url: staticFixtureURL,
      reuseExistingServer: false,
    },
  ],
});

import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, findChromium } from "./tests/e2e/find-chromium";

const port = Number(process.env.E2E_PORT ?? 4321);
export const baseURL = `http://localhost:${port}`;
/** The site built from the second content fixture (`npm run build:fixture`). */
export const fixtureURL = `http://localhost:${port + 1}`;
/** The main build served by a plain static file server, as static hosts serve it. */
export const staticHostURL = `http://127.0.0.1:${port + 2}`;
/** Where the server under test keeps contact messages (outside test-results, which Playwright empties). */
export const e2eDataDir = ".e2e-data";

/** Runs against the production build, served exactly as `npm start` serves it. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 45_000,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: findChromium(),
      args: chromiumFlags,
    },
  },
  // One browser; tests that depend on the screen size set their own viewport.
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: [
    {
      command: "node --import tsx server/main.ts",
      url: baseURL,
      reuseExistingServer: false,
      // The fixture build posts its contact form here, from another origin, as to Formspree.
      env: { PORT: String(port), HOST: "localhost", DATA_DIR: e2eDataDir, ALLOWED_ORIGINS: fixtureURL },
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
    {
      command: `node --import tsx tests/static-host/serve.ts build/client ${port + 2}`,
      url: staticHostURL,
      reuseExistingServer: false,
    },
  ],
});

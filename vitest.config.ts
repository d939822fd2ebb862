import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { siteViteConfig } from "./site-build/site-vite-config.ts";

// Separate from vite.config.ts: React Router's plugin breaks component tests.
// The component tests see the site as built with its defaults.
export default defineConfig({
  ...siteViteConfig({}),
  test: {
    environment: "jsdom",
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "site-build/**/*.test.ts",
      "tools/**/*.test.ts",
      "support/**/*.test.ts",
      "tests/server/**/*.test.ts",
      "tests/lint/**/*.test.ts",
      "tests/owners/**/*.test.ts",
    ],
    // A file per core. Vitest's own default leaves one core free: one file at a time on two
    // cores, where the server tests mostly wait on the processes they start (413 s against 367).
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ["./tests/setup-unit.ts"],
    restoreMocks: true,
    // Frames too: the splash's lift is timed in animation frames (app/motion/after-next-frame.ts).
    fakeTimers: {
      toFake: [
        "setTimeout",
        "clearTimeout",
        "setInterval",
        "clearInterval",
        "setImmediate",
        "clearImmediate",
        "Date",
        "requestAnimationFrame",
        "cancelAnimationFrame",
      ],
    },
  },
});

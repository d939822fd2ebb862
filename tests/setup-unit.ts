import { afterEach } from "vitest";

// Only the component tests (jsdom) draw anything: the files that run in node skip loading React
// and the DOM matchers (a third of a second each, over 89 files).
if (typeof document !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  const { cleanup } = await import("@testing-library/react");
  afterEach(() => cleanup());
}

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { noViewTransitionsForReducedMotion } from "~/lib/page-flow";

/** The visitor's preference, as the browser's media query list reports it and its changes. */
const preference = {
  matches: false,
  listeners: new Set<() => void>(),
  addEventListener: (_type: string, listener: () => void) => preference.listeners.add(listener),
  removeEventListener: (_type: string, listener: () => void) => preference.listeners.delete(listener),
  set(reduced: boolean) {
    preference.matches = reduced;
    for (const listener of preference.listeners) listener();
  },
};

// jsdom has neither view transitions nor media queries: the browser's method, and the query.
const browserMethod = () => ({}) as ViewTransition;
type WithMethod = { startViewTransition?: unknown };
beforeAll(() => {
  (Document.prototype as WithMethod).startViewTransition = browserMethod;
  window.matchMedia = (() => preference) as unknown as typeof window.matchMedia;
});
afterAll(() => {
  delete (Document.prototype as WithMethod).startViewTransition;
});

describe("view transitions and reduced motion", () => {
  it("leaves the document without startViewTransition while the visitor asks for reduced motion", () => {
    preference.set(true);
    const stop = noViewTransitionsForReducedMotion();
    expect(document.startViewTransition).toBeUndefined();

    preference.set(false);
    expect(document.startViewTransition).toBe(browserMethod);
    preference.set(true);
    expect(document.startViewTransition).toBeUndefined();

    stop();
    expect(document.startViewTransition).toBe(browserMethod);
    expect(preference.listeners.size).toBe(0);
    preference.set(false);
  });

  it("changes nothing for other visitors, and leaves alone what the document has of its own", () => {
    const wrapped = () => ({}) as ViewTransition;
    Object.defineProperty(document, "startViewTransition", { value: wrapped, configurable: true });
    preference.set(false);
    const stop = noViewTransitionsForReducedMotion();
    expect(document.startViewTransition).toBe(wrapped);
    stop();
    expect(document.startViewTransition).toBe(wrapped);
    Reflect.deleteProperty(document, "startViewTransition");
  });
});

import { afterEach, describe, expect, it } from "vitest";
import { createArrivals } from "~/motion/page-arrival/arrivals";

/** A home page whose blocks have the given heights (jsdom lays nothing out). */
function homePage(heights: number[]) {
  const main = document.createElement("main");
  main.id = "main";
  for (const height of heights) {
    const block = main.appendChild(document.createElement("section"));
    block.getBoundingClientRect = () => new DOMRect(0, 0, 390, height);
  }
  document.body.append(main);
}

const widen = (width: number) =>
  Object.defineProperty(window, "innerWidth", { value: width, configurable: true });

afterEach(() => {
  document.body.replaceChildren();
  widen(1024);
});

describe("the home page's first blocks, as the visitor left them", () => {
  it("gives back the heights of the blocks noted, at the same width", () => {
    const arrivals = createArrivals();
    homePage([844, 420.5, 1210, 380, 2400]);
    arrivals.landOn(4);
    arrivals.rememberBlocks();
    expect(arrivals.blocksAsLeft(4)).toEqual([844, 420.5, 1210, 380]);
  });

  it("gives nothing once the window is another width: the blocks would wrap otherwise", () => {
    const arrivals = createArrivals();
    homePage([844, 420, 1210, 380]);
    arrivals.landOn(4);
    arrivals.rememberBlocks();
    widen(800);
    expect(arrivals.blocksAsLeft(4)).toBeUndefined();
  });

  it("gives nothing for another number of blocks, and notes nothing of a page with too few", () => {
    const arrivals = createArrivals();
    homePage([844, 420, 1210, 380]);
    arrivals.landOn(4);
    arrivals.rememberBlocks();
    expect(arrivals.blocksAsLeft(3)).toBeUndefined();
    document.body.replaceChildren();
    homePage([500, 500]);
    arrivals.landOn(4);
    arrivals.rememberBlocks();
    expect(arrivals.blocksAsLeft(4)).toEqual([844, 420, 1210, 380]);
  });

  it("is nothing a new app has noted: each app keeps its own", () => {
    homePage([844, 420, 1210, 380]);
    const leaving = createArrivals();
    leaving.landOn(4);
    leaving.rememberBlocks();
    expect(createArrivals().blocksAsLeft(4)).toBeUndefined();
  });
});

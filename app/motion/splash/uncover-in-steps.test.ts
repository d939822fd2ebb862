import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { coverInBlocks, pageBlocks } from "~/motion/splash/uncover-in-steps";

function page() {
  const wrapper = document.createElement("div");
  wrapper.innerHTML = `
    <nav id="chrome"><a href="/">Home</a></nav>
    <main><section id="hero"><a href="#a">A</a></section><section id="about"></section><section id="contact"></section></main>
    <footer id="footer"></footer>`;
  document.body.append(wrapper);
  return wrapper;
}

const inertIds = (wrapper: Element) => [...wrapper.querySelectorAll("[inert]")].map((element) => element.id);

describe("uncovering the page in steps", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it("takes the page's top-level elements as blocks, and main by its sections", () => {
    expect(pageBlocks(page()).map((block) => block.id)).toEqual([
      "chrome",
      "hero",
      "about",
      "contact",
      "footer",
    ]);
  });

  it("makes every block inert, not the page or main, so nothing beneath the splash can be reached", () => {
    const wrapper = page();
    coverInBlocks(wrapper);
    expect(inertIds(wrapper)).toEqual(["chrome", "hero", "about", "contact", "footer"]);
    expect(wrapper.querySelector("main")?.hasAttribute("inert")).toBe(false);
  });

  it("uncovers one block a frame, top down, and then asks for no more frames", () => {
    const wrapper = page();
    const covered = coverInBlocks(wrapper);
    covered.startUncovering();
    expect(inertIds(wrapper)).toHaveLength(5);
    for (const left of [4, 3, 2, 1, 0]) {
      vi.advanceTimersToNextFrame();
      expect(inertIds(wrapper)).toHaveLength(left);
    }
    expect(vi.getTimerCount()).toBe(0);
  });

  it("uncovers whatever is left at once, and stops stepping", () => {
    const wrapper = page();
    const covered = coverInBlocks(wrapper);
    covered.startUncovering();
    vi.advanceTimersToNextFrame();
    expect(inertIds(wrapper)).toEqual(["hero", "about", "contact", "footer"]);
    covered.uncoverAll();
    expect(inertIds(wrapper)).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("starts stepping once, however often it is asked", () => {
    const wrapper = page();
    const covered = coverInBlocks(wrapper);
    covered.startUncovering();
    covered.startUncovering();
    vi.advanceTimersToNextFrame();
    expect(inertIds(wrapper)).toHaveLength(4);
  });
});

import { afterEach, describe, expect, it } from "vitest";
import { trapTabKey } from "~/lib/focus-trap";

function setup() {
  document.body.innerHTML = `<div id="box"><button id="a">A</button><a id="b" href="#x">B</a><button id="c">C</button></div>`;
  const box = document.getElementById("box") as HTMLElement;
  // jsdom has no layout: make every element count as rendered.
  for (const element of box.querySelectorAll<HTMLElement>("*")) {
    Object.defineProperty(element, "offsetParent", { get: () => box });
  }
  return box;
}

const tab = (shiftKey = false) => new KeyboardEvent("keydown", { key: "Tab", shiftKey, cancelable: true });

describe("trapTabKey", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("wraps from the last control to the first", () => {
    const box = setup();
    document.getElementById("c")?.focus();
    const event = tab();
    trapTabKey(event, box);
    expect(event.defaultPrevented).toBe(true);
    expect(document.activeElement?.id).toBe("a");
  });

  it("wraps from the first control back to the last with Shift+Tab", () => {
    const box = setup();
    document.getElementById("a")?.focus();
    trapTabKey(tab(true), box);
    expect(document.activeElement?.id).toBe("c");
  });

  it("sends focus inside from the container itself, either way", () => {
    const box = setup();
    box.tabIndex = -1;
    box.focus();
    trapTabKey(tab(true), box);
    expect(document.activeElement?.id).toBe("c");
    box.focus();
    trapTabKey(tab(), box);
    expect(document.activeElement?.id).toBe("a");
  });

  it("leaves Tab alone in the middle", () => {
    const box = setup();
    document.getElementById("b")?.focus();
    const event = tab();
    trapTabKey(event, box);
    expect(event.defaultPrevented).toBe(false);
  });
});

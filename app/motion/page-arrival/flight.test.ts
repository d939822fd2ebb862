// @vitest-environment node
import { describe, expect, it } from "vitest";
import { flightTransform, inSight } from "~/motion/page-arrival/flight";

const phone = { width: 390, height: 844 };

describe("an image's flight between pages", () => {
  it("starts over the old box: moved by the distance between the corners, scaled by the widths", () => {
    const card = { left: 16, top: 300, width: 358, height: 223.75 };
    const header = { left: 20, top: 420, width: 350, height: 218.75 };
    expect(flightTransform(card, header)).toBe("translate(-4px, -120px) scale(1.0229)");
    expect(flightTransform(header, card)).toBe("translate(4px, 120px) scale(0.9777)");
  });

  it("starts nowhere when the boxes are the same", () => {
    const box = { left: 0, top: 10, width: 100, height: 62.5 };
    expect(flightTransform(box, box)).toBe("translate(0px, 0px) scale(1)");
  });

  it("takes a box as in sight when any part of it is in the viewport", () => {
    expect(inSight({ left: 0, top: -100, width: 390, height: 101 }, phone)).toBe(true);
    expect(inSight({ left: 0, top: 843, width: 390, height: 200 }, phone)).toBe(true);
    expect(inSight({ left: 0, top: -100, width: 390, height: 100 }, phone)).toBe(false);
    expect(inSight({ left: 0, top: 844, width: 390, height: 200 }, phone)).toBe(false);
    expect(inSight({ left: 390, top: 0, width: 100, height: 100 }, phone)).toBe(false);
  });
});

// @vitest-environment node
import { describe, expect, it } from "vitest";
import { marqueeRepeats, marqueeSeconds } from "~/lib/content/marquee-fill";

const sample = ["React", "Next", "Tailwind", "Node", "Mongo DB", "Framer Motion"];

describe("the marquee's fill", () => {
  it("writes the sample's six tools once per copy, sliding past in the product's 38 s", () => {
    expect(marqueeRepeats(sample)).toBe(1);
    expect(marqueeSeconds(sample)).toBe(38);
  });

  it("repeats a short stack until a copy spans a 2560 px screen, at the same pace", () => {
    expect(marqueeRepeats(["Go", "Postgres"])).toBe(3);
    expect(marqueeRepeats(["Go"])).toBe(8);
    // Three times the two tools come to about 2,640 px against the sample's 3,120 in 38 s.
    expect(marqueeSeconds(["Go", "Postgres"])).toBe(32);
  });

  it("does not repeat a long stack, which takes longer to pass", () => {
    const many = Array.from({ length: 24 }, (_, index) => `Tool number ${index}`);
    expect(marqueeRepeats(many)).toBe(1);
    expect(marqueeSeconds(many)).toBeGreaterThan(38 * 3);
  });
});

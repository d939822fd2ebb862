import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SocialIcon } from "~/components/social-icon";
import { SOCIAL_ICONS } from "~/content/schema";
import { SOCIAL_MARKS } from "~/lib/content/social-marks";

describe("SocialIcon", () => {
  it.each(SOCIAL_ICONS)("draws %s as a line mark hidden from screen readers", (icon) => {
    const { container } = render(<SocialIcon mark={SOCIAL_MARKS[icon]} className="size-4" />);
    const svg = container.querySelector("svg");
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg).toHaveAttribute("viewBox", "0 0 24 24");
    expect(svg).toHaveAttribute("fill", "none");
    expect(svg).toHaveClass("size-4");
    expect(svg?.querySelector("path")?.getAttribute("d")).toMatch(/^M/);
  });
});

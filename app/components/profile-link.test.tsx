import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProfileLink } from "~/components/profile-link";
import { words } from "~/lib/interface-words";

describe("ProfileLink", () => {
  it("opens a profile in a new tab, safely, with rel=me for Mastodon's verification", () => {
    render(<ProfileLink href="https://social.example.org/@jane">Mastodon</ProfileLink>);
    // The site's words (an owner's own where they changed them), with or without a space between.
    const link = screen.getByRole("link", {
      name: (name) => name.startsWith("Mastodon") && name.endsWith(words.a11y.opensInNewTab.trim()),
    });
    expect(link).toHaveAttribute("href", "https://social.example.org/@jane");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "me noopener noreferrer");
  });

  it("opens an e-mail address in place", () => {
    render(<ProfileLink href="mailto:jane@example.com">E-mail</ProfileLink>);
    const link = screen.getByRole("link", { name: "E-mail" });
    expect(link).toHaveAttribute("href", "mailto:jane@example.com");
    expect(link).not.toHaveAttribute("target");
    expect(link).toHaveAttribute("rel", "me");
  });
});

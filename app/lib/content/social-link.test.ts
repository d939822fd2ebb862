// @vitest-environment node
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type Content, SOCIAL_ICONS } from "~/content/schema";
import { iconOf, socialIconOf } from "~/lib/content/social-link";
import { checkContent } from "../../../site-build/content/content-check";
import fixture from "../../../tests/fixtures/content-alt/index";

describe("the icon a profile's address implies", () => {
  it.each([
    ["https://github.com/jane", "github"],
    ["https://www.linkedin.com/in/jane", "linkedin"],
    ["https://uk.linkedin.com/in/jane", "linkedin"],
    ["https://x.com/jane", "x"],
    ["https://twitter.com/jane", "x"],
    ["https://mastodon.social/@jane", "mastodon"],
    ["https://fosstodon.org/@jane", "mastodon"],
    ["https://hachyderm.io/@jane", "mastodon"],
    ["https://bsky.app/profile/jane.bsky.social", "bluesky"],
    ["https://gitlab.com/jane", "gitlab"],
    ["https://stackoverflow.com/users/123/jane", "stackoverflow"],
    ["https://www.youtube.com/@jane", "youtube"],
    ["https://codepen.io/jane", "codepen"],
    ["https://dribbble.com/jane", "dribbble"],
    ["https://www.behance.net/jane", "behance"],
    ["https://instagram.com/jane", "instagram"],
  ])("%s → %s", (href, icon) => {
    expect(socialIconOf(href)).toBe(icon);
  });

  it("knows a Mastodon profile on any server by its /@name", () => {
    expect(socialIconOf("https://social.example.org/@jane")).toBe("mastodon");
    expect(socialIconOf("https://social.example.org/@jane/")).toBe("mastodon");
    expect(socialIconOf("https://medium.com/@jane")).toBe("link");
    expect(socialIconOf("https://www.threads.net/@jane")).toBe("link");
  });

  it("draws the envelope for an e-mail address, the feed mark for a feed, the generic mark for the rest", () => {
    expect(socialIconOf("mailto:jane@example.com")).toBe("email");
    expect(socialIconOf("https://jane.example/feed.xml")).toBe("rss");
    expect(socialIconOf("https://jane.example/blog/rss")).toBe("rss");
    for (const href of ["https://jane.example", "https://dev.to/jane", "https://www.twitch.tv/jane"])
      expect(socialIconOf(href)).toBe("link");
    expect(socialIconOf("https://jane.github.io/")).toBe("link");
    expect(socialIconOf("not an address")).toBe("link");
  });

  it("lets an entry's own icon win", () => {
    expect(iconOf({ label: "Blog", href: "https://github.com/jane", icon: "rss" })).toBe("rss");
    expect(iconOf({ label: "GitHub", href: "https://github.com/jane" })).toBe("github");
  });
});

describe("npm run check, on social links", () => {
  const contentDir = path.resolve("tests/fixtures/content-alt");
  const withLinks = (socialLinks: unknown[]) => ({ ...structuredClone(fixture), socialLinks }) as Content;

  it("takes profiles of any network, with or without an icon, and an e-mail address", () => {
    const links = [
      { label: "Mastodon", href: "https://social.example.org/@jane" },
      { label: "Blog", href: "https://jane.example" },
      { label: "E-mail", href: "mailto:jane@example.com" },
      { label: "GitHub", href: "https://github.com/jane", icon: "github" },
    ];
    expect(checkContent(withLinks(links), contentDir)).toEqual([]);
  });

  it("refuses an icon it does not draw, naming those it does and the generic mark", () => {
    const problems = checkContent(
      withLinks([
        { label: "Mastodon", href: "https://social.example.org/@jane", icon: "icons/mastodon.svg" },
      ]),
      contentDir,
    );
    expect(problems).toEqual([
      {
        file: path.join(contentDir, "social-links.ts"),
        field: "socialLinks[0].icon",
        message: "is not one of the icons the site draws",
        fix: `use one of: ${SOCIAL_ICONS.join(", ")}; or leave icon out: it is then taken from href, and a site without an icon of its own gets a generic mark`,
      },
    ]);
    expect(problems[0]?.fix).toContain("mastodon, bluesky");
    expect(problems[0]?.fix).not.toContain("images/");
  });

  it("refuses an address that is neither a web page nor an e-mail address", () => {
    const [problem] = checkContent(withLinks([{ label: "Me", href: "jane@example.com" }]), contentDir);
    expect(problem).toMatchObject({ field: "socialLinks[0].href", fix: expect.stringContaining("mailto:") });
  });
});

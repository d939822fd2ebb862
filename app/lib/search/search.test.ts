// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { excerptParts } from "./excerpt";
import { opensSearch } from "./search-keys";
import { siteAddress } from "./site-search";

const press = (
  key: string,
  more: Partial<KeyboardEvent> = {},
  target: EventTarget | null = document.body,
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  isComposing: false,
  target,
  ...more,
});

describe("the search's shortcut", () => {
  it("is Ctrl+K or ⌘K anywhere, and / outside a field", () => {
    expect(opensSearch(press("k", { ctrlKey: true }))).toBe(true);
    expect(opensSearch(press("K", { metaKey: true }))).toBe(true);
    expect(opensSearch(press("/"))).toBe(true);
    expect(opensSearch(press("k"))).toBe(false);
    expect(opensSearch(press("k", { ctrlKey: true, altKey: true }))).toBe(false);
  });

  it("leaves / to whoever is typing in a field", () => {
    const fields = [
      document.createElement("input"),
      document.createElement("textarea"),
      document.createElement("select"),
    ];
    const editable = document.createElement("div");
    editable.setAttribute("contenteditable", "true");
    for (const field of [...fields, editable]) {
      expect(opensSearch(press("/", {}, field))).toBe(false);
      expect(opensSearch(press("k", { ctrlKey: true }, field))).toBe(true);
    }
    expect(opensSearch(press("/", { isComposing: true }))).toBe(false);
  });
});

describe("a result's excerpt", () => {
  it("is runs of text, the matches marked, the index's escapes read back", () => {
    expect(
      excerptParts("Paid with <mark>Stripe</mark> &amp; kept &lt;b&gt; as text &#8212; <mark>stripe</mark>"),
    ).toEqual([
      { text: "Paid with ", marked: false },
      { text: "Stripe", marked: true },
      { text: " & kept <b> as text — ", marked: false },
      { text: "stripe", marked: true },
    ]);
  });

  it("never carries markup of its own through", () => {
    const parts = excerptParts('<img src=x onerror="alert(1)">hello <mark><b>you</b></mark>');
    expect(parts).toEqual([
      { text: "hello ", marked: false },
      { text: "you", marked: true },
    ]);
  });
});

describe("a result's address", () => {
  it("is the site's own, without the folder's slash", () => {
    expect(siteAddress("/project/2/")).toBe("/project/2");
    expect(siteAddress("/writing/a-post/")).toBe("/writing/a-post");
    expect(siteAddress("/")).toBe("/");
    expect(siteAddress("/#services")).toBe("/#services");
    expect(siteAddress("/project/2/#results")).toBe("/project/2#results");
  });
});

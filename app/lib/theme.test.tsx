import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ThemeSwitch } from "~/components/theme-switch";
import { words } from "~/lib/interface-words";
import { chooseTheme, schemeNow, THEME_SCRIPT, themeChoice } from "~/lib/theme";

/** A system that prefers `scheme` (jsdom has no media queries of its own). */
const systemPrefers = (scheme: "light" | "dark") =>
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query.includes(scheme),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

/** The two theme-color metas the document's head holds (root.tsx). */
function chromeColours() {
  document.head.innerHTML = ["light", "dark"]
    .map(
      (scheme) =>
        `<meta name="theme-color" media="(prefers-color-scheme: ${scheme})" content="${scheme === "light" ? "#fff" : "#000"}" data-light="#fff" data-dark="#000">`,
    )
    .join("");
  return () =>
    [...document.querySelectorAll<HTMLMetaElement>("meta[name=theme-color]")].map((m) => m.content);
}

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
  document.head.innerHTML = "";
  vi.unstubAllGlobals();
});

describe("the theme", () => {
  it("follows the system until the visitor chooses, and keeps a choice on this device", () => {
    systemPrefers("light");
    expect(themeChoice()).toBe("system");
    expect(schemeNow()).toBe("light");
    const chrome = chromeColours();

    chooseTheme("dark");
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(schemeNow()).toBe("dark");
    expect(chrome()).toEqual(["#000", "#000"]);

    chooseTheme("system");
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(localStorage.getItem("theme")).toBeNull();
    expect(chrome()).toEqual(["#fff", "#000"]);
  });

  it("is applied before the first paint from what was kept, and nothing else", () => {
    const chrome = chromeColours();
    localStorage.setItem("theme", "light");
    new Function(THEME_SCRIPT)();
    expect(document.documentElement.dataset.theme).toBe("light");
    expect(chrome()).toEqual(["#fff", "#fff"]);

    delete document.documentElement.dataset.theme;
    localStorage.setItem("theme", "<img src=x>");
    new Function(THEME_SCRIPT)();
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  it("is a group of three radios in the menu, the chosen one checked", async () => {
    systemPrefers("dark");
    render(<ThemeSwitch />);
    const system = screen.getByRole("radio", { name: words.theme.choices.system });
    expect(screen.getByRole("group", { name: words.theme.name })).toContainElement(system);
    expect(system).toBeChecked();
    await userEvent.click(screen.getByRole("radio", { name: words.theme.choices.light }));
    expect(screen.getByRole("radio", { name: words.theme.choices.light })).toBeChecked();
    expect(document.documentElement.dataset.theme).toBe("light");
    act(() => chooseTheme("dark"));
    expect(screen.getByRole("radio", { name: words.theme.choices.dark })).toBeChecked();
  });
});

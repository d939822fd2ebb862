// @vitest-environment node
import { describe, expect, it } from "vitest";
import { useAppStore } from "~/lib/app-store";

describe("the app store", () => {
  it("starts with the menu closed, and opens and closes it", () => {
    expect(useAppStore.getState().menuOpen).toBe(false);
    useAppStore.getState().setMenuOpen(true);
    expect(useAppStore.getState().menuOpen).toBe(true);
    useAppStore.getState().setMenuOpen(false);
    expect(useAppStore.getState().menuOpen).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { INITIAL_LOAD_TIMEOUT_MS } from "~/lib/constants";
import { parseSplashMs } from "~/lib/settings";

describe("splash duration setting", () => {
  it("defaults to the spec's initial-load time-out", () => {
    expect(parseSplashMs(undefined)).toBe(INITIAL_LOAD_TIMEOUT_MS);
    expect(parseSplashMs(" ")).toBe(INITIAL_LOAD_TIMEOUT_MS);
  });
  it("accepts 0 (splash off) and other durations", () => {
    expect(parseSplashMs("0")).toBe(0);
    expect(parseSplashMs("1200")).toBe(1200);
  });
  it("rejects what is not a duration", () => {
    expect(() => parseSplashMs("soon")).toThrow(/PUBLIC_SPLASH_MS/);
    expect(() => parseSplashMs("-5")).toThrow(/PUBLIC_SPLASH_MS/);
  });
});

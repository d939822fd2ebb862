// @vitest-environment node
import { describe, expect, it } from "vitest";
import { parseSlowdownSetting, suggestedCpuSlowdown } from "./cpu-slowdown";

describe("suggestedCpuSlowdown", () => {
  it("follows the calculator's scale through its fixed points", () => {
    expect(suggestedCpuSlowdown(150)).toBe(1);
    expect(suggestedCpuSlowdown(800)).toBe(2);
    expect(suggestedCpuSlowdown(1300)).toBe(3);
    expect(suggestedCpuSlowdown(1533)).toBe(4);
    expect(suggestedCpuSlowdown(2000)).toBe(6);
  });

  it("is linear between them, to one decimal", () => {
    expect(suggestedCpuSlowdown(475)).toBe(1.5);
    expect(suggestedCpuSlowdown(1050)).toBe(2.5);
    expect(suggestedCpuSlowdown(1416)).toBe(3.5);
  });

  it("has no answer for a machine slower than the phone, or no index", () => {
    expect(suggestedCpuSlowdown(149)).toBeUndefined();
    expect(suggestedCpuSlowdown(Number.NaN)).toBeUndefined();
  });
});

describe("parseSlowdownSetting", () => {
  it("takes Lighthouse's own 4× when unset or blank", () => {
    expect(parseSlowdownSetting(undefined)).toBe(4);
    expect(parseSlowdownSetting(" ")).toBe(4);
  });

  it("reads a fixed slowdown, or calibration asked for by name", () => {
    expect(parseSlowdownSetting("3.1")).toBe(3.1);
    expect(parseSlowdownSetting("4")).toBe(4);
    expect(parseSlowdownSetting(" calibrated ")).toBe("calibrated");
  });

  it("refuses anything else instead of measuring with it", () => {
    expect(() => parseSlowdownSetting("fast")).toThrow(/BENCH_CPU_SLOWDOWN/);
    expect(() => parseSlowdownSetting("0.5")).toThrow(/1 or more/);
  });
});

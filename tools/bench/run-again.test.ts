// @vitest-environment node
import { describe, expect, it } from "vitest";
import { runAgainIfBroken } from "./run-again.ts";

/** A run that answers each of `outcomes` in turn: an error's name, or "" for a good run. */
function runs(...outcomes: string[]) {
  let made = 0;
  const measure = async () => ({ run: made, error: outcomes[made++] || undefined });
  return { measure, made: () => made };
}

describe("runAgainIfBroken", () => {
  it("keeps a run that measured, and runs nothing more", async () => {
    const { measure, made } = runs("");
    const { result, errors } = await runAgainIfBroken(measure, (r) => r.error, 2);
    expect(result.run).toBe(0);
    expect(errors).toEqual([]);
    expect(made()).toBe(1);
  });

  it("runs again after a broken run, and names what broke", async () => {
    const { measure, made } = runs("NO_NAVSTART", "");
    const { result, errors } = await runAgainIfBroken(measure, (r) => r.error, 2);
    expect(result).toEqual({ run: 1, error: undefined });
    expect(errors).toEqual(["NO_NAVSTART"]);
    expect(made()).toBe(2);
  });

  it("stops after its repeats, keeping the last broken run", async () => {
    const { measure, made } = runs("NO_NAVSTART", "NO_FCP", "NO_NAVSTART", "");
    const { result, errors } = await runAgainIfBroken(measure, (r) => r.error, 2);
    expect(result).toEqual({ run: 2, error: "NO_NAVSTART" });
    expect(errors).toEqual(["NO_NAVSTART", "NO_FCP"]);
    expect(made()).toBe(3);
  });
});

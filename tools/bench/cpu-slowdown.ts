/**
 * The CPU slowdown that makes this machine stand for Lighthouse's mid-tier phone,
 * from its CPU benchmark index, on the scale of the calculator Lighthouse's
 * throttling guide links to: 1× at an index of 150, 2× at 800, 3× at 1300, then
 * one more for every 233 (so Lighthouse's own 4× fits an index of about 1533).
 * Undefined below 150, where the machine is slower than the phone it would stand for.
 */
export function suggestedCpuSlowdown(benchmarkIndex: number): number | undefined {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return undefined;
  const slowdown =
    benchmarkIndex < 800
      ? 1 + (benchmarkIndex - 150) / 650
      : benchmarkIndex < 1300
        ? 2 + (benchmarkIndex - 800) / 500
        : 3 + (benchmarkIndex - 1300) / 233;
  return Math.round(slowdown * 10) / 10;
}

/**
 * BENCH_CPU_SLOWDOWN: a fixed slowdown (Lighthouse's own 4×, the default, also when
 * unset), or "calibrated" to this machine.
 */
type SlowdownSetting = number | "calibrated";

/** Lighthouse's own phone CPU slowdown: what its calculator gives for an index of about 1533. */
export const LIGHTHOUSE_CPU_SLOWDOWN = 4;

export function parseSlowdownSetting(value: string | undefined): SlowdownSetting {
  const setting = value?.trim();
  if (!setting) return LIGHTHOUSE_CPU_SLOWDOWN;
  if (setting === "calibrated") return "calibrated";
  const slowdown = Number(setting);
  if (!Number.isFinite(slowdown) || slowdown < 1) {
    throw new Error(`BENCH_CPU_SLOWDOWN must be a slowdown of 1 or more, or "calibrated"; got "${value}"`);
  }
  return slowdown;
}

/**
 * Runs `measure` until its result says it measured (`brokenBy` returns nothing), at most
 * `repeats` more times. A run that broke as a whole measured nothing, so it does not count
 * as one of the runs; the errors it gave are returned, for the report to say so. The last
 * result is kept even when it broke too, its error left in it.
 */
export async function runAgainIfBroken<T>(
  measure: () => Promise<T>,
  brokenBy: (result: T) => string | undefined,
  repeats: number,
): Promise<{ result: T; errors: string[] }> {
  const errors: string[] = [];
  let result = await measure();
  for (let again = 0; again < repeats; again++) {
    const error = brokenBy(result);
    if (!error) break;
    errors.push(error);
    result = await measure();
  }
  return { result, errors };
}

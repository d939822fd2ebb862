import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";

/** Solves a challenge the collector issued, as the form's worker does, into the `altcha` field's value. */
export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("the challenge could not be solved");
  return btoa(JSON.stringify({ challenge, solution }));
}

/** Fetches a challenge from a collector (its base address) and solves it. */
export async function provenField(baseUrl: string, fetcher: (url: string) => Promise<Response> = fetch) {
  const response = await fetcher(`${baseUrl}/api/contact/challenge`);
  if (!response.ok) throw new Error(`no challenge: HTTP ${response.status} ${await response.text()}`);
  return solve((await response.json()) as Challenge);
}

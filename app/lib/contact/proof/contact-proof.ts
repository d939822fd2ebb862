import type { ChallengeParameters, Solution } from "./solve";

type Challenge = { parameters: ChallengeParameters & { expiresAt?: number }; signature?: string };
type Proof = { field: string; expiresAt: number };

/** A proof is fetched again when its challenge has less than this left. */
const FRESH_FOR_MS = 5 * 60_000;

/**
 * The built-in collector's challenge address for the form's endpoint; nothing
 * when the form posts to an outside service (Formspree asks for no proof).
 */
export function challengeUrl(endpoint: string): string | undefined {
  const path = endpoint.split(/[?#]/)[0]?.replace(/\/+$/, "") ?? "";
  return path.endsWith("/api/contact") ? `${path}/challenge` : undefined;
}

/** Solves off the main thread; where a module worker cannot start (an old browser), on it. */
async function solveInWorker(parameters: ChallengeParameters): Promise<Solution> {
  try {
    return await inWorker(parameters);
  } catch {
    const solution = (await import("./solve")).solve(parameters);
    if (!solution) throw new Error("no solution");
    return solution;
  }
}

function inWorker(parameters: ChallengeParameters): Promise<Solution> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./solver.worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = (event: MessageEvent<Solution | null>) => {
      worker.terminate();
      if (event.data) resolve(event.data);
      else reject(new Error("no solution"));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message));
    };
    worker.postMessage(parameters);
  });
}

/** What the visitor's browser spends on it, as a user-timing measure (the bench reads it). */
export const PROOF_MEASURE = "contact form: proof of work";

async function prove(url: string): Promise<Proof> {
  const started = performance.now();
  const response = await fetch(url, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`no challenge (HTTP ${response.status})`);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveInWorker(challenge.parameters);
  performance.measure(PROOF_MEASURE, {
    start: started,
    detail: { counter: solution.counter, solveMs: solution.time },
  });
  return {
    field: btoa(JSON.stringify({ challenge, solution })),
    expiresAt: (challenge.parameters.expiresAt ?? 0) * 1000,
  };
}

/**
 * Starts the form's proof of work in the background (fetch a challenge, solve it
 * in a worker); `field()` gives the value for the form's `altcha` field once it is
 * ready, solving again if the first try failed or its challenge is about to expire.
 * Nothing when the endpoint asks for no proof, or none could be had.
 */
export function startProof(endpoint: string) {
  const url = challengeUrl(endpoint);
  let current = url ? prove(url) : undefined;
  current?.catch(() => undefined);
  return {
    field: async (): Promise<string | undefined> => {
      if (!url || !current) return undefined;
      let proof = await current.catch(() => undefined);
      if (!proof || proof.expiresAt - Date.now() < FRESH_FOR_MS) {
        current = prove(url);
        proof = await current.catch(() => undefined);
      }
      return proof?.field;
    },
  };
}

// ALTCHA's proof of work (altcha-lib, Web Crypto only): runs on every runtime.
import { type Challenge, createChallenge, type Solution, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";

/** A challenge is good for this long after it is issued. */
const CHALLENGE_LIFETIME_MS = 30 * 60_000;

/** Two keys from the installation's one: one signs challenges, the other the key a solver must find. */
const keys = (secret: string) => ({
  hmacSignatureSecret: `${secret}:challenge`,
  hmacKeySignatureSecret: `${secret}:solution`,
});

/** A uniformly random whole number in [low, high]. */
function randomBetween(low: number, high: number): number {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return low + (value % (high - low + 1));
}

/**
 * A signed challenge: the browser must find the counter (between half the
 * difficulty and all of it) whose SHA-256 with the challenge's salt and nonce
 * starts with the given prefix, trying 0, 1, 2… The time it was issued is signed
 * into it, for the time trap.
 */
export function issueChallenge(secret: string, difficulty: number, now: Date): Promise<Challenge> {
  return createChallenge({
    algorithm: "SHA-256",
    cost: 1,
    counter: randomBetween(Math.ceil(difficulty / 2), difficulty),
    deriveKey,
    expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
    data: { issuedAt: now.getTime() },
    ...keys(secret),
  });
}

type ProofCheck =
  | { ok: true; signature: string; issuedAt: number; expiresAt: Date }
  | { ok: false; code: "PROOF_REQUIRED" | "PROOF_INVALID" | "PROOF_EXPIRED"; message: string };

/** What the form sends in its `altcha` field: base64 of `{ challenge, solution }`. */
function decode(field: unknown): { challenge: Challenge; solution: Solution } | undefined {
  if (typeof field !== "string" || field.length > 4096) return undefined;
  try {
    const payload = JSON.parse(atob(field)) as { challenge?: Challenge; solution?: Solution };
    if (!payload.challenge?.parameters || !payload.solution) return undefined;
    return { challenge: payload.challenge, solution: payload.solution };
  } catch {
    return undefined;
  }
}

/** Whether the `altcha` field holds a solved challenge this installation signed, not yet expired. */
export async function checkProof(field: unknown, secret: string): Promise<ProofCheck> {
  if (field === undefined || field === null || field === "") {
    return { ok: false, code: "PROOF_REQUIRED", message: "altcha is required: the form's proof of work" };
  }
  const payload = decode(field);
  const invalid = {
    ok: false,
    code: "PROOF_INVALID",
    message: "altcha does not hold a valid proof of work",
  } as const;
  if (!payload) return invalid;
  try {
    const result = await verifySolution({ ...payload, deriveKey, ...keys(secret) });
    if (result.expired)
      return { ok: false, code: "PROOF_EXPIRED", message: "altcha's challenge has expired" };
    if (!result.verified || !payload.challenge.signature) return invalid;
  } catch {
    return invalid;
  }
  const { parameters, signature } = payload.challenge;
  return {
    ok: true,
    signature,
    issuedAt: Number(parameters.data?.issuedAt ?? 0),
    expiresAt: new Date((parameters.expiresAt ?? 0) * 1000),
  };
}

import { ShortMessageHasher } from "./sha256";

/** The parts of an ALTCHA challenge (SHA-256, cost 1) the solver needs. */
export type ChallengeParameters = { salt: string; nonce: string; keyPrefix: string; keyLength?: number };
export type Solution = { counter: number; derivedKey: string; time: number };

const bytesOf = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
const hexOf = (words: Uint32Array) =>
  [...words].map((word) => (word >>> 0).toString(16).padStart(8, "0")).join("");

/**
 * Finds the counter whose SHA-256 of salt, nonce and counter (4 bytes, big-endian)
 * starts with the challenge's key prefix, trying 0, 1, 2… as ALTCHA's solver does.
 */
export function solve(parameters: ChallengeParameters, maxCounter = 0xffffffff): Solution | undefined {
  const started = performance.now();
  const fixed = new Uint8Array([...bytesOf(parameters.salt), ...bytesOf(parameters.nonce)]);
  const hasher = new ShortMessageHasher(fixed.length + 4);
  hasher.block.set(fixed);
  const view = new DataView(hasher.block.buffer);
  const prefix = bytesOf(parameters.keyPrefix);
  const prefixWords = new DataView(new Uint8Array([...prefix, 0, 0, 0]).buffer);
  const fullWords = prefix.length >> 2;
  const keyHex = (parameters.keyLength ?? 32) * 2;
  for (let counter = 0; counter <= maxCounter; counter++) {
    view.setUint32(fixed.length, counter);
    const digest = hasher.hash();
    let matches = true;
    for (let i = 0; i < fullWords && matches; i++) matches = digest[i] === prefixWords.getUint32(i * 4);
    for (let i = fullWords * 4; i < prefix.length && matches; i++) {
      matches = (((digest[i >> 2] ?? 0) >>> (24 - (i % 4) * 8)) & 0xff) === prefix[i];
    }
    if (matches) {
      return {
        counter,
        derivedKey: hexOf(digest).slice(0, keyHex),
        time: Math.round(performance.now() - started),
      };
    }
  }
  return undefined;
}

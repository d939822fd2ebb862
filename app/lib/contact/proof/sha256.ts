// The index checks of a typed array this code sized itself would only cost time in the hot loop.
/* biome-ignore-all lint/style/noNonNullAssertion: indices are within the arrays' fixed lengths */
/**
 * SHA-256 of one short message (up to 55 bytes: a single block), without
 * allocating: the solver hashes tens of thousands of them in a row, and Web
 * Crypto's per-call cost would be most of the time.
 */
const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);
const H0 = [
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
] as const;

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

/** A message of a fixed length whose bytes can change between hashes. */
export class ShortMessageHasher {
  readonly block = new Uint8Array(64);
  private readonly w = new Uint32Array(64);
  readonly digest = new Uint32Array(8);

  constructor(readonly length: number) {
    if (length > 55) throw new RangeError("one block holds at most 55 bytes");
    this.block[length] = 0x80;
    new DataView(this.block.buffer).setUint32(60, length * 8);
  }

  /** Hashes `block[0..length)`; the result is left in `digest` (big-endian words). */
  hash(): Uint32Array {
    const { block, w, digest } = this;
    for (let i = 0; i < 16; i++) {
      w[i] = (block[i * 4]! << 24) | (block[i * 4 + 1]! << 16) | (block[i * 4 + 2]! << 8) | block[i * 4 + 3]!;
    }
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15]!;
      const b = w[i - 2]!;
      const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
      const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
    }
    let a: number = H0[0];
    let b: number = H0[1];
    let c: number = H0[2];
    let d: number = H0[3];
    let e: number = H0[4];
    let f: number = H0[5];
    let g: number = H0[6];
    let h: number = H0[7];
    for (let i = 0; i < 64; i++) {
      const t1 = (h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) | 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    digest[0] = (H0[0] + a) | 0;
    digest[1] = (H0[1] + b) | 0;
    digest[2] = (H0[2] + c) | 0;
    digest[3] = (H0[3] + d) | 0;
    digest[4] = (H0[4] + e) | 0;
    digest[5] = (H0[5] + f) | 0;
    digest[6] = (H0[6] + g) | 0;
    digest[7] = (H0[7] + h) | 0;
    return digest;
  }
}

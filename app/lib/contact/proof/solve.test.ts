// @vitest-environment node
import { createHash } from "node:crypto";
import { createChallenge, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { describe, expect, it } from "vitest";
import { challengeUrl } from "./contact-proof";
import { ShortMessageHasher } from "./sha256";
import { solve } from "./solve";

const keys = { hmacSignatureSecret: "challenge-key", hmacKeySignatureSecret: "solution-key" };

describe("the form's proof-of-work solver", () => {
  it("hashes as SHA-256 does", () => {
    for (const length of [0, 1, 36, 55]) {
      const hasher = new ShortMessageHasher(length);
      for (let i = 0; i < length; i++) hasher.block[i] = (i * 37 + 11) & 0xff;
      const ours = [...hasher.hash()].map((word) => (word >>> 0).toString(16).padStart(8, "0")).join("");
      expect(ours).toBe(createHash("sha256").update(hasher.block.subarray(0, length)).digest("hex"));
    }
  });

  it("finds the counter ALTCHA's challenge hides, and the collector's check accepts it", async () => {
    for (const counter of [0, 7, 12_345]) {
      const challenge = await createChallenge({ algorithm: "SHA-256", cost: 1, counter, deriveKey, ...keys });
      const solution = solve(challenge.parameters);
      expect(solution?.counter).toBe(counter);
      const result = await verifySolution({ challenge, solution: solution as never, deriveKey, ...keys });
      expect(result.verified).toBe(true);
    }
  });

  it("gives up past the counter it may try", async () => {
    const challenge = await createChallenge({
      algorithm: "SHA-256",
      cost: 1,
      counter: 500,
      deriveKey,
      ...keys,
    });
    expect(solve(challenge.parameters, 499)).toBeUndefined();
  });

  it("asks the built-in collector for a challenge, and an outside service for none", () => {
    expect(challengeUrl("/api/contact")).toBe("/api/contact/challenge");
    expect(challengeUrl("https://collector.example/api/contact/")).toBe(
      "https://collector.example/api/contact/challenge",
    );
    expect(challengeUrl("https://formspree.io/f/abcdwxyz")).toBeUndefined();
  });
});

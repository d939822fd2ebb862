// @vitest-environment node
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { forwardedAddress, hashSender } from "./sender.js";

describe("the sender's address", () => {
  it("is taken that many proxies from the right of X-Forwarded-For, never from what the sender wrote", () => {
    expect(forwardedAddress("198.51.100.9", 1)).toBe("198.51.100.9");
    expect(forwardedAddress("6.6.6.6, 198.51.100.9", 1)).toBe("198.51.100.9");
    expect(forwardedAddress("6.6.6.6, 198.51.100.9, 10.0.0.2", 2)).toBe("198.51.100.9");
    // Fewer entries than proxies: the leftmost one was still written by a proxy.
    expect(forwardedAddress("198.51.100.9", 2)).toBe("198.51.100.9");
    expect(forwardedAddress("6.6.6.6, 198.51.100.9", 0)).toBeUndefined();
    expect(forwardedAddress(undefined, 1)).toBeUndefined();
    expect(forwardedAddress(" , ", 1)).toBeUndefined();
  });

  it("is kept only as a salted SHA-256, the same as Node's own hash", async () => {
    const expected = createHash("sha256").update("salt").update("198.51.100.9").digest("hex");
    expect(await hashSender("salt", "198.51.100.9")).toBe(expected);
  });
});

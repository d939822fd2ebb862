// @vitest-environment node
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { forwardedAddress, hashSender, rateNetwork } from "./sender.js";

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

  it("is limited by its network: an IPv4 address alone, an IPv6 address by its /64", () => {
    expect(rateNetwork("198.51.100.9")).toBe("198.51.100.9");
    expect(rateNetwork("::ffff:198.51.100.9")).toBe("198.51.100.9");
    for (const address of [
      "2001:db8:a:b::1",
      "2001:0db8:000a:000b:ffff:ffff:ffff:ffff",
      "2001:DB8:A:B:1:2:3:4%eth0",
    ])
      expect(rateNetwork(address)).toBe("2001:db8:a:b::/64");
    expect(rateNetwork("2001:db8::")).toBe("2001:db8:0:0::/64");
    expect(rateNetwork("::1")).toBe("0:0:0:0::/64");
    expect(rateNetwork("2001:db8:a:c::1")).not.toBe(rateNetwork("2001:db8:a:b::1"));
    // What is not an address is its own key, as before.
    expect(rateNetwork("unknown")).toBe("unknown");
    expect(rateNetwork("1:2:3:4:5:6:7:8:9")).toBe("1:2:3:4:5:6:7:8:9");
  });
});

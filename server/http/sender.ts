// Web Crypto only: this runs on Node, in workerd and in functions alike.

const hex = (bytes: ArrayBuffer | Uint8Array) =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, "0")).join("");

/** SHA-256 of salt and address: a sender can be counted without the address being kept. */
export async function hashSender(salt: string, address: string): Promise<string> {
  return hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(salt + address)));
}

/**
 * The sender's address behind `hops` proxies that each append the address they
 * saw to X-Forwarded-For: the entry that many places from the right. Entries
 * further left were written by the sender and prove nothing.
 */
export function forwardedAddress(header: string | undefined, hops: number): string | undefined {
  if (!header || hops < 1) return undefined;
  const entries = header
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - hops)];
}

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

/** The first four groups of an IPv6 address, written out in full (`2001:db8:0:0`), or nothing if it is not one. */
function ipv6Prefix64(address: string): string | undefined {
  const [head = "", tail, ...rest] = address.toLowerCase().split("::");
  if (rest.length) return undefined;
  const groups = (part: string) => (part ? part.split(":") : []);
  const front = groups(head);
  const back = groups(tail ?? "");
  // An IPv4 address written in the last 32 bits (::ffff:192.0.2.1) takes two groups' room.
  const last = back.at(-1) ?? front.at(-1) ?? "";
  const width = front.length + back.length + (last.includes(".") ? 1 : 0);
  if (tail === undefined ? width !== 8 : width > 7) return undefined;
  const full = [...front, ...Array<string>(8 - width).fill("0"), ...back];
  const prefix = full.slice(0, 4);
  if (!prefix.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return undefined;
  return prefix.map((group) => group.replace(/^0+(?=.)/, "")).join(":");
}

/**
 * The network a rate limit counts an address in: an IPv4 address on its own, an IPv6 address by
 * its /64, the block one subscriber or one server is given (any one of its 2^64 addresses
 * would otherwise have a limit of its own). An IPv4 address mapped into IPv6 is the IPv4 address.
 */
export function rateNetwork(address: string): string {
  const bare = address.replace(/%.*$/, "");
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare);
  if (mapped?.[1]) return mapped[1];
  if (!bare.includes(":")) return bare;
  const prefix = ipv6Prefix64(bare);
  return prefix ? `${prefix}::/64` : bare;
}

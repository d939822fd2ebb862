import type { SocialIconName, SocialLink } from "~/content/schema";
import { isMailto } from "~/lib/content/social-marks";

/** Networks by the host of their profiles; a subdomain ("www.", "uk.", "m.") counts as its host. */
const NETWORK_HOSTS = new Map<string, SocialIconName>([
  ["github.com", "github"],
  ["linkedin.com", "linkedin"],
  ["x.com", "x"],
  ["twitter.com", "x"],
  ["bsky.app", "bluesky"],
  ["gitlab.com", "gitlab"],
  ["stackoverflow.com", "stackoverflow"],
  ["youtube.com", "youtube"],
  ["youtu.be", "youtube"],
  ["codepen.io", "codepen"],
  ["dribbble.com", "dribbble"],
  ["behance.net", "behance"],
  ["instagram.com", "instagram"],
  ["mastodon.social", "mastodon"],
  ["mastodon.online", "mastodon"],
  ["mastodon.world", "mastodon"],
  ["mstdn.social", "mastodon"],
  ["mas.to", "mastodon"],
  ["fosstodon.org", "mastodon"],
  ["hachyderm.io", "mastodon"],
  ["infosec.exchange", "mastodon"],
  ["techhub.social", "mastodon"],
  ["indieweb.social", "mastodon"],
]);

/** Sites that address people as /@name too, and are not Mastodon. */
const NOT_MASTODON = new Set(["medium.com", "threads.net", "threads.com", "tiktok.com", "substack.com"]);

/** The host in `hosts` that `hostname` is, or is a subdomain of. */
function hostIn(hostname: string, hosts: { has(host: string): boolean }): string | undefined {
  const labels = hostname.toLowerCase().split(".");
  return labels.map((_, start) => labels.slice(start).join(".")).find((host) => hosts.has(host));
}

/** The address parsed, if it parses; not URL.canParse, which Safari before 17 lacks and the menu runs there. */
function urlOf(href: string): URL | undefined {
  try {
    return new URL(href);
  } catch {
    return undefined;
  }
}

/** The mark for a profile at `href`: its network's, the envelope for mailto:, else the generic link. */
export function socialIconOf(href: string): SocialIconName {
  if (isMailto(href)) return "email";
  const url = urlOf(href);
  if (!url) return "link";
  const { hostname, pathname } = url;
  const network = NETWORK_HOSTS.get(hostIn(hostname, NETWORK_HOSTS) ?? "");
  if (network) return network;
  // Mastodon servers are thousands, each on its own host; all show a profile at /@name.
  if (/^\/@[^/]+\/?$/.test(pathname) && !hostIn(hostname, NOT_MASTODON)) return "mastodon";
  if (/(^|\/)(feed|rss|atom)\/?$|\.(xml|rss|atom)$/i.test(pathname)) return "rss";
  return "link";
}

/** The mark a profile is drawn with: the one its entry names, else the one its address implies. */
export const iconOf = (link: SocialLink): SocialIconName => link.icon ?? socialIconOf(link.href);

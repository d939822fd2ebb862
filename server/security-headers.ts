import { createHash } from "node:crypto";

/** SHA-256 sources for every inline <script> of a page, for its Content-Security-Policy. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? "";
    if (body.trim() === "") continue;
    hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * Scripts only from this origin, or inline ones the build made (by hash). WebAssembly may be
 * compiled from them: the search index's reader is WebAssembly (decision 082); no string runs as script.
 */
export const scriptPolicy = (scriptHashes: string[], sources = "'self'") =>
  `script-src ${sources} 'wasm-unsafe-eval' ${scriptHashes.join(" ")}`.trim();

/**
 * The page's policy: scripts as `scripts` says (by default only from this origin or inline
 * ones the build made, by hash); no framing; the contact form may reach `contactOrigin` when it
 * is an outside service such as Formspree.
 */
export function contentSecurityPolicy(
  scriptHashes: string[],
  contactOrigin?: string,
  scripts = scriptPolicy(scriptHashes),
): string {
  const connect = ["'self'", contactOrigin].filter(Boolean).join(" ");
  return [
    "default-src 'self'",
    scripts,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect}`,
    `form-action ${connect}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** Headers every response carries, whatever its type. */
export const baseSecurityHeaders: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Frame-Options": "DENY",
};

/** The origin of the contact endpoint when it is on another site, else undefined. */
export function externalOrigin(endpoint: string | undefined): string | undefined {
  if (!endpoint || !/^https?:\/\//i.test(endpoint)) return undefined;
  try {
    return new URL(endpoint).origin;
  } catch {
    return undefined;
  }
}

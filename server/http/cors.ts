import type { MiddlewareHandler } from "hono";

/** Answers that are not pages may not run or embed anything. */
const API_HEADERS = {
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "X-Content-Type-Options": "nosniff",
};

/**
 * The collector's headers and CORS: its own origin always; other origins only when
 * listed in ALLOWED_ORIGINS (a site on GitHub Pages posting to a collector elsewhere).
 */
export function apiHeaders(
  allowedOrigins: string[],
  methods: string,
  /** What a page of another origin would be doing here, for the 403: "send messages". */
  doing: string,
): MiddlewareHandler {
  return async (c, next) => {
    for (const [name, value] of Object.entries(API_HEADERS)) c.header(name, value);
    const origin = c.req.header("Origin");
    const sameOrigin = !origin || origin === new URL(c.req.url).origin;
    const allowed = sameOrigin || (origin !== undefined && allowedOrigins.includes(origin));
    if (origin && allowed && !sameOrigin) {
      c.header("Access-Control-Allow-Origin", origin);
      c.header("Vary", "Origin");
    }
    if (c.req.method === "OPTIONS") {
      if (!allowed) return c.body(null, 403);
      c.header("Access-Control-Allow-Methods", methods);
      c.header("Access-Control-Allow-Headers", "Content-Type, Accept");
      c.header("Access-Control-Max-Age", "600");
      return c.body(null, 204);
    }
    if (!allowed) return c.json({ error: `This origin may not ${doing} here` }, 403);
    await next();
  };
}

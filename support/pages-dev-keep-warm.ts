/**
 * Keeps `wrangler pages dev` from leaving a request unanswered. Its proxy sends each request
 * to the worker on a pooled connection; one sent on a connection idle for about 5 s, just as
 * the idle timers of both ends fire, never gets an answer (cloudflare/workers-sdk#14641).
 * Measured here with wrangler 4.86, a new connection per request: 3 of 25 requests sent
 * 4.98–4.99 s after the one before hung; with a request every second beside them, none of 30
 * single requests and none of 180 in bursts of six.
 * Local development only: Cloudflare's own network has no such proxy.
 */
export function keepPagesDevWarm(url: string, everyMs = 1_000): () => void {
  const timer = setInterval(() => {
    // A hung request here costs nothing: it is dropped and the next one goes on another connection.
    fetch(`${url}/favicon.svg`, { signal: AbortSignal.timeout(everyMs * 2) }).then(
      (response) => response.body?.cancel(),
      () => {},
    );
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * The server's answers under the path the site is built for ("/portfolio", as GitHub Pages serves a
 * project site): a request there reaches the app without the path, so its pages, files and
 * endpoints are found as at the root; the bare path goes on to itself with its slash; nothing
 * outside it is the site's. At the root ("") the app answers as it is.
 */
export function underPath<Env>(
  basePath: string,
  fetch: (request: Request, env: Env) => Response | Promise<Response>,
): (request: Request, env: Env) => Response | Promise<Response> {
  if (!basePath) return fetch;
  return (request, env) => {
    const url = new URL(request.url);
    // A path, not an address: the request's own host is whatever its Host header says.
    if (url.pathname === basePath)
      return new Response(null, { status: 301, headers: { Location: `${basePath}/${url.search}` } });
    if (!url.pathname.startsWith(`${basePath}/`)) return new Response("Not found", { status: 404 });
    url.pathname = url.pathname.slice(basePath.length);
    return fetch(new Request(url, request), env);
  };
}

import { describe, expect, it } from "vitest";
import { underPath } from "./under-path.js";

const echo = underPath("/portfolio", (request: Request) => new Response(new URL(request.url).pathname));
const answer = async (url: string) => {
  const response = await echo(new Request(url), {});
  return { status: response.status, body: await response.text(), location: response.headers.get("Location") };
};

describe("the server under the site's path", () => {
  it("answers a path under it as the app answers it at the root", async () => {
    expect(await answer("http://host/portfolio/project/3")).toMatchObject({
      status: 200,
      body: "/project/3",
    });
    expect(await answer("http://host/portfolio/")).toMatchObject({ status: 200, body: "/" });
    expect(await answer("http://host/portfolio/api/contact")).toMatchObject({ body: "/api/contact" });
  });

  it("sends the bare path to itself with its slash, and keeps out of what is not the site's", async () => {
    expect(await answer("http://host/portfolio?x=1")).toMatchObject({
      status: 301,
      location: "/portfolio/?x=1",
    });
    expect(await answer("http://host/portfolios/x")).toMatchObject({ status: 404 });
    expect(await answer("http://host/project/3")).toMatchObject({ status: 404 });
  });

  it("is the app itself at the root", () => {
    const app = (request: Request) => new Response(request.url);
    expect(underPath("", app)).toBe(app);
  });
});

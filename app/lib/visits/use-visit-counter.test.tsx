import { act, render } from "@testing-library/react";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { content } from "~/lib/content/site-content";
import { paths } from "~/lib/navigation/public-paths";
import { referrerHost, useVisitCounter } from "./use-visit-counter";
import type { VisitReport } from "./visit-fields";

/** A viewport this wide, as the media queries answer (jsdom has none). */
const viewportOf = (width: number) =>
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: width >= Number(query.match(/\(min-width: (\d+)px\)/)?.[1] ?? Number.POSITIVE_INFINITY),
  }));

const project = content.projects[0]?.id ?? 1;

/** Runs the counted view at once, as an idle browser would; or holds it, until `idle()`. */
let held: Array<() => void> = [];
const whenIdle = (run: () => void) => {
  held.push(run);
  return () => {
    held = held.filter((waiting) => waiting !== run);
  };
};
const idle = () =>
  act(() => {
    for (const run of held.splice(0)) run();
  });

function Counted({ endpoint = "/api/visit" }) {
  useVisitCounter(endpoint, whenIdle);
  return (
    <nav>
      <Link to={paths.project(project)}>project</Link>
      <Link to="/no/such/page">nowhere</Link>
      <Link to={paths.post("a-post")}>post</Link>
      <Link to={paths.post("no-such-post")}>no post</Link>
    </nav>
  );
}

/**
 * The app's routes as far as counting goes: a post's page has data only where the post exists.
 * `hydrated`: the page is the first one the browser loaded (the SPA fallback, 404.html, for an
 * address the build does not hold), which React Router hydrates as it would the build's HTML.
 */
const renderAt = (path: string, endpoint?: string, hydrated = false) => {
  const page = <Counted endpoint={endpoint} />;
  const postLoader = ({ params }: { params: { slug?: string } }) => {
    if (params.slug !== "a-post") throw new Response("No such post", { status: 404 });
    return { title: "A post" };
  };
  const routes = [
    { id: "post", path: "/writing/:slug", loader: postLoader, element: page, errorElement: page },
    { id: "not-found", path: "*", element: page },
  ];
  // As React Router hydrates a route without a loader (getHydrationData): its data is null.
  const hydrationData = hydrated ? { loaderData: { "not-found": null } } : undefined;
  return render(
    <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path], hydrationData })} />,
  );
};

let sent: Array<{ url: string; report: VisitReport }>;
beforeEach(() => {
  sent = [];
  held = [];
  vi.stubGlobal("navigator", {
    ...navigator,
    doNotTrack: null,
    sendBeacon: (url: string, body: string) => {
      sent.push({ url, report: JSON.parse(body) as VisitReport });
      return true;
    },
  });
  Object.defineProperty(document, "referrer", {
    value: "https://news.example/links?a=1",
    configurable: true,
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("counting the pages a visitor reads", () => {
  it("sends nothing before the browser is idle, then the first page with where the visitor came from", async () => {
    viewportOf(390);
    renderAt("/");
    expect(sent).toEqual([]);
    await idle();
    expect(sent).toEqual([
      { url: "/api/visit", report: { path: "/", referrer: "news.example", device: "phone" } },
    ]);
  });

  it("sends each page the router brings without a referrer, and nothing for NOT FOUND", async () => {
    viewportOf(1440);
    const { getByText } = renderAt("/");
    await idle();
    await act(async () => getByText("project").click());
    await idle();
    await act(async () => getByText("nowhere").click());
    await idle();
    expect(sent.map(({ report }) => report)).toEqual([
      { path: "/", referrer: "news.example", device: "desktop" },
      { path: paths.project(project), device: "desktop" },
    ]);
  });

  it("counts a post's page, and not the NOT FOUND of a post that does not exist", async () => {
    viewportOf(1440);
    const { findByText } = renderAt("/");
    await idle();
    await act(async () => (await findByText("post")).click());
    await findByText("no post");
    await idle();
    await act(async () => (await findByText("no post")).click());
    await findByText("post");
    await idle();
    expect(sent.map(({ report }) => report.path)).toEqual(["/", paths.post("a-post")]);
  });

  it("sends nothing for NOT FOUND answering the first page a visitor loads, such as /writing of a site without posts", async () => {
    viewportOf(1440);
    for (const path of [paths.writing, "/writing/tags/react", "/no/such/page"]) {
      const { unmount } = renderAt(path, undefined, true);
      await idle();
      unmount();
    }
    expect(sent).toEqual([]);
  });

  it("keeps the first page's referrer for the next page when the visitor left the first before idle", async () => {
    viewportOf(900);
    const { getByText } = renderAt("/");
    await act(async () => getByText("project").click());
    await idle();
    expect(sent.map(({ report }) => report)).toEqual([
      { path: paths.project(project), referrer: "news.example", device: "tablet" },
    ]);
  });

  it("sends nothing when the browser asks not to be tracked, or where nothing counts", async () => {
    vi.stubGlobal("navigator", { ...navigator, doNotTrack: "1", sendBeacon: () => sent.push({} as never) });
    renderAt("/");
    await idle();
    vi.stubGlobal("navigator", {
      ...navigator,
      doNotTrack: null,
      globalPrivacyControl: true,
      sendBeacon: () => sent.push({} as never),
    });
    renderAt("/");
    await idle();
    renderAt("/", "");
    await idle();
    expect(sent).toEqual([]);
  });
});

describe("the referrer's host", () => {
  it("is the other site's host name, or empty for none, the site itself or an address that is no name", () => {
    expect(referrerHost("https://News.Example:8443/a", "jane.dev")).toBe("news.example");
    expect(referrerHost("", "jane.dev")).toBe("");
    expect(referrerHost("https://jane.dev/project/2", "jane.dev")).toBe("");
    expect(referrerHost("http://[::1]:3000/", "jane.dev")).toBe("");
  });
});

import { act, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NOT_FOUND_REDIRECT_MS } from "~/constants";
import { words } from "~/lib/interface-words";
import { usePageFlags } from "~/motion/splash";
import NotFound from "~/routes/not-found";

function renderAt(path: string) {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <p>Home page</p> },
    { path: "*", Component: NotFound },
  ]);
  return render(<Stub initialEntries={["/", path]} initialIndex={1} />);
}

describe("NOT FOUND", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it(`goes home ${NOT_FOUND_REDIRECT_MS} ms after it is shown`, () => {
    usePageFlags.getState().setInitialLoad(false);
    renderAt("/lost");
    expect(screen.getByRole("heading", { name: words.notFound.heading })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: words.notFound.takeMeHome })).toHaveAttribute("href", "/");

    act(() => vi.advanceTimersByTime(NOT_FOUND_REDIRECT_MS - 1));
    expect(screen.queryByText("Home page")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText("Home page")).toBeInTheDocument();
  });

  it("does not start counting while the LOADING splash covers it", () => {
    usePageFlags.getState().setInitialLoad(true);
    renderAt("/lost");
    act(() => vi.advanceTimersByTime(NOT_FOUND_REDIRECT_MS * 3));
    expect(screen.getByRole("heading", { name: words.notFound.heading })).toBeInTheDocument();

    act(() => usePageFlags.getState().setInitialLoad(false));
    act(() => vi.advanceTimersByTime(NOT_FOUND_REDIRECT_MS - 1));
    expect(screen.getByRole("heading", { name: words.notFound.heading })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText("Home page")).toBeInTheDocument();
  });
});

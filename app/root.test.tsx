import { act, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { INITIAL_LOAD_TIMEOUT_MS } from "~/constants";
import { useAppStore } from "~/lib/app-store";
import { words } from "~/lib/interface-words";
import { UNCOVER_LEAD_MS, usePageFlags } from "~/motion/splash";
import App from "~/root";

function renderApp() {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: App,
      children: [{ index: true, Component: () => <h1>The page</h1> }],
    },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("App shell", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom has no media queries; the shell asks whether the visitor wants reduced motion.
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    useAppStore.setState({ menuOpen: false });
    usePageFlags.getState().setInitialLoad(true);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it(`shows only the LOADING splash for ${INITIAL_LOAD_TIMEOUT_MS} ms, then the page`, () => {
    const { unmount } = renderApp();
    const heading = () => screen.getByText("The page");
    expect(screen.getByRole("status")).toHaveTextContent(words.splash.loading);
    // Once the app runs the page beneath the splash is drawn (transparent), its blocks inert.
    expect(heading().closest("[data-covered]")).toHaveAttribute("data-covered", "beneath");
    expect(heading()).toHaveAttribute("inert");

    // Uncovered a block a frame shortly before the splash lifts.
    act(() => vi.advanceTimersByTime(INITIAL_LOAD_TIMEOUT_MS - UNCOVER_LEAD_MS));
    expect(heading()).toHaveAttribute("inert");
    act(() => vi.advanceTimersToNextFrame());
    expect(heading()).not.toHaveAttribute("inert");
    act(() => vi.advanceTimersByTime(UNCOVER_LEAD_MS - 1 - 16));
    expect(screen.getByRole("status")).toBeInTheDocument();

    // Then the splash lifts, in the frame after its time is up.
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("status")).toBeInTheDocument();

    act(() => {
      vi.advanceTimersToNextFrame();
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "The page" })).toBeVisible();

    unmount();
    expect(usePageFlags.getState().initialLoad).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});

import { act, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { INITIAL_LOAD_TIMEOUT_MS } from "~/constants";
import { useAppStore } from "~/lib/app-store";
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
    useAppStore.setState({ menuOpen: false });
    useAppStore.getState().setInitialLoad(true);
  });
  afterEach(() => vi.useRealTimers());

  it(`shows only the LOADING splash for ${INITIAL_LOAD_TIMEOUT_MS} ms, then the page`, () => {
    const { unmount } = renderApp();
    const page = screen.getByText("The page").closest("[data-covered]");
    expect(screen.getByRole("status")).toHaveTextContent("LOADING");
    expect(page).toHaveAttribute("inert");

    act(() => vi.advanceTimersByTime(INITIAL_LOAD_TIMEOUT_MS - 1));
    expect(screen.getByRole("status")).toBeInTheDocument();

    // The page is drawn beneath the splash first; the splash lifts in the next frame.
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("status")).toBeInTheDocument();
    expect(screen.getByText("The page").closest("[data-covered]")).toBeNull();
    expect(screen.getByText("The page").closest("[inert]")).toBeNull();

    act(() => {
      vi.advanceTimersToNextFrame();
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "The page" })).toBeVisible();

    unmount();
    expect(useAppStore.getState().initialLoad).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});

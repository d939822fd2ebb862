import { useSyncExternalStore } from "react";

type Listener<State> = (state: State) => void;

/**
 * A store of our own in a dozen lines: a library for a few flags cost the JavaScript every page
 * loads half a kilobyte. The hook reads it by a selector and re-renders its component when what
 * it selects changes; plain code uses `getState`, `setState` and `subscribe`. `make` builds the
 * first state, given the setter its actions call.
 */
export function createStore<State extends object>(make: (set: (change: Partial<State>) => void) => State) {
  const listeners = new Set<Listener<State>>();
  const setState = (change: Partial<State>) => {
    state = { ...state, ...change };
    for (const listener of listeners) listener(state);
  };
  const initialState = make(setState);
  let state = initialState;
  const subscribe = (listener: Listener<State>) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return Object.assign(
    <T>(select: (state: State) => T): T =>
      useSyncExternalStore(
        subscribe,
        () => select(state),
        // The prerendered page, and so its hydration, is drawn from the first state.
        () => select(initialState),
      ),
    { getState: () => state, setState, subscribe },
  );
}

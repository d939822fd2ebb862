/// <reference lib="webworker" />
// The proof of work, solved off the main thread: the page never waits on it.
import { type ChallengeParameters, solve } from "./solve";

self.onmessage = (event: MessageEvent<ChallengeParameters>) => {
  self.postMessage(solve(event.data) ?? null);
};

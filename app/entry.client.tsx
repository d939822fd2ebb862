/**
 * React Router's own start (its default entry), with a pause between evaluating the app's code
 * and hydrating: React DOM's evaluation and the first step of hydration were one task of
 * 20–35 ms here, over 100 ms on a phone; each is now a task of its own (issue 71).
 */
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

await new Promise((resume) => setTimeout(resume));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

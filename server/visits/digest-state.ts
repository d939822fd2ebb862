import type { Channel } from "../stores/message-store.js";
import type { VisitStore } from "../stores/visit-store.js";

/**
 * A week's digest as the store keeps it (JSON): the channels it is still due on and, while an
 * instance sends it, until when that instance holds it. Every change swaps the state read for
 * the next one, so of instances racing for it exactly one sends; one that died holding it lets
 * go when its hold ends.
 */
type DigestState = { due: Channel[]; heldUntil?: string };

/** Longer than a send can last (a webhook gives up after 10 s), shorter than the upkeep's hour. */
const HOLD_MS = 5 * 60_000;

/** A state written before the digest was retried is the time its week was claimed: nothing due. */
function parse(value: string): DigestState {
  try {
    const state = JSON.parse(value) as DigestState;
    return Array.isArray(state.due) ? state : { due: [] };
  } catch {
    return { due: [] };
  }
}

/** A week's digest taken to send: the channels due, and how to hand back the ones still due after. */
export type HeldDigest = { due: Channel[]; release: (stillDue: Channel[]) => Promise<void> };

/**
 * Takes the week's digest for the channels of `channels` it is still due on (all of them the
 * first time), or nothing when none is due or another instance holds it.
 */
export async function takeDigest(
  store: VisitStore,
  week: string,
  channels: Channel[],
  now: Date,
): Promise<HeldDigest | undefined> {
  const current = await store.digestState(week);
  const state = current === undefined ? { due: channels } : parse(current);
  const due = state.due.filter((channel) => channels.includes(channel));
  if (due.length === 0) return undefined;
  if (state.heldUntil && Date.parse(state.heldUntil) > now.getTime()) return undefined;
  const held = JSON.stringify({ due, heldUntil: new Date(now.getTime() + HOLD_MS).toISOString() });
  if (!(await store.swapDigestState(week, current, held))) return undefined;
  return {
    due,
    release: async (stillDue) => {
      // Unless the hold ran out and another took it meanwhile: then it is that one's to record.
      await store.swapDigestState(week, held, JSON.stringify({ due: stillDue }));
    },
  };
}

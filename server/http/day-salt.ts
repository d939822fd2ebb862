import { newSalt } from "../stores/message-store.js";
import type { VisitStore } from "../stores/visit-store.js";

/**
 * The salt of a UTC day (YYYY-MM-DD), which every hash of an address that day is made with: a
 * page view's visitor and rate-limit key, a contact message's rate-limit key. A new one each day,
 * so nothing hashed one day can be matched with the next.
 */
export type DaySalt = (day: string) => Promise<string>;

/**
 * The salt kept in this process's memory only, never written anywhere: nothing in the store can
 * be tested against addresses, even during the day. Only where one process counts alone (the
 * Node server on its SQLite file); a restart makes a new salt, so a reader seen before it is
 * counted again that day.
 */
export function saltInMemory(): DaySalt {
  let current: { day: string; salt: string } | undefined;
  return async (day) => {
    if (current?.day !== day) current = { day, salt: newSalt() };
    return current.salt;
  };
}

/**
 * The salt every instance shares, kept in the store for its day only (functions, several servers
 * on one PostgreSQL): made on the day's first use, which erases the earlier days' salts and the
 * hashes made with them. Asked of the store once a day by this instance.
 */
export function saltInStore(store: VisitStore): DaySalt {
  let current: { day: string; salt: Promise<string> } | undefined;
  return (day) => {
    if (current?.day !== day) {
      const salt = store.visitSalt(day);
      salt.catch(() => {
        if (current?.salt === salt) current = undefined;
      });
      current = { day, salt };
    }
    return current.salt;
  };
}

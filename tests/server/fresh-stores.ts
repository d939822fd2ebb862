import { afterEach, beforeEach } from "vitest";
import type { MessageStore } from "../../server/stores/message-store";

export type StoreUnderTest = {
  /** A store on empty tables. */
  store: MessageStore;
  /** The same database opened again, as another process (a second server, the inbox) would. */
  reopen: () => Promise<MessageStore>;
  /** Reads the database itself, as anyone holding a copy of it could: rows, as the engine gives them. */
  query: (sql: string) => Promise<Array<Record<string, unknown>>>;
};

/**
 * Inside a `describe`: a store on empty tables before each test (`subject.store`), the same
 * database opened again as often as a test asks (`subject.reopen()`), all closed after it.
 */
export function freshStores(fresh: () => Promise<StoreUnderTest>) {
  let current: StoreUnderTest;
  const opened: MessageStore[] = [];
  beforeEach(async () => {
    current = await fresh();
    opened.push(current.store);
  });
  afterEach(async () => {
    for (const store of opened.splice(0)) await store.close();
  });
  return {
    get store() {
      return current.store;
    },
    reopen: async () => {
      const store = await current.reopen();
      opened.push(store);
      return store;
    },
    query: (sql: string) => current.query(sql),
  };
}

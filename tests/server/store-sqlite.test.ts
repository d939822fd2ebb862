// @vitest-environment node
import { openSqliteStore } from "../../server/stores/sqlite-store";
import { tempDataDir } from "../../support/node-server";
import { storeContract } from "./store-contract";

storeContract("SQLite", async () => {
  const dataDir = tempDataDir();
  return { store: openSqliteStore(dataDir), reopen: async () => openSqliteStore(dataDir) };
});

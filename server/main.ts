import { serve } from "@hono/node-server";
import { createApp } from "./app.js";
import { warmCompressionCache } from "./compression.js";
import { saltInMemory, saltInStore } from "./http/day-salt.js";
import { emailSender } from "./notices/email.js";
import { createNotifier } from "./notices/notifier.js";
import { readConfig } from "./settings/config.js";
import { openStore } from "./stores/open-store.js";
import { underPath } from "./under-path.js";
import { collectorUpkeep } from "./upkeep/upkeep.js";

const config = readConfig();
const store = await openStore(config, { migrate: true });
const email = config.email ? emailSender(config.email) : undefined;
const upkeep = collectorUpkeep(store, config, {
  senders: email ? { email: email.send } : {},
  digestSenders: email ? { email: (title, text) => email.sendText(title, text) } : {},
});
const notifier = createNotifier(store, { senders: upkeep.senders, firstRetryMs: config.firstRetryMs });
const sweep = () => {
  void upkeep.applyRetention().catch(console.error);
  void upkeep.tendVisits().catch(console.error);
};
const sweeps = setInterval(sweep, 60 * 60_000);
sweeps.unref();
sweep();

let ready = false;
const app = createApp({
  isReady: () => ready,
  clientDir: config.clientDir,
  store,
  // The SQLite file has this process as its only writer: its salt need not be shared, so it is
  // never written. Servers sharing a PostgreSQL share the day's salt through it.
  daySalt: config.databaseUrl ? saltInStore(store) : saltInMemory(),
  channels: upkeep.channels,
  spam: config.spam,
  visitsPerMinute: config.visitsPerMinute,
  onStored: () => notifier.wake(),
  allowedOrigins: config.allowedOrigins,
  trustProxyHops: config.trustProxyHops,
  contactEndpoint: config.contactEndpoint,
});

const storeName = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : config.dataDir;
const fetch = underPath(config.basePath, app.fetch);
const server = serve({ fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(
    `Portfolio running at http://${config.host}:${info.port}${config.basePath}/ (messages in ${storeName})`,
  );
  warmCompressionCache(config.clientDir).then(
    () => {
      ready = true;
      console.log("Every text file of the build is compressed and ready.");
    },
    (error) => {
      ready = true;
      console.error("Could not compress the build ahead of time:", error);
    },
  );
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing requests in flight, then closing the message store…`);
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    notifier.stop();
    clearInterval(sweeps);
    email?.close();
    store.close().finally(() => process.exit(0));
  };
  server.close(finish);
  // Idle keep-alive connections would hold close() open; requests in flight get 10 s.
  if ("closeIdleConnections" in server) server.closeIdleConnections();
  setTimeout(finish, 10_000).unref();
}
process.once("SIGTERM", () => shutdown("SIGTERM"));
process.once("SIGINT", () => shutdown("SIGINT"));

import { serve } from "@hono/node-server";
import { createApp } from "./app.js";
import { warmCompressionCache } from "./compression.js";
import { readConfig } from "./config.js";
import { createNotifier } from "./notices/email-notifier.js";
import { openStore } from "./stores/open-store.js";

const config = readConfig();
const store = await openStore(config, { migrate: true });
const notifier = createNotifier(store, {
  smtpUrl: config.smtpUrl,
  notifyTo: config.notifyTo,
  notifyFrom: config.notifyFrom,
  retryMs: config.notifyRetryMs,
});
const app = createApp({
  clientDir: config.clientDir,
  store,
  onStored: () => void notifier.flush(),
  allowedOrigins: config.allowedOrigins,
  trustProxy: config.trustProxy,
  contactEndpoint: config.contactEndpoint,
});

const storeName = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : config.dataDir;
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Portfolio running at http://${config.host}:${info.port} (messages in ${storeName})`);
  warmCompressionCache(config.clientDir).then(
    () => console.log("Every text file of the build is compressed and ready."),
    (error) => console.error("Could not compress the build ahead of time:", error),
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
    store.close().finally(() => process.exit(0));
  };
  server.close(finish);
  // Idle keep-alive connections would hold close() open; requests in flight get 10 s.
  if ("closeIdleConnections" in server) server.closeIdleConnections();
  setTimeout(finish, 10_000).unref();
}
process.once("SIGTERM", () => shutdown("SIGTERM"));
process.once("SIGINT", () => shutdown("SIGINT"));

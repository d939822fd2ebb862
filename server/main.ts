import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { warmCompressionCache } from "./compression";
import { readConfig } from "./config";
import { MessageStore } from "./contact/message-store";
import { createNotifier } from "./contact/notifier";

const config = readConfig();
const store = new MessageStore(config.dataDir);
const notifier = createNotifier(store, {
  smtpUrl: config.smtpUrl,
  notifyTo: config.notifyTo,
  notifyFrom: config.notifyFrom,
  retryMs: config.notifyRetryMs,
});
const app = createApp({
  clientDir: config.clientDir,
  store,
  notifier,
  allowedOrigins: config.allowedOrigins,
  trustProxy: config.trustProxy,
  contactEndpoint: config.contactEndpoint,
});

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Portfolio running at http://${config.host}:${info.port} (messages in ${config.dataDir})`);
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
  const finish = () => {
    notifier.stop();
    store.close();
    process.exit(0);
  };
  server.close(finish);
  // Idle keep-alive connections would hold close() open; requests in flight get 10 s.
  if ("closeIdleConnections" in server) server.closeIdleConnections();
  setTimeout(finish, 10_000).unref();
}
process.once("SIGTERM", () => shutdown("SIGTERM"));
process.once("SIGINT", () => shutdown("SIGINT"));

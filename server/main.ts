import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "localhost";
const clientDir = path.resolve("build/client");

const app = createApp({ clientDir });

const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  const shownHost = info.family === "IPv6" ? `[${info.address}]` : info.address;
  console.log(`Portfolio running at http://${host === "0.0.0.0" ? shownHost : host}:${info.port}`);
});

function shutdown(signal: string) {
  console.log(`${signal} received, finishing requests in flight…`);
  server.close(() => process.exit(0));
  // Keep-alive connections can hold close() open; don't wait forever.
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.once("SIGTERM", () => shutdown("SIGTERM"));
process.once("SIGINT", () => shutdown("SIGINT"));

/**
 * The owner's webhook endpoint during the browser tests: it takes every notice the
 * main test server sends, and GET /deliveries lists them.
 *   node --import tsx tests/e2e/servers/webhook-sink.ts <port>
 */
import { createServer } from "node:http";

const [port = "4326"] = process.argv.slice(2);
const deliveries: unknown[] = [];

createServer(async (request, response) => {
  if (request.method === "GET" && request.url === "/deliveries") {
    return response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(deliveries));
  }
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  deliveries.push(JSON.parse(Buffer.concat(chunks).toString()));
  response.writeHead(204).end();
}).listen(Number(port), "127.0.0.1", () => console.log(`webhook sink on http://127.0.0.1:${port}`));

/**
 * A stand-in for Formspree, the outside service the fixture build's form posts
 * to: it answers a form post as Formspree does (200 with JSON, CORS open) and
 * keeps what it was sent, which GET /submissions lists.
 *   node --import tsx tests/e2e/servers/formspree.ts <port>
 */
import { createServer } from "node:http";

const [port = "4325"] = process.argv.slice(2);
const submissions: Array<Record<string, string>> = [];

createServer(async (request, response) => {
  const cors = { "Access-Control-Allow-Origin": "*", "Access-Control-Allow-Headers": "Accept, Content-Type" };
  if (request.method === "OPTIONS") return response.writeHead(204, cors).end();
  if (request.method === "GET" && request.url === "/submissions") {
    return response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(submissions));
  }
  if (request.method !== "POST") return response.writeHead(405, cors).end();
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = new Request("http://stand-in/", {
    method: "POST",
    headers: { "Content-Type": request.headers["content-type"] ?? "" },
    body: Buffer.concat(chunks),
  });
  const fields = Object.fromEntries(
    [...(await body.formData()).entries()].map(([name, value]) => [name, String(value)]),
  );
  submissions.push(fields);
  response
    .writeHead(200, { ...cors, "Content-Type": "application/json" })
    .end(JSON.stringify({ ok: true, next: "/thanks" }));
}).listen(Number(port), "127.0.0.1", () => console.log(`Formspree stand-in on http://127.0.0.1:${port}`));

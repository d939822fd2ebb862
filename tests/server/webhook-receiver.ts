import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";
import { freePort } from "../../support/node-server";

export type Delivery = { id: number; body: Record<string, unknown>; signatureValid: boolean };

/**
 * A local HTTP receiver for webhook notices, as an owner's endpoint would be: it
 * checks each signature against the shared secret, and follows a script for its
 * first answers ("500" answers 500, "cut" drops the connection), then accepts.
 * Only accepted deliveries count.
 */
export async function startWebhookReceiver(secret: string, script: Array<"500" | "cut"> = []) {
  const port = await freePort();
  const accepted: Delivery[] = [];
  const refused: string[] = [];
  let requests = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const raw = Buffer.concat(chunks);
      const expected = `sha256=${createHmac("sha256", secret).update(raw).digest("hex")}`;
      const given = String(request.headers["x-portfolio-signature"] ?? "");
      const signatureValid =
        given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
      const step = script[requests++];
      if (step === "cut") {
        refused.push("cut");
        request.socket.destroy();
        return;
      }
      if (step === "500") {
        refused.push("500");
        response.writeHead(500).end("try later");
        return;
      }
      const body = JSON.parse(raw.toString()) as Record<string, unknown>;
      accepted.push({ id: Number(body.id), body, signatureValid });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}/hooks/portfolio`,
    accepted,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { SMTPServer } from "smtp-server";
import { freePort } from "../../support/node-server";

type Received = { to: string; body: string };

/** A local SMTP server (on `port`, or a free one) that refuses for good (554) any message containing `refuse`. */
export async function startSmtp(options: { refuse?: string; port?: number } = {}) {
  const port = options.port ?? (await freePort());
  const received: Received[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let body = "";
      stream.on("data", (chunk) => {
        body += chunk;
      });
      stream.on("end", () => {
        if (options.refuse && body.includes(options.refuse)) {
          return callback(Object.assign(new Error("content rejected"), { responseCode: 554 }));
        }
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(","), body });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve));
  return { port, received, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

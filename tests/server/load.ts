import { form, newSender } from "./harness";

export type Load = {
  /** Messages answered 200. */
  accepted: string[];
  /** Every other answer: its status and body. */
  refused: Array<{ status: number; body: string }>;
  /** Requests whose connection failed (the server was gone). */
  failed: number;
};

/**
 * Concurrent senders posting distinct messages to `url()` until `stop()` says so
 * (checked before each request), each from its own address.
 */
export async function sendLoad(
  url: () => string,
  options: { workers: number; label: string; stop: (load: Load) => boolean; maxRequests?: number },
): Promise<Load> {
  const load: Load = { accepted: [], refused: [], failed: 0 };
  let sent = 0;
  const worker = async () => {
    while (sent < (options.maxRequests ?? 5_000) && !options.stop(load)) {
      const message = `${options.label} ${sent++}`;
      try {
        const response = await fetch(`${url()}/api/contact`, {
          method: "POST",
          headers: { Accept: "application/json", "X-Forwarded-For": newSender() },
          body: form({ name: "Load tester", email: "load@example.com", message }),
        });
        const body = await response.text();
        if (response.status === 200) load.accepted.push(message);
        else load.refused.push({ status: response.status, body });
      } catch {
        load.failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.workers }, worker));
  return load;
}

/** Whether a refused answer is what the README promises: a 4xx or 5xx with a JSON reason. */
export const isJsonRefusal = ({ status, body }: { status: number; body: string }) => {
  try {
    return status >= 400 && typeof (JSON.parse(body) as { error?: unknown }).error === "string";
  } catch {
    return false;
  }
};

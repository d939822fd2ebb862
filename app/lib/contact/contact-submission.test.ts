// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONTACT_RESULT_DELAY_MS } from "~/constants";
import { CONTACT_TIMEOUT_MS, contactReducer, sendContactForm } from "~/lib/contact/contact-submission";

describe("contact state machine", () => {
  it("goes from the form (null) to PENDING on submit", () => {
    expect(contactReducer(null, { type: "submit" })).toBe("PENDING");
  });
  it("settles PENDING into SUCCESS or ERROR", () => {
    expect(contactReducer("PENDING", { type: "settled", accepted: true })).toBe("SUCCESS");
    expect(contactReducer("PENDING", { type: "settled", accepted: false })).toBe("ERROR");
  });
  it("keeps SUCCESS and ERROR until a reload, and ignores a second submit while pending", () => {
    for (const final of ["SUCCESS", "ERROR"] as const) {
      expect(contactReducer(final, { type: "submit" })).toBe(final);
      expect(contactReducer(final, { type: "settled", accepted: final === "ERROR" })).toBe(final);
    }
    expect(contactReducer("PENDING", { type: "submit" })).toBe("PENDING");
    expect(contactReducer(null, { type: "settled", accepted: true })).toBe(null);
  });
});

describe("sendContactForm", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const respond = (status: number) => vi.fn(async () => new Response("{}", { status }));

  async function settle(promise: Promise<boolean>, afterMs: number) {
    let result: boolean | undefined;
    void promise.then((value) => {
      result = value;
    });
    await vi.advanceTimersByTimeAsync(afterMs - 1);
    const early = result;
    await vi.advanceTimersByTimeAsync(1);
    return { early, result };
  }

  it(`posts the form data with Accept: application/json, and reports a 200 ${CONTACT_RESULT_DELAY_MS} ms later`, async () => {
    const fetch = respond(200);
    const body = new FormData();
    body.append("name", "Ada");
    const { early, result } = await settle(
      sendContactForm("/api/contact", body, { fetch }),
      CONTACT_RESULT_DELAY_MS,
    );
    expect(early).toBeUndefined();
    expect(result).toBe(true);
    expect(fetch).toHaveBeenCalledWith(
      "/api/contact",
      expect.objectContaining({ method: "POST", body, headers: { Accept: "application/json" } }),
    );
  });

  it.each([201, 204, 302, 400, 422, 429, 500])("treats HTTP %i as an error", async (status) => {
    const { result } = await settle(
      sendContactForm("/x", new FormData(), { fetch: respond(status) }),
      CONTACT_RESULT_DELAY_MS,
    );
    expect(result).toBe(false);
  });

  it("treats a network failure as an error, after the same delay", async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    const { early, result } = await settle(
      sendContactForm("/x", new FormData(), { fetch }),
      CONTACT_RESULT_DELAY_MS,
    );
    expect(early).toBeUndefined();
    expect(result).toBe(false);
  });

  it(`gives up on a request with no answer after ${CONTACT_TIMEOUT_MS} ms`, async () => {
    const fetch = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
        }),
    );
    const { early, result } = await settle(
      sendContactForm("/x", new FormData(), { fetch }),
      CONTACT_TIMEOUT_MS + CONTACT_RESULT_DELAY_MS,
    );
    expect(early).toBeUndefined();
    expect(result).toBe(false);
  });
});

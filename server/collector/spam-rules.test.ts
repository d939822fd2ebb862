// @vitest-environment node
import { describe, expect, it } from "vitest";
import { spamReason } from "./spam-rules.js";

const at = new Date("2026-11-20T12:00:00.000Z");
const rules = { minSeconds: 3, maxLinks: 3 };
const message = (text: string, name = "Ada") => ({ name, email: "ada@example.com", message: text });
const issued = (secondsBefore: number) => ({ issuedAt: at.getTime() - secondsBefore * 1000 });

describe("what makes a proven message spam", () => {
  it("the time trap: sent sooner than a person could have written it", () => {
    expect(spamReason(message("Hello"), issued(0.8), at, rules)).toBe("sent 0.8 s after the form was opened");
    expect(spamReason(message("Hello"), issued(3), at, rules)).toBeUndefined();
    expect(spamReason(message("Hello"), issued(0.8), at, { ...rules, minSeconds: 0 })).toBeUndefined();
  });

  it("the content rules: many links, only a link, a link as a name", () => {
    const links = "See https://a.example, http://b.example, www.c-site.example and https://d.example";
    expect(spamReason(message(links), issued(60), at, rules)).toBe("4 links");
    expect(
      spamReason(message("https://a.example https://b.example and www.c.example"), issued(60), at, rules),
    ).toBeUndefined();
    expect(spamReason(message("  https://cheap.example/offer  "), issued(60), at, rules)).toBe(
      "the message is only a link",
    );
    expect(spamReason(message("Hi", "Visit https://spam.example"), issued(60), at, rules)).toBe(
      "a link in the name",
    );
    expect(spamReason(message("Hi", "Visit https://spam.example"), issued(60), at, rules)).toBe(
      "a link in the name",
    );
    expect(spamReason(message(links), issued(60), at, { minSeconds: 3 })).toBeUndefined();
  });
});

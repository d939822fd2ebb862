import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "~/components/contact-form";
import { CONTACT_RESULT_DELAY_MS } from "~/constants";
import { words } from "~/lib/interface-words";

/** The button's words, as the owner's content gives them. */
const submitLabel = "Send it";

function fillAndSubmit() {
  fireEvent.change(screen.getByLabelText(words.contact.name), { target: { value: "Ada" } });
  fireEvent.change(screen.getByLabelText(words.contact.email), { target: { value: "ada@example.com" } });
  fireEvent.change(screen.getByLabelText(words.contact.message), { target: { value: "Hello there" } });
  fireEvent.submit(screen.getByRole("button", { name: submitLabel }));
}

describe("ContactForm", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it("has labelled, required fields; the email field is plain text with an email keyboard", () => {
    render(<ContactForm submitLabel={submitLabel} />);
    for (const label of [words.contact.name, words.contact.email, words.contact.message]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    const email = screen.getByLabelText(words.contact.email);
    expect(email).toHaveAttribute("type", "text");
    expect(email).toHaveAttribute("inputmode", "email");
    expect(email).toHaveAttribute("autocomplete", "email");
    const honeypot = document.querySelector<HTMLInputElement>("input[name=_gotcha]");
    expect(honeypot?.closest("[aria-hidden=true]")).not.toBeNull();
    expect(honeypot).toHaveAttribute("tabindex", "-1");
  });

  it(`shows PENDING, then SUCCESS ${CONTACT_RESULT_DELAY_MS} ms after a 200, clearing the fields and the draft`, async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("{}", { status: 200 }));
    render(<ContactForm submitLabel={submitLabel} />);
    fillAndSubmit();
    expect(screen.getByRole("button", { name: words.contact.pending })).toBeDisabled();
    expect(sessionStorage.getItem("contact-draft")).not.toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(0)); // the proof of work's turn: none outside a browser
    const sent = fetch.mock.calls[0]?.[1]?.body as FormData;
    expect(Object.fromEntries(sent.entries())).toEqual({
      name: "Ada",
      email: "ada@example.com",
      message: "Hello there",
      _gotcha: "",
    });

    await act(() => vi.advanceTimersByTimeAsync(CONTACT_RESULT_DELAY_MS - 1));
    expect(screen.queryByText(words.contact.success)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole("status")).toHaveTextContent(words.contact.success);
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(sessionStorage.getItem("contact-draft")).toBeNull();
  });

  it("shows ERROR for a 201 and keeps the draft for the reload it asks for", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(null, { status: 201 }));
    render(<ContactForm submitLabel={submitLabel} />);
    fillAndSubmit();
    await act(() => vi.advanceTimersByTimeAsync(CONTACT_RESULT_DELAY_MS));
    expect(screen.getByRole("status")).toHaveTextContent(words.contact.error);
    expect(screen.queryByRole("button", { name: submitLabel })).not.toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem("contact-draft") ?? "{}")).toMatchObject({ name: "Ada" });
  });

  it("restores a draft typed before a reload", () => {
    sessionStorage.setItem(
      "contact-draft",
      JSON.stringify({ name: "Grace", email: "g@example.com", message: "Hi" }),
    );
    render(<ContactForm submitLabel={submitLabel} />);
    expect(screen.getByLabelText(words.contact.name)).toHaveValue("Grace");
    expect(screen.getByLabelText(words.contact.message)).toHaveValue("Hi");
  });
});

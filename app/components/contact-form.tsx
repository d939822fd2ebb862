import { useEffect, useReducer, useRef, useState } from "react";
import { ArrowIcon } from "~/components/arrow-icon";
import { type ContactDraft, clearDraft, emptyDraft, loadDraft, saveDraft } from "~/lib/contact/contact-draft";
import { HONEYPOT_FIELD, LANGUAGE_FIELD, PROOF_FIELD } from "~/lib/contact/contact-fields";
import { contactReducer, sendContactForm } from "~/lib/contact/contact-submission";
import { useContactProof } from "~/lib/contact/proof/use-contact-proof";
import { words } from "~/lib/interface-words";
import { settings } from "~/lib/settings";
import { usePageShown } from "~/motion/splash";

const fields = [
  { name: "name", label: words.contact.name, type: "text", autoComplete: "name", inputMode: "text" },
  { name: "email", label: words.contact.email, type: "text", autoComplete: "email", inputMode: "email" },
] as const;

const inputClass =
  "peer w-full border-0 border-b border-ink/30 bg-transparent px-0 pt-7 pb-3 text-lg text-ink transition-colors placeholder:text-transparent focus:border-accent disabled:opacity-60 sm:text-xl";
const labelClass =
  "pointer-events-none absolute start-0 top-0 font-mono text-xs uppercase tracking-[0.2em] text-ink-muted transition-colors peer-focus:text-accent";

/** The contact form (docs/product.md §5, §6): required fields, PENDING, then SUCCESS or ERROR for good. */
export function ContactForm({ submitLabel }: { submitLabel: string }) {
  const [status, dispatch] = useReducer(contactReducer, null);
  const [draft, setDraft] = useState<ContactDraft>(emptyDraft);
  const resultRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const proof = useContactProof(settings.contactEndpoint, formRef, usePageShown());
  const pending = status === "PENDING";
  const done = status === "SUCCESS" || status === "ERROR";

  useEffect(() => setDraft(loadDraft()), []);
  useEffect(() => {
    if (done) resultRef.current?.focus();
  }, [done]);

  const update =
    (field: keyof ContactDraft) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = { ...draft, [field]: event.target.value };
      setDraft(next);
      saveDraft(next);
    };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== null) return;
    const body = new FormData(event.currentTarget);
    // Which language's page it came from, on a site with more than one (decision 084).
    if (__MULTILINGUAL__) body.set(LANGUAGE_FIELD, document.documentElement.lang);
    dispatch({ type: "submit" });
    const altcha = await proof.field();
    if (altcha) body.set(PROOF_FIELD, altcha);
    const accepted = await sendContactForm(settings.contactEndpoint, body);
    if (accepted) {
      clearDraft();
      setDraft(emptyDraft);
    }
    dispatch({ type: "settled", accepted });
  };

  return (
    <div>
      {!done && (
        <form
          ref={formRef}
          onSubmit={submit}
          onFocus={proof.start}
          aria-busy={pending}
          className="space-y-10"
        >
          {fields.map((field) => (
            <div key={field.name} className="relative">
              <input
                id={`contact-${field.name}`}
                name={field.name}
                type={field.type}
                inputMode={field.inputMode}
                autoComplete={field.autoComplete}
                required
                readOnly={pending}
                value={draft[field.name]}
                onChange={update(field.name)}
                placeholder={field.label}
                className={inputClass}
              />
              <label htmlFor={`contact-${field.name}`} className={labelClass}>
                {field.label}
              </label>
            </div>
          ))}
          <div className="relative">
            <textarea
              id="contact-message"
              name="message"
              required
              rows={5}
              readOnly={pending}
              value={draft.message}
              onChange={update("message")}
              placeholder={words.contact.message}
              className={`${inputClass} resize-y`}
            />
            <label htmlFor="contact-message" className={labelClass}>
              {words.contact.message}
            </label>
          </div>
          {/* Honeypot: people never see or reach it; bots that fill it are dropped by the collector. */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label>
              {words.contact.honeypot}
              <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
            </label>
          </div>
          <button
            type="submit"
            disabled={pending}
            className="group relative inline-flex min-h-14 items-center gap-4 overflow-hidden rounded-full bg-accent px-9 font-mono text-sm font-semibold uppercase tracking-[0.2em] text-accent-ink transition-transform hover:-translate-y-0.5 disabled:cursor-progress disabled:hover:translate-y-0"
          >
            {pending ? words.contact.pending : submitLabel}
            {!pending && (
              <ArrowIcon
                direction="right"
                className="size-4 transition-transform group-hover:translate-x-1 rtl:group-hover:-translate-x-1"
              />
            )}
          </button>
        </form>
      )}
      <div role="status" aria-live="polite">
        {done && (
          <div
            ref={resultRef}
            tabIndex={-1}
            data-status={status}
            className={`rounded-3xl border p-8 text-xl leading-relaxed outline-none sm:p-10 sm:text-2xl ${
              status === "SUCCESS" ? "border-accent/60 bg-accent/10" : "border-hot-bright/60 bg-hot/15"
            }`}
          >
            {status === "SUCCESS" ? words.contact.success : words.contact.error}
          </div>
        )}
      </div>
    </div>
  );
}

// Web APIs only (fetch, Web Crypto): webhook notices go out from every runtime.
import { languageName } from "../language-name.js";
import { escapeUnsafe, safeJson } from "../sender-text.js";
import type { StoredMessage } from "../stores/message-store.js";
import type { NoticeSender } from "./deliver.js";
import { NoticeFailure } from "./notice-failure.js";

/** What the receiving end expects: our own JSON, or a chat service's incoming webhook. */
export const WEBHOOK_FORMATS = ["json", "slack", "discord", "ntfy"] as const;
type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

export type WebhookSettings = { url: string; secret?: string; format: WebhookFormat };

/** The documented body of a `json` webhook: the message as it was stored. */
const webhookPayload = (message: StoredMessage) => ({
  id: message.id,
  receivedAt: message.receivedAt,
  name: message.name,
  email: message.email,
  message: message.message,
  language: message.language,
});

/** What the sender typed, for a person to read in a chat: no control or invisible character raw. */
const readable = (text: string) => escapeUnsafe(text.replaceAll("\r\n", "\n"), "\t\n");
const heading = (message: StoredMessage) =>
  `New message${message.language ? ` in ${languageName(message.language)}` : ""} from ${escapeUnsafe(message.name)} <${escapeUnsafe(message.email)}>`;
/** Slack reads &, < and > as markup. */
const slackEscaped = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
/**
 * Discord reads Markdown: a sender's `[Your bank](https://…)` would show as a link named as they
 * like. Each character Markdown gives a meaning is taken literally, backslashed as Discord reads it.
 */
const discordEscaped = (text: string) => text.replace(/[\\*_~`|>[\]()#+\-!.:]/g, "\\$&");
/** Discord takes at most 2,000 characters; cut by code points, so no emoji is split in half. */
const DISCORD_LIMIT = 2000;
const discordContent = (raw: string) => {
  const text = discordEscaped(raw);
  const characters = Array.from(text);
  return characters.length > DISCORD_LIMIT ? `${characters.slice(0, DISCORD_LIMIT - 1).join("")}…` : text;
};

/** The request each format needs: where it goes and what it carries. */
export function webhookRequest(message: StoredMessage, settings: WebhookSettings) {
  const json = (body: unknown) => ({
    url: settings.url,
    // Exactly as stored once parsed, with every unsafe character as a \u escape.
    body: safeJson(body),
    type: "application/json",
  });
  switch (settings.format) {
    case "json":
      return json(webhookPayload(message));
    case "slack":
      return json({ text: slackEscaped(`${heading(message)}\n\n${readable(message.message)}`) });
    case "discord":
      // Nobody is pinged by what a sender wrote (@everyone, roles, users).
      return json({
        content: discordContent(`${heading(message)}\n\n${readable(message.message)}`),
        allowed_mentions: { parse: [] },
      });
    case "ntfy": {
      // The title goes in the query: header values cannot carry every name.
      const url = new URL(settings.url);
      url.searchParams.set("title", heading(message));
      url.searchParams.set("tags", "envelope");
      return { url: url.toString(), body: readable(message.message), type: "text/plain; charset=utf-8" };
    }
  }
}

/** `sha256=<hex>`: HMAC-SHA256 of the exact body with the shared secret. */
export async function webhookSignature(secret: string, body: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(body));
  return `sha256=${[...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

const TIMEOUT_MS = 10_000;

/**
 * Sends a message's notice to NOTIFY_WEBHOOK_URL. A 2xx answer is delivered; 429,
 * a 5xx, a broken connection or no answer in 10 s are tried again later; any other
 * answer is refused for good.
 */
export function webhookSender(settings: WebhookSettings, fetcher: typeof fetch = fetch): NoticeSender {
  return (message) => postToWebhook(webhookRequest(message, settings), settings, fetcher);
}

/**
 * A summary the owner reads (the weekly page views): a title and plain text, in the webhook's
 * format. The text comes escaped (digestText); `data` goes out as safe JSON like every body.
 */
export function webhookTextRequest(title: string, text: string, data: unknown, settings: WebhookSettings) {
  const json = (body: unknown) => ({ url: settings.url, body: safeJson(body), type: "application/json" });
  switch (settings.format) {
    case "json":
      return json(data);
    case "slack":
      return json({ text: slackEscaped(`${title}\n\n${text}`) });
    case "discord":
      return json({ content: discordContent(`${title}\n\n${text}`), allowed_mentions: { parse: [] } });
    case "ntfy": {
      const url = new URL(settings.url);
      url.searchParams.set("title", title);
      url.searchParams.set("tags", "bar_chart");
      return { url: url.toString(), body: text, type: "text/plain; charset=utf-8" };
    }
  }
}

/** Posts one request to the webhook, signed when there is a secret; throws a NoticeFailure. */
export async function postToWebhook(
  request: { url: string; body: string; type: string },
  settings: WebhookSettings,
  fetcher: typeof fetch = fetch,
) {
  const headers: Record<string, string> = {
    "Content-Type": request.type,
    "User-Agent": "portfolio-collector",
  };
  if (settings.secret)
    headers["X-Portfolio-Signature"] = await webhookSignature(settings.secret, request.body);
  let response: Response;
  try {
    response = await fetcher(request.url, {
      method: "POST",
      headers,
      body: request.body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new NoticeFailure(`no answer from the webhook: ${(error as Error).message}`, false);
  }
  await response.body?.cancel();
  if (response.ok) return;
  const temporary = response.status === 429 || response.status >= 500;
  throw new NoticeFailure(`the webhook answered HTTP ${response.status}`, !temporary);
}

// Node only: the Node server's e-mail notices (SMTP cannot run in workers).
import nodemailer from "nodemailer";
import { languageName } from "../language-name.js";
import { escapeUnsafe } from "../sender-text.js";
import type { StoredMessage } from "../stores/message-store.js";
import type { NoticeSender } from "./deliver.js";
import { NoticeFailure } from "./notice-failure.js";

export type EmailSettings = { smtpUrl: string; to: string; from?: string };

type SmtpError = Error & { responseCode?: number; response?: string };

/**
 * The e-mail's parts that carry what the sender typed, as the inbox shows it: no control or
 * invisible character raw (sender-text.ts), line breaks kept in the text.
 */
export function noticeEmail(message: StoredMessage) {
  const name = escapeUnsafe(message.name);
  const text = escapeUnsafe(message.message.replaceAll("\r\n", "\n"), "\t\n");
  return {
    replyTo: { name, address: message.email },
    subject: `New message from ${name} via your portfolio`,
    text: `${text}\n\n— ${name} <${escapeUnsafe(message.email)}>\nReceived ${message.receivedAt}${
      message.language ? `\nSent from the page in ${languageName(message.language)}` : ""
    }`,
  };
}

/**
 * E-mails the owner about a message, with the sender as Reply-To. The mail server
 * refusing it for good (a 5xx reply) fails the notice; anything else (a 4xx reply,
 * no server, a time-out) is tried again later.
 */
export function emailSender(settings: EmailSettings): {
  send: NoticeSender;
  sendText: (subject: string, text: string) => Promise<void>;
  close: () => void;
} {
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const mail = async (parts: {
    subject: string;
    text: string;
    replyTo?: { name: string; address: string };
  }) => {
    try {
      await transport.sendMail({ from: settings.from ?? settings.to, to: settings.to, ...parts });
    } catch (error) {
      const { responseCode, response, message: text } = error as SmtpError;
      if (responseCode && responseCode >= 500) {
        throw new NoticeFailure(`the mail server refused it: ${response ?? text}`, true);
      }
      throw new NoticeFailure(responseCode ? `the mail server answered: ${response ?? text}` : text, false);
    }
  };
  const send: NoticeSender = (message) => mail(noticeEmail(message));
  /** A summary for the owner (the weekly page views): no sender, nothing to reply to. */
  const sendText = (subject: string, text: string) => mail({ subject, text });
  return { send, sendText, close: () => transport.close() };
}

import { expect, test } from "@playwright/test";
import type { Challenge } from "altcha-lib";
import { baseURL, webhookSinkURL } from "../../playwright.config";
import { solve } from "../../support/proof";
import { inbox, openPastSplash, spamInbox } from "./helpers";
import { main } from "./sites";

type Row = { bot: string; sent: number; refused: number; spam: number; inbox: number; notices: number };

let address = 0;
/** Each bot request from its own address: the rate limit (tested on its own) would otherwise stop them first. */
const nextAddress = () => `203.0.113.${(address++ % 250) + 1}`;

const challenge = async () => (await (await fetch(`${baseURL}/api/contact/challenge`)).json()) as Challenge;
const post = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return fetch(`${baseURL}/api/contact`, {
    method: "POST",
    headers: { Accept: "application/json", "X-Forwarded-For": nextAddress() },
    body,
  });
};
/** This run's bots, told apart from an earlier run's in the same data folder. */
const RUN = Date.now().toString(36);
const botName = (tag: string) => `Bot ${tag} ${RUN}`;
const bot = (tag: string, index: number) => ({
  name: botName(tag),
  email: `bot-${tag}@example.com`,
  message: `${tag} ${index}`,
});

test("bots reach neither the owner's inbox nor a notice: each is refused or kept as spam", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  test.skip(!main.headed.some((section) => section.id === "contact"), "the home page has no contact form");
  const rows: Row[] = [];
  const tally = async (label: string, tag: string, answers: Response[]) => {
    const mine = (list: Array<{ name: string }>) =>
      list.filter((message) => message.name === botName(tag)).length;
    const notices = (await (await fetch(`${webhookSinkURL}/deliveries`)).json()) as Array<{ name: string }>;
    rows.push({
      bot: label,
      sent: answers.length,
      refused: answers.filter((answer) => answer.status === 422).length,
      spam: mine(await spamInbox()),
      inbox: mine(await inbox()),
      notices: mine(notices),
    });
  };

  // Plain POSTs, as a script would send them, with no proof of work.
  const plain = await Promise.all(Array.from({ length: 20 }, (_, index) => post(bot("plain", index))));
  await tally("plain POSTs without a proof of work", "plain", plain);

  // One valid submission (solved, but at once), then the very same body 50 more times.
  const valid = { ...bot("replay", 0), altcha: await solve(await challenge()) };
  const replays = [await post(valid)];
  for (let index = 0; index < 50; index++) replays.push(await post(valid));
  await tally("one valid submission, replayed 50 times", "replay", replays);

  // A headless browser that fills the form and sends it within a second of the page being ready:
  // a script sets the fields and submits, as a bot does (Playwright's typing, a round trip per
  // field, took 3.7 s on a loaded machine: past the time trap, which no bot that quick is).
  const page = await browser.newPage();
  await openPastSplash(page, `${baseURL}/#contact`);
  const started = Date.now();
  const answered = page.waitForResponse((response) => response.url().endsWith("/api/contact"));
  await page.evaluate(
    (fields) => {
      for (const [name, value] of Object.entries(fields)) {
        const field = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#contact-${name}`);
        if (!field) throw new Error(`no field ${name}`);
        const prototype = Object.getPrototypeOf(field) as HTMLInputElement;
        Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
        field.dispatchEvent(new Event("input", { bubbles: true }));
      }
      document.getElementById("contact-name")?.closest("form")?.requestSubmit();
    },
    bot("browser", 0),
  );
  const answer = await answered;
  const fillAndSend = Date.now() - started;
  await page.close();
  await tally(`a headless browser, form filled and sent in ${fillAndSend} ms`, "browser", [
    new Response(null, { status: answer.status() }),
  ]);

  // Link-stuffed messages with a valid proof, sent after the time trap's 3 s: the product's own
  // timing is what lets them past that layer, so the test waits it out.
  const challenges = await Promise.all(Array.from({ length: 5 }, challenge));
  await new Promise((resolve) => setTimeout(resolve, 3_200));
  const stuffed = await Promise.all(
    challenges.map(async (issued, index) =>
      post({
        ...bot("links", index),
        message:
          index === 0
            ? "https://cheap-pills.example/offer"
            : `Buy ${"https://spam.example/x ".repeat(index + 3)}`,
        altcha: await solve(issued),
      }),
    ),
  );
  await tally("link-stuffed messages with a valid proof", "links", stuffed);

  console.log(
    [
      "",
      "| bot | sent | refused (422) | kept as spam | in the inbox | notices |",
      "|---|---|---|---|---|---|",
      ...rows.map(
        (row) =>
          `| ${row.bot} | ${row.sent} | ${row.refused} | ${row.spam} | ${row.inbox} | ${row.notices} |`,
      ),
    ].join("\n"),
  );

  for (const row of rows) {
    expect(row.inbox, row.bot).toBe(0);
    expect(row.notices, row.bot).toBe(0);
    expect(row.refused + row.spam, row.bot).toBe(row.sent);
  }
});

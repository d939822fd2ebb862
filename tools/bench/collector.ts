/**
 * `npm run bench:collector`: how many contact messages the collector accepts per
 * second, and how long each answer takes (p50, p95), for each store on this
 * machine: SQLite and PostgreSQL behind the Node server, D1 behind the Cloudflare
 * Pages Function under `wrangler pages dev`; with 1 and 16 senders at once. It
 * measures; it fails nothing. Writes bench-results/collector.{json,md}.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { startPagesDev } from "../../support/local-d1.ts";
import { startServer } from "../../support/node-server.ts";
import { startPostgres } from "../../support/postgres-server.ts";

type Target = { store: string; url: string; senderHeader: string; stop: () => Promise<unknown> | unknown };
type Row = {
  store: string;
  senders: number;
  accepted: number;
  refused: number;
  perSecond: number;
  p50: number;
  p95: number;
};

const SENDERS = [1, 16];
/** It measures the store: no proof of work for the senders to solve (verifying one is a hash and an HMAC). */
const STORE_ONLY = { SPAM_PROOF: "off" };
const REQUESTS = Number(process.env.BENCH_COLLECTOR_REQUESTS ?? 400);

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
};

let senderCount = 0;
/** Every message from its own address, so the rate limit (5 a minute each) never applies. */
const nextSender = () => {
  senderCount += 1;
  return `10.${(senderCount >> 16) & 255}.${(senderCount >> 8) & 255}.${senderCount & 255}`;
};

async function measure(target: Target, senders: number, requests: number): Promise<Row> {
  const times: number[] = [];
  let accepted = 0;
  let refused = 0;
  let sent = 0;
  const sender = async () => {
    while (sent < requests) {
      sent += 1;
      const body = new FormData();
      body.append("name", "Bench");
      body.append("email", "bench@example.com");
      body.append("message", `A message of about the size people write, number ${sent}. `.repeat(4));
      const started = performance.now();
      const response = await fetch(`${target.url}/api/contact`, {
        method: "POST",
        headers: { Accept: "application/json", [target.senderHeader]: nextSender() },
        body,
      });
      await response.arrayBuffer();
      times.push(performance.now() - started);
      if (response.status === 200) accepted += 1;
      else refused += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: senders }, sender));
  const seconds = (performance.now() - started) / 1000;
  return {
    store: target.store,
    senders,
    accepted,
    refused,
    perSecond: Math.round(accepted / seconds),
    p50: Math.round(percentile(times, 0.5) * 10) / 10,
    p95: Math.round(percentile(times, 0.95) * 10) / 10,
  };
}

const postgres = await startPostgres();
const targets: Array<() => Promise<Target>> = [
  async () => {
    const server = await startServer({ TRUST_PROXY: "1", ...STORE_ONLY });
    return {
      store: "SQLite (Node server)",
      url: server.url,
      senderHeader: "X-Forwarded-For",
      stop: server.stop,
    };
  },
  async () => {
    const server = await startServer({ DATABASE_URL: await postgres.createDatabase(), ...STORE_ONLY });
    return {
      store: "PostgreSQL (Node server)",
      url: server.url,
      senderHeader: "X-Forwarded-For",
      stop: server.stop,
    };
  },
  async () => {
    const pages = await startPagesDev({ env: STORE_ONLY });
    return {
      store: "D1 local (wrangler pages dev)",
      url: pages.url,
      senderHeader: "CF-Connecting-IP",
      stop: pages.stop,
    };
  },
];

const rows: Row[] = [];
try {
  for (const start of targets) {
    const target = await start();
    try {
      await measure(target, 4, 40); // warm-up: connections, compiled statements, the salt
      for (const senders of SENDERS) {
        const row = await measure(target, senders, REQUESTS);
        console.log(
          `${row.store}, ${senders} sender(s): ${row.perSecond}/s, p50 ${row.p50} ms, p95 ${row.p95} ms`,
        );
        rows.push(row);
      }
    } finally {
      await target.stop();
    }
  }
} finally {
  postgres.destroy();
}

const table = [
  `Measured ${new Date().toISOString()}: ${REQUESTS} messages per row, each from its own address, over loopback.`,
  "",
  "| store | senders at once | accepted per second | p50 answer | p95 answer | not accepted |",
  "|---|---|---|---|---|---|",
  ...rows.map(
    (row) =>
      `| ${row.store} | ${row.senders} | ${row.perSecond} | ${row.p50} ms | ${row.p95} ms | ${row.refused} |`,
  ),
].join("\n");
mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/collector.json", `${JSON.stringify(rows, null, 2)}\n`);
writeFileSync("bench-results/collector.md", `${table}\n`);
console.log(`\n${table}`);

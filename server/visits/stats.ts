/**
 * What the collector counted (docs/privacy.md): views and visitors per day, the pages, each
 * project's page, the referrers and the devices. The SQLite file in DATA_DIR by default,
 * PostgreSQL when DATABASE_URL is set, D1 with --d1. `npm run stats -- --help` lists the options.
 */
import { parseArgs } from "node:util";
import { loadContent, resolveContentDir } from "../../app/content/content-folder.server.js";
import type { Content } from "../../app/content/schema.js";
import { paths } from "../../app/lib/navigation/public-paths.js";
import { safeJson } from "../sender-text.js";
import { readConfig } from "../settings/config.js";
import { STORE_HELP, STORE_OPTIONS, stop } from "../stores/command-line.js";
import { d1StoreThroughWrangler } from "../stores/d1-through-wrangler.js";
import { openStore } from "../stores/open-store.js";
import { dayRange, REPORT_TOP, statsCsv, statsReport, statsTable } from "./stats-report.js";

const HELP = `npm run stats -- [options]
  (no option)             the last 30 days (UTC): a bar per day, the top pages, each project's
                          page, the referrers and the devices
  --days N                the last N days instead (1 to 3660)
  --top N                 the N busiest pages and referrers (1 to 1000, 10 by default); the others
                          are summed in one line
  --json | --csv          as JSON (unsafe characters as \\u escapes, as the inbox's) | as CSV for a
                          spreadsheet (a row per day, page, referrer, device)
${STORE_HELP}`;

const { values } = parseArgs({
  options: {
    help: { type: "boolean" },
    days: { type: "string", default: "30" },
    top: { type: "string", default: String(REPORT_TOP) },
    json: { type: "boolean" },
    csv: { type: "boolean" },
    ...STORE_OPTIONS,
  },
});

if (values.help) {
  console.log(HELP);
  process.exit(0);
}
const days = Number(values.days);
if (!Number.isInteger(days) || days < 1 || days > 3660)
  stop(`--days needs a whole number from 1 to 3660, got "${values.days}"`);
const top = Number(values.top);
if (!Number.isInteger(top) || top < 1 || top > 1000)
  stop(`--top needs a whole number from 1 to 1000, got "${values.top}"`);
if ((values.remote || values["persist-to"]) && !values.d1) stop("--remote and --persist-to go with --d1");

const store = values.d1
  ? d1StoreThroughWrangler({ remote: values.remote, persistTo: values["persist-to"] })
  : await openStore(readConfig());
try {
  const { from, to } = dayRange(new Date(), days);
  const report = statsReport(await store.visitTotals(from, to, top), from, to);
  if (values.json) console.log(safeJson(report, 2));
  else if (values.csv) process.stdout.write(statsCsv(report));
  else {
    const content = (await loadContent(resolveContentDir())) as Content;
    const projects = content.projects.map((project) => ({
      path: paths.project(project.id),
      name: project.name,
    }));
    const counted = await store.pageTotals(
      from,
      to,
      projects.map((project) => project.path),
    );
    const counts = new Map(counted.map((row) => [row.path, row]));
    console.log(
      statsTable(
        report,
        projects.map((project) => ({ views: 0, visitors: 0, ...counts.get(project.path), ...project })),
      ),
    );
  }
} catch (error) {
  console.error(`Could not read the counts: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await store.close();
}

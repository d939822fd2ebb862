import { type Browser, expect, test } from "@playwright/test";
import { bareReactPage } from "../../tools/bench/bare-react-page";
import { MAIN_THREAD_BUDGET } from "../../tools/bench/budgets";
import {
  blockingFromCpuTime,
  mainThreadTasks,
  rendererMainThread,
  type TraceEvent,
} from "../../tools/bench/main-thread";
import { waitForApp } from "./helpers";
import { main, owner, trial } from "./sites";

/**
 * The main thread's budget, held in every run (issue 71): the blocking time a phone four times
 * slower than this machine would see while the page starts, counted as Lighthouse counts TBT
 * (each task from the first contentful paint on, beyond 50 ms) from each task's CPU time, and
 * scaled by a bare React page's start measured in the same run (React DOM evaluated from cold, a
 * small tree hydrated: the floor of any page React hydrates), so a slower or busier machine, or
 * a browser that compiles cold code slower, reads the same. It runs after every other browser test (its own project in playwright.config.ts),
 * on the splash-off build. The full numbers are `npm run bench`'s (docs/performance.md).
 */

/** Never fetched: the reference page and its script are answered from inside the browser context. */
const REFERENCE_URL = "http://reference-page.invalid/";
const REFERENCE_SCRIPT_URL = `${REFERENCE_URL}bare.js`;
let reference: Awaited<ReturnType<typeof bareReactPage>>;

test.beforeAll(async () => {
  reference = await bareReactPage(REFERENCE_SCRIPT_URL);
});

/**
 * About 100 ms of script as the app starts (after the first paint, as the app's own start runs:
 * work before it is not blocking as TBT counts it): the change the budget exists to catch. A
 * fixed computation, not a wait for the clock: on a busy machine a loop that waits 100 ms gets
 * as little as 40 ms of the CPU, and a phone's visitor would wait for the work, not the clock.
 * Its task is marked, so the trace says what it cost: a loop's cost against the reference's
 * differs from machine to machine (2.5 times between two machines of this kind), so each run
 * sets its count from the last run's.
 */
const ADDED_MARK = "budget-added-work";
const addedWork = (iterations: number) => `new PerformanceObserver((list, observer) => {
  if (!list.getEntriesByName("first-contentful-paint").length) return;
  observer.disconnect();
  setTimeout(() => {
    performance.mark("${ADDED_MARK}");
    let sum = 0;
    for (let i = 0; i < ${iterations}; i += 1) sum = (sum + Math.sqrt(i) * (i % 7)) % 1e9;
    document.documentElement.dataset.added = String(sum);
  });
}).observe({ type: "paint", buffered: true });`;

type Trace = { traceEvents: TraceEvent[] };

async function traced(browser: Browser, url: string, options: { reference?: boolean; init?: string } = {}) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 3,
  });
  const page = await context.newPage();
  try {
    if (options.reference) {
      await page.route(REFERENCE_URL, (route) =>
        route.fulfill({ contentType: "text/html", body: reference.html }),
      );
      await page.route(REFERENCE_SCRIPT_URL, (route) =>
        route.fulfill({ contentType: "text/javascript", body: reference.script }),
      );
    }
    if (options.init) await page.addInitScript(options.init);
    await browser.startTracing(page, {
      categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing"],
    });
    await page.goto(url);
    if (!options.reference) await waitForApp(page);
    // What the start leaves for the idle moments after it (the blocks drawn one by one).
    await page.waitForTimeout(1_500);
    return (JSON.parse((await browser.stopTracing()).toString()) as Trace).traceEvents;
  } finally {
    await context.close();
  }
}

/** The reference's start: its longest task (React DOM evaluated; the hydration follows in tasks of its own), CPU time in ms. */
async function referenceMs(browser: Browser) {
  const events = await traced(browser, REFERENCE_URL, { reference: true });
  const tasks = mainThreadTasks(events, rendererMainThread(events, "firstContentfulPaint"));
  return Math.max(...tasks.map((task) => task.cpuMs));
}

/**
 * The page's blocking at 4×, each task's CPU time put in the reference machine's terms; and the
 * CPU time of the added work's task, in the same terms, where the page has it.
 */
async function blockingMs(browser: Browser, url: string, scale: number, init?: string) {
  const events = await traced(browser, url, { init });
  const thread = rendererMainThread(events, "firstContentfulPaint");
  const tasks = mainThreadTasks(events, thread).map((task) => ({ ...task, cpuMs: task.cpuMs * scale }));
  const mark = events.find((event) => event.name === ADDED_MARK);
  const added =
    mark && tasks.find((task) => task.startUs <= mark.ts && mark.ts <= task.startUs + task.wallMs * 1000);
  return {
    blocking: blockingFromCpuTime(tasks, MAIN_THREAD_BUDGET.slowdown, thread.markUs).blockingMs,
    addedMs: added?.cpuMs ?? 0,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

test.describe.configure({ mode: "serial" });

/**
 * The pages held to the budget: the sample's home page and first project, each other language's
 * home page (the second owner's language folders), and the home page of a site under a path (the
 * trial owner's, at /portfolio/). The home page of the owner with the most content read 12–202 ms
 * from run to run (medians 22 to 148): too unsteady to hold to a budget here yet (issue 71).
 */
const pages = () => ({
  "/": `${main.url}/`,
  [`/project/${main.content.projects[0]?.id}`]: `${main.url}/project/${main.content.projects[0]?.id}`,
  ...Object.fromEntries(
    owner.languages.map(({ tag }) => [`another owner's /${tag}/`, `${owner.url}/${tag}/`]),
  ),
  "a site under a path's /": `${trial.url}/`,
});

test(`each page starts within ${MAIN_THREAD_BUDGET.blockingMs} ms of blocking at 4×, and 100 ms more work would not`, async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const measured = pages();
  const runs = {
    reference: [] as number[],
    added: [] as number[],
    addedWorkMs: [] as number[],
    pages: Object.fromEntries(Object.keys(measured).map((name) => [name, [] as number[]])),
  };
  let iterations: number = MAIN_THREAD_BUDGET.addedIterations;
  // Interleaved, so a spell of load on the machine falls on every measure alike.
  for (let run = 0; run < MAIN_THREAD_BUDGET.runs; run += 1) {
    const referenceCpu = await referenceMs(browser);
    runs.reference.push(referenceCpu);
    const scale = MAIN_THREAD_BUDGET.referenceMs / referenceCpu;
    for (const [name, url] of Object.entries(measured))
      runs.pages[name]?.push((await blockingMs(browser, url, scale)).blocking);
    const added = await blockingMs(browser, `${main.url}/`, scale, addedWork(iterations));
    runs.added.push(added.blocking);
    runs.addedWorkMs.push(Math.round(added.addedMs));
    if (added.addedMs > 0) iterations = Math.round((iterations * MAIN_THREAD_BUDGET.addedMs) / added.addedMs);
  }
  test.info().annotations.push({ type: "main thread (ms)", description: JSON.stringify(runs) });
  console.log(`main-thread budget: ${JSON.stringify(runs)}`);
  for (const [name, values] of Object.entries(runs.pages))
    expect(median(values), `${name} blocking at 4×: ${values.join(", ")}`).toBeLessThanOrEqual(
      MAIN_THREAD_BUDGET.blockingMs,
    );
  // The check can fail: the same page with 100 ms more script at its start is over the budget.
  expect(
    runs.addedWorkMs.every((ms) => ms > 0),
    "each trace holds the added work's task",
  ).toBe(true);
  expect(median(runs.added), `/ with 100 ms more: ${runs.added.join(", ")}`).toBeGreaterThan(
    MAIN_THREAD_BUDGET.blockingMs,
  );
});

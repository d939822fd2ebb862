// @vitest-environment node
// A site in several languages: a view of another language's home page arrives as "/de" (the
// browser counts a path without its final slash) and must be counted, not refused.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { saltInMemory } from "../../server/http/day-salt";
import { openSqliteStore } from "../../server/stores/sqlite-store";
import { visitCounter } from "../../server/visits/count-visits";
import { pageList } from "../../site-build/page-list";

const work = mkdtempSync(path.join(tmpdir(), "visits-languages-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

it("counts a view of another language's home page and its projects, as the build's page list names them", async () => {
  const client = path.join(work, "client");
  // What a function reads: the build's page-list.json, from the build's files.
  const pages = pageList(
    client,
    ["index.html", "project/2/index.html", "de/index.html", "de/project/2/index.html", "de/404.html"].map(
      (file) => path.join(client, file),
    ),
  );
  const store = openSqliteStore(path.join(work, "data"));
  const counter = visitCounter({
    store,
    daySalt: saltInMemory(),
    isPage: (page) => pages.includes(page),
    senderAddress: () => "203.0.113.7",
  });
  const view = (page: string) =>
    counter.fetch(
      new Request("http://localhost/api/visit", {
        method: "POST",
        headers: {
          "Content-Type": "text/plain;charset=UTF-8",
          "User-Agent":
            "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36",
        },
        body: JSON.stringify({ path: page, device: "phone" }),
      }),
    );
  const answers = await Promise.all(
    ["/de", "/de/project/2", "/", "/fr"].map(async (page) => (await view(page)).status),
  );
  await store.close();
  expect(answers).toEqual([204, 204, 204, 422]);
});

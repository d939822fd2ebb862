// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * server/'s folders, bottom first (docs/decisions/011-one-direction-for-imports.md). A folder may
 * import those on lower rows only: never one on its own row, never one above. Files at server/'s
 * root are either shared leaves, which import no folder and which any folder may import
 * (plural.ts, sender-text.ts, build-stamp.ts…), or the composition (app.ts, main.ts,
 * db-migrate.ts), which may import every folder and which no folder imports.
 */
const LAYERS = [
  ["stores"],
  ["notices"],
  ["settings", "http"],
  ["collector", "visits"],
  ["inbox", "upkeep"],
  ["functions"],
] as const;

const SERVER = path.resolve("server");
const ROOT = "(root)";

type Graph = Map<string, Set<string>>;

/** Every relative specifier a file imports or re-exports, static or dynamic. */
const relativeImports = (source: string) =>
  [...source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)].map(
    (match) => match[1] ?? "",
  );

/** The non-test TypeScript files under server/, as paths relative to it. */
const serverFiles = () =>
  (readdirSync(SERVER, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));

/** A file's top folder under server/, or ROOT for a file directly in server/. */
const topOf = (file: string) => (file.includes("/") ? (file.split("/")[0] ?? ROOT) : ROOT);

/**
 * The imports between server/'s files: for each file (relative to server/), the files under
 * server/ it imports (with `.ts` for the `.js` the code names). Imports leaving server/ (app/)
 * are left out.
 */
function fileImports(): Map<string, string[]> {
  const imports = new Map<string, string[]>();
  for (const file of serverFiles()) {
    const source = readFileSync(path.join(SERVER, file), "utf8");
    const targets = relativeImports(source)
      .map((specifier) => path.resolve(SERVER, path.dirname(file), specifier))
      .filter((target) => target.startsWith(SERVER + path.sep))
      .map((target) => path.relative(SERVER, target).split(path.sep).join("/").replace(/\.js$/, ".ts"));
    imports.set(file, targets);
  }
  return imports;
}

/** The folders a root file reaches, through the root files it imports in turn. */
function foldersReached(
  rootFile: string,
  imports: Map<string, string[]>,
  seen = new Set<string>(),
): Set<string> {
  const reached = new Set<string>();
  if (seen.has(rootFile)) return reached;
  seen.add(rootFile);
  for (const target of imports.get(rootFile) ?? []) {
    if (topOf(target) !== ROOT) reached.add(topOf(target));
    else for (const folder of foldersReached(target, imports, seen)) reached.add(folder);
  }
  return reached;
}

/**
 * The folder graph: an edge from a folder to each other folder one of its files imports, directly
 * or through root files (a folder importing a root file that imports a folder depends on that folder).
 */
function folderGraph(imports: Map<string, string[]>): Graph {
  const graph: Graph = new Map();
  for (const [file, targets] of imports) {
    const from = topOf(file);
    if (from === ROOT) continue;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const target of targets) {
      const to = topOf(target);
      const reached = to === ROOT ? foldersReached(target, imports) : new Set([to]);
      for (const folder of reached) if (folder !== from) edges.add(folder);
    }
  }
  return graph;
}

/** A cycle in the graph as the folders round it (the first repeated at the end), or undefined. */
function findCycle(graph: Graph): string[] | undefined {
  const done = new Set<string>();
  const trail: string[] = [];
  const visit = (node: string): string[] | undefined => {
    const at = trail.indexOf(node);
    if (at >= 0) return [...trail.slice(at), node];
    if (done.has(node)) return undefined;
    trail.push(node);
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    trail.pop();
    done.add(node);
    return undefined;
  };
  for (const node of [...graph.keys()].sort()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return undefined;
}

const imports = fileImports();
const graph = folderGraph(imports);
const edges = [...graph].flatMap(([from, tos]) => [...tos].map((to) => `${from} → ${to}`)).sort();
const layerOf = new Map<string, number>(
  LAYERS.flatMap((row, index) => row.map((folder) => [folder, index] as const)),
);

describe("server/'s folders import one way", () => {
  it("finds the folders and the imports between them", () => {
    expect(imports.size).toBeGreaterThan(40);
    expect([...graph.keys()].sort()).toEqual([...layerOf.keys()].sort());
    expect(edges.length).toBeGreaterThanOrEqual(15);
    // Two the layering rests on: the collector stores through the contract, the composition mounts it.
    expect(edges).toContain("collector → stores");
    expect(imports.get("app.ts")).toContain("collector/collector.ts");
  });

  it("has no two folders importing each other", () => {
    const mutual = edges.filter((edge) => {
      const [from = "", to = ""] = edge.split(" → ");
      return from < to && graph.get(to)?.has(from);
    });
    expect(mutual, "folders importing each other").toEqual([]);
  });

  it("has no loop round several folders", () => {
    const cycle = findCycle(graph);
    expect(cycle && `a loop: ${cycle.join(" → ")}`).toBeUndefined();
  });

  it("imports only from folders below, each folder on one row of the order", () => {
    const upward = edges.filter((edge) => {
      const [from = "", to = ""] = edge.split(" → ");
      return (layerOf.get(to) ?? Number.POSITIVE_INFINITY) >= (layerOf.get(from) ?? -1);
    });
    expect(upward, "imports of a folder on the same row or above (or of one not in LAYERS)").toEqual([]);
  });

  it("keeps the root files that folders import free of folders (so none is the composition)", () => {
    const leavesReachingFolders = [...imports]
      .filter(([file]) => topOf(file) !== ROOT)
      .flatMap(([, targets]) => targets.filter((target) => topOf(target) === ROOT))
      .filter((rootFile, index, all) => all.indexOf(rootFile) === index)
      .filter((rootFile) => foldersReached(rootFile, imports).size > 0)
      .sort();
    expect(leavesReachingFolders, "root files a folder imports that import a folder").toEqual([]);
    // The composition does import folders: the check above is not passing on nothing.
    expect([...foldersReached("main.ts", imports)]).toEqual(expect.arrayContaining(["upkeep", "stores"]));
  });

  it("would see a loop and a pair importing each other", () => {
    const looped: Graph = new Map([
      ["collector", new Set(["http"])],
      ["http", new Set(["stores"])],
      ["stores", new Set(["collector"])],
    ]);
    expect(findCycle(looped)).toEqual(["collector", "http", "stores", "collector"]);
    expect(
      findCycle(
        new Map([
          ["a", new Set(["b"])],
          ["b", new Set(["a"])],
        ]),
      ),
    ).toEqual(["a", "b", "a"]);
    expect(
      findCycle(
        new Map([
          ["a", new Set(["b"])],
          ["b", new Set<string>()],
        ]),
      ),
    ).toBeUndefined();
  });
});

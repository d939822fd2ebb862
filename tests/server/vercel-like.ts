import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ts from "typescript";
import { freePort } from "../../support/node-server";

const RELATIVE_IMPORT = /(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+)"/g;

/**
 * Compiles a function the way Vercel's Node runtime does: each TypeScript file on
 * its own into an ES module, import specifiers left as written (so an import
 * without `.js` fails in Node, as it would there), beside the project's node_modules.
 */
function compileLikeVercel(entry: string): string {
  const out = mkdtempSync(path.join(tmpdir(), "portfolio-vercel-"));
  writeFileSync(path.join(out, "package.json"), JSON.stringify({ type: "module" }));
  symlinkSync(path.resolve("node_modules"), path.join(out, "node_modules"));
  const pending = [path.resolve(entry)];
  const done = new Set<string>();
  while (pending.length) {
    const file = pending.pop() as string;
    if (done.has(file)) continue;
    done.add(file);
    const source = readFileSync(file, "utf8");
    const { outputText } = ts.transpileModule(source, {
      compilerOptions: {
        module: ts.ModuleKind.ESNext,
        target: ts.ScriptTarget.ES2022,
        verbatimModuleSyntax: true,
      },
    });
    const target = path.join(out, path.relative(process.cwd(), file).replace(/\.ts$/, ".js"));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, outputText);
    for (const [, specifier = ""] of outputText.matchAll(RELATIVE_IMPORT)) {
      if (specifier.endsWith(".js"))
        pending.push(path.resolve(path.dirname(file), specifier.replace(/\.js$/, ".ts")));
    }
  }
  return out;
}

/** What the platform does with the module: hands its `fetch` a Web Request for each HTTP request. */
const SERVE = `
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import path from "node:path";
const entry = (await import(process.argv[2])).default;
const staticDir = process.argv[4];
createServer(async (req, res) => {
  // Beside its functions, Vercel serves the build's files (outputDirectory).
  if (staticDir && !req.url.startsWith("/api/")) {
    const file = await readFile(path.join(staticDir, path.normalize(new URL(req.url, "http://host").pathname)))
      .catch(() => undefined);
    res.writeHead(file ? 200 : 404, { "Content-Type": "application/json" });
    return res.end(file ?? "{}");
  }
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const request = new Request("http://" + req.headers.host + req.url, {
    method: req.method,
    headers: req.headers,
    body: chunks.length ? Buffer.concat(chunks) : undefined,
  });
  const response = await entry.fetch(request);
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}).listen(Number(process.argv[3]), "127.0.0.1", () => console.log("ready"));
`;

export type RunningFunction = { url: string; output: () => string; stop: () => void; process: ChildProcess };

/**
 * Serves `entry` (e.g. `api/contact.ts`) as Vercel would run it, in its own Node process, with
 * the build's files in `staticDir` (if given) on the same origin.
 */
export async function serveLikeVercel(
  entry: string,
  env: Record<string, string>,
  staticDir = "",
): Promise<RunningFunction> {
  const out = compileLikeVercel(entry);
  writeFileSync(path.join(out, "serve.mjs"), SERVE);
  const port = await freePort();
  const compiled = path.join(out, entry.replace(/\.ts$/, ".js"));
  const child = spawn(process.execPath, [path.join(out, "serve.mjs"), compiled, String(port), staticDir], {
    cwd: out,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", () => output.includes("ready") && resolve());
    child.once("exit", () => reject(new Error(`the function did not start:\n${output}`)));
  });
  return { url: `http://127.0.0.1:${port}`, output: () => output, stop: () => child.kill(), process: child };
}

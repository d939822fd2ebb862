import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { contentTypeOf } from "./static-files.js";

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

export type Encoding = "br" | "gzip";

/** The best encoding the client accepts for this type, if compressing is worth it. */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  type: string,
  size: number,
): Encoding | undefined {
  if (!acceptEncoding || size < 1024 || !COMPRESSIBLE.test(type)) return undefined;
  const accepted = acceptEncoding
    .split(",")
    .map((part) => part.trim().split(";"))
    .filter(([, q]) => q?.trim() !== "q=0")
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes("br")) return "br";
  if (accepted.includes("gzip")) return "gzip";
  return undefined;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const cache = new Map<string, Promise<Buffer>>();

/**
 * The file compressed once, then kept in memory (the build is small and never
 * changes while served). Compression runs off the main thread, so a first
 * request never holds up the others.
 */
export function compressedFile(file: string, mtimeMs: number, encoding: Encoding): Promise<Buffer> {
  const key = `${encoding}:${mtimeMs}:${file}`;
  let body = cache.get(key);
  if (!body) {
    body = readFile(file).then((raw) =>
      encoding === "br"
        ? brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipped(raw, { level: 9 }),
    );
    body.catch(() => cache.delete(key));
    cache.set(key, body);
  }
  return body;
}

/**
 * Compresses every text file of the build ahead of the first visitor, one at a
 * time in the background, so nobody waits for the best-quality brotli of a script.
 */
export async function warmCompressionCache(clientDir: string) {
  const files = (await readdir(clientDir, { recursive: true })).map((name) => path.join(clientDir, name));
  for (const file of files) {
    const info = await stat(file);
    if (!info.isFile() || !chooseEncoding("br, gzip", contentTypeOf(file), info.size)) continue;
    await compressedFile(file, info.mtimeMs, "br");
    await compressedFile(file, info.mtimeMs, "gzip");
  }
}

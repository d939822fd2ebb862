import { readFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

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

const cache = new Map<string, Buffer>();

/** The file compressed once, then kept in memory (the build is small and never changes while served). */
export function compressedFile(file: string, mtimeMs: number, encoding: Encoding): Buffer {
  const key = `${encoding}:${mtimeMs}:${file}`;
  let body = cache.get(key);
  if (!body) {
    const raw = readFileSync(file);
    body =
      encoding === "br"
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(raw, { level: 9 });
    cache.set(key, body);
  }
  return body;
}

// @vitest-environment node
import { mkdirSync, mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { chooseEncoding, compressedFile, warmCompressionCache } from "./compression.js";

describe("compression", () => {
  it("prefers brotli, then gzip, for text worth compressing", () => {
    expect(chooseEncoding("gzip, deflate, br", "text/javascript", 5000)).toBe("br");
    expect(chooseEncoding("gzip", "text/css", 5000)).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip", "text/css", 5000)).toBe("gzip");
    expect(chooseEncoding("br", "image/avif", 5000)).toBeUndefined();
    expect(chooseEncoding("br", "text/css", 200)).toBeUndefined();
  });

  it("compresses the build's text files ahead of time, once, and the bytes come back whole", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "compression-"));
    mkdirSync(path.join(dir, "assets"));
    const script = path.join(dir, "assets", "app.js");
    const text = "export const words = 'portfolio';\n".repeat(200);
    writeFileSync(script, text);
    writeFileSync(path.join(dir, "assets", "photo.avif"), Buffer.alloc(4000));

    await warmCompressionCache(dir);
    const { mtimeMs } = statSync(script);
    const first = compressedFile(script, mtimeMs, "br");
    expect(compressedFile(script, mtimeMs, "br")).toBe(first);
    expect(brotliDecompressSync(await first).toString()).toBe(text);
    expect(gunzipSync(await compressedFile(script, mtimeMs, "gzip")).toString()).toBe(text);
  });
});

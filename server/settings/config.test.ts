// @vitest-environment node
import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { writeBuildStamp } from "../build-stamp.js";
import { readConfig } from "./config.js";

function buildWith(settings?: Record<string, string>) {
  const buildDir = mkdtempSync(path.join(tmpdir(), "config-"));
  mkdirSync(path.join(buildDir, "client"));
  if (settings) writeBuildStamp(buildDir, settings);
  return path.join(buildDir, "client");
}

describe("server settings", () => {
  it("takes the contact endpoint from the build it serves, whatever its own environment says", () => {
    const clientDir = buildWith({ PUBLIC_CONTACT_ENDPOINT: "https://formspree.io/f/abc" });
    expect(readConfig({ CLIENT_DIR: clientDir }).contactEndpoint).toBe("https://formspree.io/f/abc");
    expect(
      readConfig({ CLIENT_DIR: clientDir, PUBLIC_CONTACT_ENDPOINT: "https://other.example/f" })
        .contactEndpoint,
    ).toBe("https://formspree.io/f/abc");
  });

  it("falls back to its environment for a build without its stamp, and to none", () => {
    const bare = buildWith();
    expect(
      readConfig({ CLIENT_DIR: bare, PUBLIC_CONTACT_ENDPOINT: "https://x.example/f" }).contactEndpoint,
    ).toBe("https://x.example/f");
    expect(readConfig({ CLIENT_DIR: buildWith({}) }).contactEndpoint).toBeUndefined();
  });

  it("reads the port and refuses nonsense", () => {
    expect(readConfig({ PORT: "8080", CLIENT_DIR: buildWith() }).port).toBe(8080);
    expect(() => readConfig({ PORT: "eighty", CLIENT_DIR: buildWith() })).toThrow(/PORT/);
  });
});

// @vitest-environment node
import { describe, expect, it } from "vitest";
import { INITIAL_LOAD_TIMEOUT_MS } from "../app/constants";
import { readSiteSettings } from "./site-settings";

describe("the site's settings", () => {
  it("default to the local address, the product's splash, the built-in collector and search", () => {
    expect(readSiteSettings({})).toEqual({
      siteUrl: "http://localhost:3000",
      basePath: "",
      splashMs: INITIAL_LOAD_TIMEOUT_MS,
      contactEndpoint: "/api/contact",
      visitsEndpoint: "/api/visit",
      search: true,
    });
    expect(readSiteSettings({ PUBLIC_SPLASH_MS: " " }).splashMs).toBe(INITIAL_LOAD_TIMEOUT_MS);
  });

  it("default to this machine on the port npm start serves, without PUBLIC_SITE_URL", () => {
    expect(readSiteSettings({ PORT: "4000" }).siteUrl).toBe("http://localhost:4000");
    expect(readSiteSettings({ PORT: " " }).siteUrl).toBe("http://localhost:3000");
    // Any free port: the address cannot know it, so the default one.
    expect(readSiteSettings({ PORT: "0" }).siteUrl).toBe("http://localhost:3000");
    expect(readSiteSettings({ PORT: "4000", PUBLIC_SITE_URL: "https://jane.dev" }).siteUrl).toBe(
      "https://jane.dev",
    );
    expect(() => readSiteSettings({ PORT: "http" })).toThrow(/PORT[\s\S]*fix: give a port number/);
  });

  it("put the site, its form and its counter under the path of its address", () => {
    const project = readSiteSettings({ PUBLIC_SITE_URL: "https://jane.github.io/portfolio/" });
    expect(project).toMatchObject({
      siteUrl: "https://jane.github.io/portfolio",
      basePath: "/portfolio",
      contactEndpoint: "/portfolio/api/contact",
      visitsEndpoint: "/portfolio/api/visit",
    });
    expect(readSiteSettings({ PUBLIC_SITE_URL: "https://jane.dev/sites/max" }).basePath).toBe("/sites/max");
    expect(readSiteSettings({ PUBLIC_SITE_URL: "https://jane.github.io/" }).basePath).toBe("");
    // A form posting elsewhere keeps its address.
    expect(
      readSiteSettings({
        PUBLIC_SITE_URL: "https://jane.github.io/portfolio/",
        PUBLIC_CONTACT_ENDPOINT: "https://formspree.io/f/abc",
      }).contactEndpoint,
    ).toBe("https://formspree.io/f/abc");
  });

  it("take what the owner sets", () => {
    expect(
      readSiteSettings({
        PUBLIC_SITE_URL: "https://jane.dev/",
        PUBLIC_SPLASH_MS: "0",
        PUBLIC_CONTACT_ENDPOINT: "https://formspree.io/f/abc",
      }),
    ).toEqual({
      siteUrl: "https://jane.dev",
      basePath: "",
      splashMs: 0,
      contactEndpoint: "https://formspree.io/f/abc",
      // Formspree counts nothing: no page views are sent.
      visitsEndpoint: "",
      search: true,
    });
  });

  it("search the site unless switched off", () => {
    expect(readSiteSettings({}).search).toBe(true);
    expect(readSiteSettings({ PUBLIC_SEARCH: "off" }).search).toBe(false);
    expect(() => readSiteSettings({ PUBLIC_SEARCH: "no" })).toThrow(/PUBLIC_SEARCH[\s\S]*fix: use on/);
  });

  it("count page views beside the built-in collector, wherever it answers, unless switched off", () => {
    const endpoint = (env: Record<string, string>) => readSiteSettings(env).visitsEndpoint;
    expect(endpoint({ PUBLIC_CONTACT_ENDPOINT: "https://collector.jane.dev/api/contact" })).toBe(
      "https://collector.jane.dev/api/visit",
    );
    expect(endpoint({ PUBLIC_COUNT_VISITS: "off" })).toBe("");
    expect(() => readSiteSettings({ PUBLIC_COUNT_VISITS: "maybe" })).toThrow(
      /PUBLIC_COUNT_VISITS[\s\S]*fix: use on/,
    );
  });

  it("stop the build on a wrong one, naming it with a fix, as npm run check does", () => {
    expect(() => readSiteSettings({ PUBLIC_SPLASH_MS: "soon", PUBLIC_SITE_URL: "jane.dev" })).toThrow(
      /✗ environment → PUBLIC_SITE_URL[\s\S]*fix: give the site's public address[\s\S]*✗ environment → PUBLIC_SPLASH_MS/,
    );
    expect(() => readSiteSettings({ PUBLIC_SPLASH_MS: "-5" })).toThrow(/PUBLIC_SPLASH_MS/);
  });
});

// @vitest-environment node
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { parse } from "yaml";

type Step = {
  id?: string;
  uses?: string;
  run?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
};

it("builds a GitHub Pages site for the address Pages gives the repository, its path included, and uploads the folder as it is", () => {
  const workflow = parse(readFileSync("deploy/github-pages.yml", "utf8")) as {
    jobs: { deploy: { steps: Step[] } };
  };
  const steps = workflow.jobs.deploy.steps;
  const pages = steps.findIndex((step) => step.uses?.startsWith("actions/configure-pages@"));
  const build = steps.findIndex((step) => step.run === "npm run build");
  expect(pages).toBeGreaterThanOrEqual(0);
  expect(build).toBeGreaterThan(pages);
  // base_url is https://<you>.github.io/<repo> for a project site, the root for <you>.github.io or a custom domain.
  expect(steps[build]?.env?.PUBLIC_SITE_URL).toBe(
    `\${{ vars.PUBLIC_SITE_URL || steps.${steps[pages]?.id}.outputs.base_url }}`,
  );
  const upload = steps.find((step) => step.uses?.startsWith("actions/upload-pages-artifact@"));
  expect(upload?.with?.path).toBe("build/client");
});

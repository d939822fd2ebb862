// @vitest-environment node
import { expect, it } from "vitest";
import { gatherContent } from "./gather";

it("gathers each file's parts, an index.ts's whole content deciding over them", () => {
  const site = { ownerName: "Noor" };
  const sample = [{ name: "From its own file" }];
  // A fork's old gather file that built its lists itself and left the testimonials out.
  const index = { default: { site, lists: [{ id: "talks" }], testimonials: [] } };
  expect(
    gatherContent([index, { site }, { lists: [] }, { testimonials: sample }, { projects: [1] }]),
  ).toEqual({
    site,
    lists: [{ id: "talks" }],
    testimonials: [],
    projects: [1],
  });
});

// @vitest-environment node
import { describe, expect, it } from "vitest";
import { BUILT_IN_BLOCKS } from "~/content/home-blocks";
import type { Content } from "~/content/schema";
import {
  blockId,
  headedSectionsOf,
  homeBlocksOf,
  homePageIssues,
  listsNotPlaced,
} from "~/lib/content/home-page";
import { splitContent } from "~/lib/content/split-content";
import type { PostCard } from "~/lib/writing/post";
import fixture from "../../../tests/fixtures/content-alt/index";

/** Another owner's content (the tests' fixture), to change one thing at a time. */
const owner = () => structuredClone(fixture) as Content;

/** The blocks' names in order; `posts` are the published posts (none unless given). */
const order = (content: Content, posts: unknown[] = []) => homeBlocksOf({ ...content, posts }).map(blockId);

describe("the home page's order", () => {
  it("is the content's own: Work moved up, list sections where they are placed", () => {
    expect(order(owner())).toEqual([
      "hero",
      "about",
      "work",
      "talks",
      "services",
      "history",
      "approach",
      "tools",
      "publications",
      "contact",
    ]);
  });

  it("is the sample's when the content names none", () => {
    const content = owner();
    content.homePage = undefined;
    content.testimonials = structuredClone(fixture.projects).map((project) => ({
      name: project.name,
      title: "Client",
      description: project.description,
      src: project.src,
      link: "https://client.example",
    }));
    content.site.statement = "A statement.";
    content.site.headings.testimonials = "Kind words";
    expect(order(content, ["a post"])).toEqual(BUILT_IN_BLOCKS);
  });

  it("heads the latest writing in the site's own words unless the owner heads it", () => {
    const content = owner();
    content.site.headings.writing = undefined;
    content.site.lang = "ar";
    const post = {
      slug: "a-post",
      title: "A post",
      date: "2026-01-01",
      dateText: "",
      tags: [],
    } as unknown as PostCard;
    const headed = (site: Content) => splitContent(site, [post]).content.home.headed;
    expect(headed(content).find((section) => section.id === "writing")?.heading).toBe("أحدث المقالات");
    content.site.headings.writing = "ما كتبت";
    expect(headed(content).find((section) => section.id === "writing")?.heading).toBe("ما كتبت");
  });

  it("shows the latest writing where the owner placed it, only where there are posts", () => {
    expect(order(owner(), ["a post"]).slice(-2)).toEqual(["writing", "contact"]);
    expect(order(owner())).not.toContain("writing");
    const content = owner();
    const withPosts = homeBlocksOf({ ...content, posts: ["a post"] });
    expect(headedSectionsOf(withPosts, content.site, { writing: "Neueste Beiträge" }).at(-2)).toEqual({
      id: "writing",
      heading: content.site.headings.writing,
    });
    content.site.headings.writing = undefined;
    expect(headedSectionsOf(withPosts, content.site, { writing: "Neueste Beiträge" }).at(-2)).toEqual({
      id: "writing",
      heading: "Neueste Beiträge",
    });
  });

  it("leaves out a section whose list is empty, and nothing else moves", () => {
    const content = owner();
    content.services = [];
    content.experiences = [];
    content.techStack = [];
    expect(order(content)).toEqual(["hero", "about", "work", "talks", "approach", "publications", "contact"]);
  });

  it("lists the headed sections in page order, list sections among them", () => {
    const content = owner();
    expect(headedSectionsOf(homeBlocksOf(content), content.site, {})).toEqual([
      { id: "work", heading: content.site.headings.work },
      { id: "talks", heading: "Talks" },
      { id: "services", heading: content.site.headings.services },
      { id: "history", heading: content.site.headings.history },
      { id: "publications", heading: "Publications" },
      { id: "contact", heading: content.site.headings.contact },
    ]);
    content.services = [];
    const ids = headedSectionsOf(homeBlocksOf(content), content.site, {}).map((section) => section.id);
    expect(ids).toEqual(["work", "talks", "history", "publications", "contact"]);
  });
});

describe("what is wrong with the order", () => {
  const issuesOf = (change: (content: Content) => void) => {
    const content = owner();
    change(content);
    return homePageIssues(content).map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  };

  it("nothing, for a valid order", () => {
    expect(issuesOf(() => {})).toEqual([]);
  });

  it("a name that is no section, and one placed twice", () => {
    expect(
      issuesOf((content) => {
        content.homePage = ["hero", "work", "talk", "work"];
      }),
    ).toEqual(['homePage.2: "talk" is not a section of the home page', 'homePage.3: "work" is placed twice']);
  });

  it("hero not first, Work left out", () => {
    expect(
      issuesOf((content) => {
        content.homePage = ["about", "hero"];
      }),
    ).toEqual([
      'homePage.0: must be "hero": the headline opens the page',
      'homePage: "work" is missing: the home page always shows the projects',
    ]);
  });

  it("a section placed without the words it needs, unless its list is empty", () => {
    expect(
      issuesOf((content) => {
        content.homePage = ["hero", "work", "statement", "testimonials"];
      }),
    ).toEqual(['site.statement: is needed: the home page shows "statement"']);
    expect(
      issuesOf((content) => {
        content.site.headings.services = undefined;
      }),
    ).toEqual(['site.headings.services: is needed: the home page shows "services"']);
  });

  it("a list whose id is a built-in section's or another list's", () => {
    expect(
      issuesOf((content) => {
        const [talks, publications] = content.lists ?? [];
        if (talks && publications)
          content.lists = [talks, publications, { ...talks, id: "talks" }, { ...talks, id: "work" }];
      }),
    ).toEqual([
      'lists.2.id: "talks" is the id of an earlier list too',
      'lists.3.id: "work" is the name of a built-in section',
    ]);
  });

  it("a list the page does not place is only named, for a warning", () => {
    const content = owner();
    content.homePage = content.homePage?.filter((name) => name !== "publications");
    expect(homePageIssues(content)).toEqual([]);
    expect(listsNotPlaced(content)).toEqual(["publications"]);
  });
});

import { describe, expect, it } from "vitest";
import { type Content, DEFAULT_HOME_PAGE } from "~/content/schema";
import { headedSectionsOf, homeBlocksOf, homePageIssues, listsNotPlaced } from "~/lib/home-page";
import fixture from "../../tests/fixtures/content-alt/index";

/** Another owner's content (the tests' fixture), to change one thing at a time. */
const owner = () => structuredClone(fixture) as Content;

const order = (content: Content) => homeBlocksOf(content).map((block) => block.id);

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
    expect(order(content)).toEqual(DEFAULT_HOME_PAGE);
  });

  it("leaves out a section whose list is empty, and nothing else moves", () => {
    const content = owner();
    content.services = [];
    content.experiences = [];
    content.techStack = [];
    expect(order(content)).toEqual(["hero", "about", "work", "talks", "approach", "publications", "contact"]);
  });

  it("numbers the headed sections in page order, list sections among them", () => {
    const content = owner();
    expect(headedSectionsOf(homeBlocksOf(content), content.site)).toEqual([
      { id: "work", heading: content.site.headings.work, number: 1 },
      { id: "talks", heading: "Talks", number: 2 },
      { id: "services", heading: content.site.headings.services, number: 3 },
      { id: "history", heading: content.site.headings.history, number: 4 },
      { id: "publications", heading: "Publications", number: 5 },
      { id: "contact", heading: content.site.headings.contact, number: 6 },
    ]);
    content.services = [];
    const numbers = headedSectionsOf(homeBlocksOf(content), content.site).map((section) => section.number);
    expect(numbers).toEqual([1, 2, 3, 4, 5]);
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

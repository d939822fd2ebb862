// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { Content, Translation } from "~/content/schema";
import fixture from "../../../tests/fixtures/content-alt/index";
import { translated, translationStrays, untranslated } from "./translate";

const content = fixture as Content;
const [first, second] = content.projects;
const list = content.lists?.[0];

describe("a language's content", () => {
  it("lays its words over the site's, projects and roles by id, services and list entries by place", () => {
    const translation: Translation = {
      site: { title: "Noor baut ruhige Software", hero: { cta: "Zu den Projekten" } },
      projects: [
        {
          id: second?.id,
          name: "Obstgarten-Buch",
          sections: [{ id: second?.sections[0]?.id, title: "Der Anfang" }],
        },
      ],
      services: [{}, { title: "Werkzeuge" }],
      lists: [{ id: list?.id, entries: [{ title: "Ein Vortrag" }] }],
    };
    const de = translated(content, translation, "de");
    expect(de.site.lang).toBe("de");
    expect(de.site.title).toBe("Noor baut ruhige Software");
    expect(de.site.hero.cta).toBe("Zu den Projekten");
    expect(de.site.hero.lines).toEqual(content.site.hero.lines);
    expect(de.projects[0]).toEqual(first);
    expect(de.projects[1]?.name).toBe("Obstgarten-Buch");
    expect(de.projects[1]?.sections[0]?.title).toBe("Der Anfang");
    expect(de.projects[1]?.sections[0]?.description).toEqual(second?.sections[0]?.description);
    expect(de.projects[1]?.url).toBe(second?.url);
    expect(de.services[0]).toEqual(content.services[0]);
    expect(de.services[1]?.title).toBe("Werkzeuge");
    expect(de.lists?.[0]?.entries[0]?.title).toBe("Ein Vortrag");
    expect(de.lists?.[0]?.entries[0]?.date).toBe(list?.entries[0]?.date);
  });

  it("names an id no entry has, an entry without its id and a place past a list's end", () => {
    const issues = translationStrays(content, {
      projects: [{ id: 9999, name: "?" }, { name: "no id" }],
      services: content.services.map(() => ({})).concat([{ title: "one too many" }]),
    } as Translation);
    expect(issues).toEqual([
      { path: ["projects", 0, "id"], message: "no entry has the id 9999" },
      { path: ["projects", 1, "id"], message: "needs the id of the entry it translates" },
      {
        path: ["services", content.services.length],
        message: `the content has ${content.services.length} entries here, so none to translate at place ${content.services.length + 1}`,
      },
    ]);
  });

  it("lists the texts still in the site's language, and counts a text given as it was as translated", () => {
    const all = untranslated(content, {});
    expect(all).toContain("site.title");
    expect(all).toContain(`projects.id ${first?.id}.name`);
    expect(all.some((field) => field.endsWith(".src") || field.endsWith(".href"))).toBe(false);
    const some = untranslated(content, {
      site: { title: content.site.title },
      projects: [{ id: first?.id, name: "X" }],
    });
    expect(some).not.toContain("site.title");
    expect(some).not.toContain(`projects.id ${first?.id}.name`);
    expect(some).toContain(`projects.id ${first?.id}.description`);
    expect(some.length).toBe(all.length - 2);
  });
});

import { Document, Link, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { ComponentProps } from "react";
import type { Content, ListSection, Site } from "../../app/content/schema.ts";
import { displayWidthEm } from "../../app/lib/content/display-text.ts";
import { homeBlocksOf } from "../../app/lib/content/home-page.ts";
import { paths } from "../../app/lib/navigation/public-paths.ts";
import { wordsOfContent } from "../../app/lib/words/shipped.ts";

export type Paper = NonNullable<Site["resumePaper"]>;

/** The résumé's own headings in the content's language (drawn in capitals): its fonts keep their glyphs too. */
export const resumeLabels = (content: Content) => resumeWords(content).resume.headings;

/** A character past Latin letters, their marks and punctuation: what the résumé's fonts do not draw. */
const NOT_LATIN = /[^ -\u024f\u1e00-\u1eff\u2000-\u206f\u20ac]/;
/** Whether the résumé's fonts draw every character of a text (one line, or JSON). */
export const drawnByResumeFonts = (text: string) => !NOT_LATIN.test(text);

/**
 * The résumé's own words: the content's language's, where its fonts (the site's Latin faces) can
 * draw them; else English's, rather than letters the PDF would leave blank (Arabic, say).
 */
const resumeWords = (content: Content) => {
  const words = wordsOfContent(content);
  const drawn = drawnByResumeFonts(
    `${Object.values(words.resume.headings).join("")}${words.resume.documentTitle("")}`,
  );
  return drawn ? words : wordsOfContent({ site: { lang: "en" } });
};

/** Print colours: the site's ink on white paper, its accent darkened to read on white. */
const ink = "#111113";
const muted = "#55555c";
const accent = "#00807a";
const rule = "#d9d9dc";

const styles = StyleSheet.create({
  page: {
    paddingVertical: 44,
    paddingHorizontal: 48,
    fontFamily: "Body",
    fontSize: 9.5,
    lineHeight: 1.45,
    color: ink,
  },
  name: { fontFamily: "Display", fontWeight: 700, fontSize: 28, letterSpacing: -0.8, lineHeight: 1.05 },
  jobTitle: { marginTop: 4, fontSize: 12, color: muted },
  contactLine: { marginTop: 10, flexDirection: "row", flexWrap: "wrap", fontSize: 9, color: muted },
  contactItem: { marginRight: 14 },
  link: { color: ink, textDecoration: "none" },
  section: { marginTop: 18 },
  label: {
    fontFamily: "Mono",
    fontWeight: 500,
    fontSize: 7.5,
    letterSpacing: 1.6,
    textTransform: "uppercase",
    color: accent,
    paddingBottom: 5,
    marginBottom: 8,
    borderBottom: `0.75pt solid ${rule}`,
  },
  entry: { marginBottom: 9 },
  entryHead: { flexDirection: "row", justifyContent: "space-between", alignItems: "baseline" },
  entryTitle: { fontWeight: 600, fontSize: 10.5 },
  entryMeta: { fontFamily: "Mono", fontWeight: 500, fontSize: 7.5, color: muted, letterSpacing: 0.6 },
  entryText: { marginTop: 2, color: muted },
  projects: { flexDirection: "row", flexWrap: "wrap", justifyContent: "space-between" },
  project: { width: "48.5%", marginBottom: 8 },
  // A résumé that runs onto a second page by a little is drawn tighter, to fit one (render-resume.tsx).
  pageTight: { paddingVertical: 32 },
  sectionTight: { marginTop: 11 },
  entryTight: { marginBottom: 5 },
});

type Props = { content: Content; siteUrl: string; paper: Paper; tight?: boolean };

/** The name's size: 28 pt, smaller for a name too long for the line (the narrower paper's, in pt). */
const NAME_LINE_PT = 495;
const nameSize = (name: string) => Math.min(28, Math.floor(NAME_LINE_PT / displayWidthEm(name, -0.8 / 28)));

/** An address as printed: "github.com/jane", "jane@example.com". */
const bare = (href: string) => href.replace(/^(https?:\/\/|mailto:)/i, "").replace(/\/$/, "");

/** The owner's résumé, drawn from the same content as the site (docs/customizing.md). */
export function ResumeDocument({ content, siteUrl, paper, tight = false }: Props) {
  const section = tight ? [styles.section, styles.sectionTight] : styles.section;
  const entry = tight ? [styles.entry, styles.entryTight] : styles.entry;
  const { site, experiences, projects, techStack, socialLinks } = content;
  const words = resumeWords(content);
  const labels = words.resume.headings;
  // The list sections the home page shows, in its order, each under its own heading.
  const lists = homeBlocksOf(content).flatMap((block) => (typeof block === "string" ? [] : [block]));
  // Where to reach the owner, then their profiles: one line under the name.
  const contacts = [
    site.location && <Text key="location">{site.location}</Text>,
    site.email && (
      <Link key="email" src={`mailto:${site.email}`} style={styles.link}>
        {site.email}
      </Link>
    ),
    <Link key="site" src={siteUrl} style={styles.link}>
      {bare(siteUrl)}
    </Link>,
    // Each profile by its address, whatever the network; an e-mail given above too is printed once.
    ...socialLinks
      .filter((link) => bare(link.href) !== site.email)
      .map((link) => (
        <Link key={link.href} src={link.href} style={styles.link}>
          {bare(link.href)}
        </Link>
      )),
  ].filter(Boolean);

  return (
    <Document
      title={words.resume.documentTitle(site.ownerName)}
      author={site.ownerName}
      subject={site.jobTitle}
      language={site.lang ?? "en"}
    >
      <Page size={paper} style={tight ? [styles.page, styles.pageTight] : styles.page}>
        <Text style={[styles.name, { fontSize: nameSize(site.ownerName) }]}>{site.ownerName}</Text>
        <Text style={styles.jobTitle}>{site.jobTitle}</Text>
        <View style={styles.contactLine}>
          {contacts.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list drawn once
            <View key={index} style={styles.contactItem}>
              {item}
            </View>
          ))}
        </View>

        <View style={section}>
          <Text style={styles.label}>{labels.about}</Text>
          <Text>{site.about}</Text>
        </View>

        {experiences.length > 0 && (
          <View style={section}>
            <Text style={styles.label}>{labels.experience}</Text>
            {experiences.map((experience) => (
              <View key={experience.id} style={entry} wrap={false}>
                <View style={styles.entryHead}>
                  <Text style={styles.entryTitle}>
                    {experience.title} ·{" "}
                    <Link src={experience.companyLink} style={styles.link}>
                      {experience.company}
                    </Link>
                  </Text>
                  <Text style={styles.entryMeta}>{experience.year}</Text>
                </View>
                <Text style={styles.entryText}>{experience.description}</Text>
              </View>
            ))}
          </View>
        )}

        <View style={section}>
          <Text style={styles.label}>{labels.projects}</Text>
          <View style={styles.projects}>
            {projects.map((project) => (
              <View key={project.id} style={styles.project} wrap={false}>
                <Text style={styles.entryTitle}>
                  <Link src={`${siteUrl}${paths.project(project.id)}`} style={styles.link}>
                    {project.name}
                  </Link>
                </Text>
                <Text style={styles.entryText}>{project.description}</Text>
                {project.url && (
                  <Link src={project.url} style={[styles.entryMeta, styles.link]}>
                    {bare(project.url)}
                  </Link>
                )}
              </View>
            ))}
          </View>
        </View>

        {lists.map((list) => (
          <ListPart key={list.id} list={list} section={section} entryStyle={entry} />
        ))}

        {techStack.length > 0 && (
          <View style={section} wrap={false}>
            <Text style={styles.label}>{labels.tools}</Text>
            <Text>{techStack.map((tech) => tech.name).join(" · ")}</Text>
          </View>
        )}
      </Page>
    </Document>
  );
}

/** A list section of the home page (talks, awards…): its heading, then each entry as a role is drawn. */
type Spacing = {
  section: ComponentProps<typeof View>["style"];
  entryStyle: ComponentProps<typeof View>["style"];
};

function ListPart({ list, section, entryStyle }: { list: ListSection } & Spacing) {
  return (
    <View style={section}>
      <Text style={styles.label}>{list.heading}</Text>
      {list.entries.map((entry) => (
        <View key={`${entry.date} ${entry.title}`} style={entryStyle} wrap={false}>
          <View style={styles.entryHead}>
            <Text style={styles.entryTitle}>
              {entry.link ? (
                <Link src={entry.link} style={styles.link}>
                  {entry.title}
                </Link>
              ) : (
                entry.title
              )}
              {entry.place ? ` · ${entry.place}` : ""}
            </Text>
            <Text style={styles.entryMeta}>{entry.date}</Text>
          </View>
          <Text style={styles.entryText}>{entry.text}</Text>
        </View>
      ))}
    </View>
  );
}

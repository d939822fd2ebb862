import path from "node:path";
import { type CompileOptions, evaluate } from "@mdx-js/mdx";
import rehypeShiki from "@shikijs/rehype";
import type { MDXContent } from "mdx/types";
import { createElement, Fragment, isValidElement, type ReactNode } from "react";
import * as runtime from "react/jsx-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import rehypeSlug from "rehype-slug";
import remarkGfm from "remark-gfm";
import type { CompiledPost, PostHeading, PostImage } from "../../app/lib/writing/post.ts";
import { codeThemes } from "./code-themes.ts";
import { postComponents } from "./post-components.tsx";

/** Where in the file a problem is, as MDX and the plugins below say it. */
export class PostError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(message);
  }
}

type Node = {
  type: string;
  name?: string | null;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
  position?: { start: { line: number } };
};

function walk(node: Node, visit: (node: Node, parent?: Node) => void, parent?: Node) {
  visit(node, parent);
  for (const child of node.children ?? []) walk(child, visit, node);
}

const textOf = (node: Node): string => node.value ?? (node.children ?? []).map(textOf).join("");

const COMPONENTS = Object.keys(postComponents);

/** Stops at an import (the components need none) or a component the site does not have. */
const checkComponents = () => (tree: Node) =>
  walk(tree, (node) => {
    const line = node.position?.start.line;
    if (node.type === "mdxjsEsm") {
      throw new PostError(
        `a post imports nothing: ${COMPONENTS.join(" and ")} are there by name; take the import or export line out`,
        line,
      );
    }
    const isComponent = (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") && node.name;
    if (isComponent && /^[A-Z]/.test(node.name ?? "") && !COMPONENTS.includes(node.name ?? "")) {
      throw new PostError(
        `<${node.name}> is not a component of the site: use ${COMPONENTS.join(" or ")}`,
        line,
      );
    }
  });

/** An image beside the post, as the pictures the image pipeline made of it. */
function pictureOf(image: PostImage, alt: string): Node {
  const sizes = "(min-width: 768px) 44rem, 92vw";
  return {
    type: "element",
    tagName: "picture",
    children: [
      { type: "element", tagName: "source", properties: { type: "image/avif", srcSet: image.avif, sizes } },
      { type: "element", tagName: "source", properties: { type: "image/webp", srcSet: image.webp, sizes } },
      {
        type: "element",
        tagName: "img",
        properties: {
          src: image.src,
          alt,
          width: image.width,
          height: image.height,
          loading: "lazy",
          decoding: "async",
        },
      },
    ],
  };
}

/** Relative image paths become pictures; a missing image stops the build at its line. */
const postImages =
  ({ resolveImage }: { resolveImage: (src: string) => PostImage | undefined }) =>
  (tree: Node) =>
    walk(tree, (node, parent) => {
      if (node.tagName !== "img" || !parent?.children) return;
      const src = String(node.properties?.src ?? "");
      if (/^(https?:)?\/\//.test(src)) return;
      const image = resolveImage(src);
      if (!image) {
        throw new PostError(`the image ${src} is not beside the post`, node.position?.start.line);
      }
      parent.children[parent.children.indexOf(node)] = pictureOf(image, String(node.properties?.alt ?? ""));
    });

/**
 * The page's title is its only h1: a post written with `#` sections has each of its headings
 * moved one level down (h1 to h2, h2 to h3…), so its outline keeps its shape beneath the title.
 */
const headingsBelowTitle = () => (tree: Node) => {
  const headings: Node[] = [];
  walk(tree, (node) => {
    // The footnotes' own heading (remark-rehype's, read by screen readers) stays an h2.
    if (/^h[1-6]$/.test(node.tagName ?? "") && node.properties?.id !== "footnote-label") headings.push(node);
  });
  if (!headings.some((node) => node.tagName === "h1")) return;
  for (const node of headings) node.tagName = `h${Math.min(Number(node.tagName?.[1]) + 1, 6)}`;
};

/** Each h2 and h3 wraps its text in a link to itself, and is noted for the table of contents. */
const headingAnchors =
  ({ headings }: { headings: PostHeading[] }) =>
  (tree: Node) =>
    walk(tree, (node) => {
      if ((node.tagName !== "h2" && node.tagName !== "h3") || !node.properties?.id) return;
      const id = String(node.properties.id);
      if (id === "footnote-label") return;
      headings.push({ id, text: textOf(node), depth: node.tagName === "h2" ? 2 : 3 });
      node.children = [
        {
          type: "element",
          tagName: "a",
          properties: { href: `#${id}`, className: ["heading-anchor"] },
          children: node.children,
        },
      ];
    });

/**
 * A task list's checkboxes are drawn, not used: each is hidden from assistive technology, which
 * reads "Done:" or "To do:" instead (a checkbox with no label is what axe flags).
 */
const taskLabels = () => (tree: Node) =>
  walk(tree, (node) => {
    const box = node.children?.find(
      (child) => child.tagName === "input" && child.properties?.type === "checkbox",
    );
    if (!box || !node.children) return;
    const label: Node = {
      type: "element",
      tagName: "span",
      properties: { className: ["sr-only"] },
      children: [{ type: "text", value: box.properties?.checked ? "Done: " : "To do: " }],
    };
    box.properties = { ...box.properties, ariaHidden: "true" };
    node.children.splice(node.children.indexOf(box) + 1, 0, label);
  });

/**
 * A footnote's way back to its reference: an arrow drawn in the site's line, as `ArrowIcon`
 * draws it, where remark-rehype types "↩", which no theme font has: the browser would look a
 * system font up for it in the middle of a layout (decision 063). The link keeps its label.
 */
type RemarkRehypeOptions = NonNullable<CompileOptions["remarkRehypeOptions"]>;
const footnoteBackContent: RemarkRehypeOptions["footnoteBackContent"] = () => [
  {
    type: "element" as const,
    tagName: "svg",
    properties: { ariaHidden: "true", viewBox: "0 0 24 24", className: ["footnote-back"] },
    children: [
      {
        type: "element" as const,
        tagName: "path",
        properties: {
          d: "M12 20V4m0 0-6 6m6-6 6 6",
          fill: "none",
          stroke: "currentColor",
          strokeWidth: "1.8",
        },
        children: [],
      },
    ],
  },
];

/** Where a part of a post starts: at a section's heading, and at the footnotes. */
const startsPart = (node: ReactNode) =>
  isValidElement(node) && (node.type === "h2" || node.type === "section");

/**
 * A post's text as HTML in parts (CompiledPost). MDX's content, called with no wrapper, is a
 * fragment of the post's top-level blocks; each part is drawn from its own run of them.
 */
function partsOf(Content: MDXContent): string[] {
  const whole = Content({ components: postComponents });
  const blocks = isValidElement<{ children?: ReactNode }>(whole) ? whole.props.children : undefined;
  if (!Array.isArray(blocks)) return [renderToStaticMarkup(<Content components={postComponents} />)];
  const runs: ReactNode[][] = [];
  for (const block of blocks) {
    const run = runs.at(-1);
    if (run && !(startsPart(block) && run.some(isValidElement))) run.push(block);
    else runs.push([block]);
  }
  // Spread, not a list: the blocks are MDX's own static children, which need no keys.
  return runs.map((run) => renderToStaticMarkup(createElement(Fragment, null, ...run)).trim());
}

/**
 * A post's text (MD or MDX) as HTML, drawn once at build time: GFM, anchored headings, code
 * highlighted by Shiki in both themes' colours (CSS variables, app.css picks), images beside the
 * post through the image pipeline, and the site's post components. Throws a PostError with the line.
 */
export async function compilePost(
  file: string,
  body: string,
  resolveImage: (src: string) => PostImage | undefined,
): Promise<CompiledPost> {
  const headings: PostHeading[] = [];
  try {
    const { default: Content } = await evaluate(
      { value: body, path: file },
      {
        ...runtime,
        format: file.endsWith(".md") ? "md" : "mdx",
        remarkPlugins: [remarkGfm, checkComponents],
        remarkRehypeOptions: { footnoteBackContent },
        rehypePlugins: [
          [
            rehypeShiki,
            {
              // GitHub's themes, their colours brought to AA on their backgrounds (code-themes.ts).
              themes: codeThemes,
              defaultColor: false,
              fallbackLanguage: "text",
              langs: [],
              lazy: true,
            },
          ],
          [postImages, { resolveImage }],
          headingsBelowTitle,
          rehypeSlug,
          [headingAnchors, { headings }],
          taskLabels,
        ],
      },
    );
    return { parts: partsOf(Content), headings };
  } catch (error) {
    if (error instanceof PostError) throw error;
    // MDX's own messages carry their place as a field, or at the end of the text: "(10:1-10:6)".
    const { line, place, reason, message } = error as {
      line?: number;
      place?: { line?: number; start?: { line?: number } };
      reason?: string;
      message?: string;
    };
    const text = reason ?? message ?? String(error);
    const written = /\((\d+):\d+(?:-\d+:\d+)?\)$/.exec(text);
    const at = line ?? place?.start?.line ?? place?.line ?? (written ? Number(written[1]) : undefined);
    throw new PostError(text.replace(/\s*\(\d+:\d+(?:-\d+:\d+)?\)$/, ""), at);
  }
}

/** The image a post names by a path relative to itself, from the images planned under the writing folder. */
export const imageResolver =
  (writingDir: string, postFile: string, manifest: Record<string, PostImage>) => (src: string) => {
    const relative = path.relative(writingDir, path.resolve(path.dirname(postFile), decodeURI(src)));
    return manifest[relative.split(path.sep).join("/")];
  };

import type { ReactNode } from "react";

/*
 * The site's components a post may use by name, without importing them (docs/customizing.md):
 * drawn into the post's HTML at build time, so none of this reaches the browser as code.
 */

type CalloutProps = { title?: string; tone?: "note" | "warning"; children: ReactNode };

/** A boxed aside: a note beside the text, or a warning. */
export function Callout({ title, tone = "note", children }: CalloutProps) {
  return (
    <aside
      className="post-callout"
      data-tone={tone}
      aria-label={title ?? (tone === "warning" ? "Warning" : "Note")}
    >
      {title && <p className="post-callout-title">{title}</p>}
      {children}
    </aside>
  );
}

type FigureProps = { caption: string; children: ReactNode };

/** An image (or a table, or code) with its caption below. */
export function Figure({ caption, children }: FigureProps) {
  return (
    <figure className="post-figure">
      {children}
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

export const postComponents = { Callout, Figure };

import { Link } from "react-router";
import { words } from "~/lib/interface-words";
import { paths } from "~/lib/navigation/public-paths";

type Props = { tags: string[]; className?: string; counts?: Record<string, number> };

/** A post's tags (or every tag, with its count), each a link to its page. */
export function TagLinks({ tags, className = "", counts }: Props) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label={words.writing.tags} className={`flex flex-wrap gap-2 ${className}`}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={paths.tag(tag)}
            className="inline-flex min-h-9 items-center rounded-full border border-ink/20 px-3 font-mono text-xs tracking-wider transition-colors hover:border-accent hover:text-accent"
          >
            #{tag}
            {counts && <span className="ms-2 text-ink-muted">{counts[tag]}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}

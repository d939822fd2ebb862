import { words } from "~/lib/interface-words";
import { notSearched } from "~/lib/search/index-marks";

type Props = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel"> & {
  href: string;
  /** A relation besides the safe pair, such as "me" on the owner's own profiles. */
  rel?: string;
};

/** A link that leaves the site: opens in a new tab, safely, and says so to screen readers. */
export function ExternalLink({ children, rel, ...props }: Props) {
  return (
    <a {...props} target="_blank" rel={rel ? `${rel} noopener noreferrer` : "noopener noreferrer"}>
      {children}
      <span className="sr-only" {...notSearched}>
        {words.a11y.opensInNewTab}
      </span>
    </a>
  );
}

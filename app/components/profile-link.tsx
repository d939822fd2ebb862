import { ExternalLink } from "~/components/external-link";
import { isMailto } from "~/lib/content/social-marks";

type Props = { href: string; className?: string; children: React.ReactNode };

/**
 * A link to one of the owner's profiles. rel="me" is what Mastodon reads to verify the link
 * back from the profile (IndieWeb sign-in too); an e-mail address opens the mail app in place.
 */
export function ProfileLink({ href, className, children }: Props) {
  if (isMailto(href))
    return (
      <a href={href} rel="me" className={className}>
        {children}
      </a>
    );
  return (
    <ExternalLink href={href} rel="me" className={className}>
      {children}
    </ExternalLink>
  );
}

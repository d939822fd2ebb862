import type { SocialLink } from "~/content/schema";

/** Simple line marks for the profiles the content can link to. */
const paths: Record<SocialLink["icon"], string> = {
  dribbble:
    "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-6.3 5.2C8.6 9 12.6 9 16.4 7.2M3.2 12.6c4.6-1.2 9.7-.6 14.1 2.4M8.6 3.7c2.9 3.3 5.2 8.8 6.2 16.3",
  github:
    "M9 19c-4 1.3-4-2-6-2.5M15 21v-3.4a3 3 0 0 0-.8-2.3c2.8-.3 5.8-1.4 5.8-6.2a4.8 4.8 0 0 0-1.3-3.3 4.5 4.5 0 0 0-.1-3.3s-1-.3-3.4 1.3a11.7 11.7 0 0 0-6.2 0C6.6 1.9 5.6 2.2 5.6 2.2a4.5 4.5 0 0 0-.1 3.3 4.8 4.8 0 0 0-1.3 3.3c0 4.8 3 5.9 5.8 6.2a3 3 0 0 0-.8 2.3V21",
  linkedin:
    "M4 9h4v11H4zM6 4.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zM11 9h4v1.8c.6-1 1.8-2 3.6-2 3 0 3.4 2 3.4 4.6V20h-4v-5.6c0-1.3 0-2.9-1.8-2.9S14.5 13 14.5 14.3V20H11z",
  x: "M4 4l16 16M20 4 4 20",
  instagram:
    "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5v.01",
  behance:
    "M3 6h5.5a3 3 0 0 1 0 6H3zm0 6h6a3 3 0 0 1 0 6H3zm12-1h6a3 3 0 0 0-6 0zm0 0a3 3 0 0 0 5.6 1.6M15 7h5",
};

export function SocialIcon({ icon, className }: { icon: SocialLink["icon"]; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[icon]} />
    </svg>
  );
}

import { Link, type LinkProps, useNavigate } from "react-router";
import { afterNextFrame } from "~/motion/after-next-frame";
import { browserTakesClick } from "~/motion/page-arrival/open-project";

/**
 * A link to another page of the site that answers its tap before the page changes: the
 * navigation starts once the tap's own frame is drawn, so that frame carries none of the
 * router's work (decisions 057, 071). A click that asks for a new tab or window is the browser's.
 */
export function PageLink({ to, onClick, ...props }: LinkProps & { to: string }) {
  const navigate = useNavigate();
  return (
    <Link
      to={to}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || browserTakesClick(event)) return;
        event.preventDefault();
        afterNextFrame(() => navigate(to));
      }}
    />
  );
}

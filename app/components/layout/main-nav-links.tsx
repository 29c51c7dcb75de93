import { NavLink } from "react-router";
import { cn } from "~/lib/utils";
import { MAIN_NAV_LINKS } from "../../../common/navigation";

type MainNavLinksProps = {
  /** Classes of one link; the current page's link also gets activeClassName. */
  linkClassName: string;
  activeClassName: string;
  onNavigate?: () => void;
};

/** The six main links in SPEC order, as list items; NavLink marks the current page with aria-current="page". */
export function MainNavLinks({ linkClassName, activeClassName, onNavigate }: MainNavLinksProps) {
  return MAIN_NAV_LINKS.map(({ to, label }) => (
    <li key={to}>
      <NavLink
        to={to}
        end={to === "/"}
        onClick={onNavigate}
        className={({ isActive }) => cn(linkClassName, isActive && activeClassName)}
      >
        {label}
      </NavLink>
    </li>
  ));
}

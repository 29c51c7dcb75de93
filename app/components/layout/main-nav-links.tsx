import { NavLink } from "react-router";
import { cn } from "~/lib/utils";
import { MAIN_NAV_LINKS } from "../../../common/navigation";

type MainNavLinksProps = {
  /** Classes of every link; then activeClassName on the current page's link, inactiveClassName on the others. */
  linkClassName: string;
  activeClassName: string;
  inactiveClassName: string;
  onNavigate?: () => void;
};

/** The six main links in SPEC order, as list items; NavLink marks the current page with aria-current="page". */
export function MainNavLinks({
  linkClassName,
  activeClassName,
  inactiveClassName,
  onNavigate,
}: MainNavLinksProps) {
  return MAIN_NAV_LINKS.map(({ to, label }) => (
    <li key={to}>
      <NavLink
        to={to}
        end={to === "/"}
        onClick={onNavigate}
        className={({ isActive }) => cn(linkClassName, isActive ? activeClassName : inactiveClassName)}
      >
        {label}
      </NavLink>
    </li>
  ));
}

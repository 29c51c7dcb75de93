import { BRAND } from "../../../common/brand";
import { SOCIAL_LINKS, type SocialNetwork } from "../../../common/navigation";
import type { SocialLinkSetting } from "../../../common/site-settings";
import { SocialIcon } from "../layout/social-icon";

export type SocialLink = { network: SocialNetwork; name: string; href: string };

function isWebAddress(url: string): boolean {
  try {
    return ["https:", "http:"].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

/**
 * The social profiles stored in settings, or the site's defaults when none are stored. Only web
 * addresses pass: the links are rendered as hrefs, so a stored "javascript:" URL must never get through.
 */
export function socialLinksFrom(settings: readonly SocialLinkSetting[]): SocialLink[] {
  const stored = settings
    .filter((link) => isWebAddress(link.url))
    .map((link) => ({ network: link.network, name: link.label, href: link.url }));
  return stored.length > 0 ? stored : [...SOCIAL_LINKS];
}

/** Round icon links to the company's profiles; each opens in a new tab and says so. */
export function SocialLinks({ links }: { links: readonly SocialLink[] }) {
  return (
    <ul className="flex flex-wrap gap-3">
      {links.map(({ network, name, href }) => (
        <li key={href}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${BRAND.name} on ${name} (opens in a new tab)`}
            className="inline-flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-800 transition-colors hover:bg-brand-700 hover:text-white"
          >
            <SocialIcon network={network} className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}

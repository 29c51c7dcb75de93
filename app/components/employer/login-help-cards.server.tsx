import { KeyRoundIcon, LifeBuoyIcon, UserPlusIcon } from "lucide-react";
import { BRAND } from "../../../common/brand";
import { type LoginHelpCard, LoginHelpCards } from "../candidate/login-help-cards";
import { renderStaticHtml } from "../static/render-static.server";

const EMPLOYER_HELP_CARDS: readonly LoginHelpCard[] = [
  {
    icon: KeyRoundIcon,
    title: "Forgot your password?",
    text: "Not sure which account the address belongs to? Choose candidate or employer and we'll email you a link.",
    to: "/forgot-password",
    action: "Reset your password",
  },
  {
    icon: UserPlusIcon,
    title: `New to ${BRAND.name}?`,
    text: "Create your company's account to work with our recruiters. We approve new companies within one business day.",
    to: "/employer/registration",
    action: "Create an employer account",
  },
  {
    icon: LifeBuoyIcon,
    title: "Need a hand?",
    text: "Our Miami and Fort Lauderdale teams answer Monday to Friday, 9:00 AM to 6:00 PM.",
    to: "/contact",
    action: "Contact us",
  },
];

let rendered: string | undefined;

/** The employer sign-in page's help cards as HTML, rendered once per process (ADR 0003). */
export function employerLoginHelpCardsHtml(): string {
  rendered ??= renderStaticHtml(<LoginHelpCards cards={EMPLOYER_HELP_CARDS} />);
  return rendered;
}

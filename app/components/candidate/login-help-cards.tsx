import { KeyRoundIcon, LifeBuoyIcon, type LucideIcon, UserPlusIcon } from "lucide-react";
import { Link } from "react-router";
import { BRAND } from "../../../common/brand";

/** A help card under a sign-in form: what it helps with and the page that does it. */
export type LoginHelpCard = { icon: LucideIcon; title: string; text: string; to: string; action: string };

const HELP_CARDS: readonly LoginHelpCard[] = [
  {
    icon: KeyRoundIcon,
    title: "Forgot your password?",
    text: "We'll email you a link to choose a new one. It works for one hour.",
    to: "/candidate/forgot-password",
    action: "Reset your password",
  },
  {
    icon: UserPlusIcon,
    title: `New to ${BRAND.name}?`,
    text: "Create a free account to track your applications and hear about jobs that fit you.",
    to: "/candidate/registration",
    action: "Create an account",
  },
  {
    icon: LifeBuoyIcon,
    title: "Need a hand?",
    text: "Our Miami and Fort Lauderdale teams answer Monday to Friday, 9:00 AM to 6:00 PM.",
    to: "/contact",
    action: "Contact us",
  },
];

/**
 * SPEC §2: the sign-in page's help cards to forgot-password, registration and contact (the
 * candidate's unless another account's cards are given).
 */
export function LoginHelpCards({ cards = HELP_CARDS }: { cards?: readonly LoginHelpCard[] }) {
  return (
    <section aria-labelledby="login-help">
      <h2 id="login-help" className="text-center font-semibold text-lg text-slate-900">
        Need help signing in?
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {cards.map(({ icon: Icon, title, text, to, action }) => (
          <li key={to} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <Icon aria-hidden="true" className="size-6 text-brand-700" />
            <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
            <p className="mt-1 flex-1 text-slate-600 text-sm">{text}</p>
            <Link
              to={to}
              className="mt-4 rounded-sm font-medium text-brand-700 text-sm underline underline-offset-2 hover:text-brand-800"
            >
              {action}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

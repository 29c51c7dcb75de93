import { Button } from "~/components/ui/button";
import {
  EMPLOYER_SOCIAL_PROVIDER_NAMES,
  type EmployerSocialProvider,
  employerSocialStartPath,
} from "../../../common/employer-social-sign-in";

/**
 * "Continue with Google" / "Continue with LinkedIn" on the employer sign-in and registration pages,
 * for the providers the server offers (none: nothing is drawn, never a button that does nothing).
 * Links, not buttons: the browser goes to the provider and back without any script.
 */
export function SocialSignInLinks({ providers }: { providers: readonly EmployerSocialProvider[] }) {
  if (providers.length === 0) return null;
  return (
    <div className="mt-6">
      <p className="flex items-center gap-3 text-slate-600 text-sm before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
        or
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {providers.map((provider) => (
          <li key={provider}>
            <Button asChild variant="outline" className="w-full">
              <a href={employerSocialStartPath(provider)}>
                Continue with {EMPLOYER_SOCIAL_PROVIDER_NAMES[provider]}
              </a>
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

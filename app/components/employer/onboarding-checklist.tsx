import { CheckCircle2Icon, CircleIcon } from "lucide-react";
import { Link } from "react-router";
import type { OnboardingProgress, OnboardingStep } from "../../../common/client-onboarding";

/** Where each step is done: a section of the onboarding page, or another portal page. */
export const ONBOARDING_STEP_LINKS: Record<OnboardingStep, { to: string; label: string }> = {
  company_profile: { to: "/employer/onboarding#company-profile", label: "Edit the profile" },
  billing_contact: { to: "/employer/onboarding#billing-contact", label: "Set the billing contact" },
  msa: { to: "/employer/onboarding#msa", label: "Read the agreement" },
  approvers: { to: "/employer/team", label: "Invite on the Team page" },
  first_order: { to: "/employer/submit-order", label: "Submit an order" },
};

/** "3 of 5 steps done" with a bar (a real <progress>, so it is read out as one). */
export function OnboardingProgressBar({ progress, id }: { progress: OnboardingProgress; id: string }) {
  return (
    <div>
      <label htmlFor={id} className="font-medium text-slate-900 text-sm">
        {progress.done} of {progress.total} setup steps done
      </label>
      <progress
        id={id}
        max={progress.total}
        value={progress.done}
        className="mt-2 block h-2 w-full overflow-hidden rounded-full accent-brand-700"
      />
    </div>
  );
}

/** The checklist: each step done or not, with the link to where it is done. */
export function OnboardingChecklist({ progress }: { progress: OnboardingProgress }) {
  return (
    <div className="space-y-4">
      <OnboardingProgressBar progress={progress} id="onboarding-progress" />
      <ol className="space-y-2 text-sm">
        {progress.steps.map((step) => (
          <li key={step.step} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            {step.done ? (
              <CheckCircle2Icon aria-hidden="true" className="size-5 shrink-0 text-green-700" />
            ) : (
              <CircleIcon aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
            )}
            <span className="font-medium text-slate-900">{step.label}</span>
            <span className="text-slate-600">{step.done ? "Done" : "To do"}</span>
            {step.done ? null : (
              <Link
                to={ONBOARDING_STEP_LINKS[step.step].to}
                className="font-medium text-brand-700 underline underline-offset-2"
              >
                {ONBOARDING_STEP_LINKS[step.step].label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}

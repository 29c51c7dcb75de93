import { Link } from "react-router";
import {
  BillingContactDetails,
  BillingContactForm,
  CompanyProfileDetails,
  CompanyProfileForm,
} from "~/components/employer/company-setup-forms";
import { MsaPanel } from "~/components/employer/msa-panel";
import { NewHireTracker } from "~/components/employer/new-hire-tracker";
import { OnboardingChecklist } from "~/components/employer/onboarding-checklist";
import { Panel } from "~/components/employer/panel";
import { requireEmployerPage } from "~/lib/employer-guard.server";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { canEmployer } from "../../../common/employer-options";
import { getOnboarding, listNewHires } from "../../../server/modules/client-onboarding";
import { findSessionUser } from "../../../server/modules/employer-accounts";
import type { Route } from "./+types/onboarding";

/** Every user reads the checklist; what each may change follows the role (EMPLOYER_PERMISSIONS). */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireEmployerPage(request);
  const may = {
    manageCompany: canEmployer(session.role, "manageCompany"),
    billing: canEmployer(session.role, "manageCompany") || canEmployer(session.role, "viewInvoices"),
    trackNewHires: canEmployer(session.role, "trackNewHires"),
  };
  const [onboarding, user, newHires] = await Promise.all([
    getOnboarding(session),
    findSessionUser(session),
    may.trackNewHires ? listNewHires(session) : null,
  ]);
  return { onboarding, signerName: `${user.firstName} ${user.lastName}`, newHires, may };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Onboarding",
    description: "Set up your company's account and track your new hires.",
    path: "/employer/onboarding",
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

/**
 * /employer/onboarding: the setup checklist with its progress (profile, billing contact, the
 * master services agreement, approvers, a first order), then the new-hire tracker.
 */
export default function EmployerOnboarding({ loaderData }: Route.ComponentProps) {
  const { onboarding, signerName, newHires, may } = loaderData;
  return (
    <div className="space-y-6">
      <h1 className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">Onboarding</h1>
      <Panel id="checklist" title="Setup checklist">
        <OnboardingChecklist progress={onboarding.progress} />
      </Panel>
      <div id="company-profile" className="scroll-mt-24">
        <Panel id="company-profile-title" title="Company profile">
          {may.manageCompany ? (
            <CompanyProfileForm profile={onboarding.profile} />
          ) : (
            <>
              <CompanyProfileDetails profile={onboarding.profile} />
              <p className="mt-4 text-slate-600 text-sm">
                Only an owner of your company can edit the profile.
              </p>
            </>
          )}
        </Panel>
      </div>
      <div id="billing-contact" className="scroll-mt-24">
        <Panel id="billing-contact-title" title="Billing contact">
          {may.billing ? (
            <BillingContactForm contact={onboarding.billingContact} />
          ) : (
            <>
              <BillingContactDetails contact={onboarding.billingContact} />
              <p className="mt-4 text-slate-600 text-sm">Owners and billing users set the billing contact.</p>
            </>
          )}
        </Panel>
      </div>
      <div id="msa" className="scroll-mt-24">
        <Panel id="msa-title" title="Master services agreement">
          <MsaPanel msa={onboarding.msa} canAccept={may.manageCompany} signerName={signerName} />
        </Panel>
      </div>
      <Panel id="approvers-and-orders" title="Approvers and your first order">
        <p className="text-slate-700 text-sm">
          Timesheet approvers approve your contractors&apos; hours each week.{" "}
          <Link to="/employer/team" className="font-medium text-brand-700 underline underline-offset-2">
            Invite them on the Team page
          </Link>
          . When you are ready to hire,{" "}
          <Link
            to="/employer/submit-order"
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            submit your first job order
          </Link>
          .
        </p>
      </Panel>
      {newHires ? (
        <Panel id="new-hires" title="New-hire tracker">
          <NewHireTracker newHires={newHires} />
        </Panel>
      ) : null}
    </div>
  );
}

import { Building2Icon } from "lucide-react";
import { Link } from "react-router";
import { DashboardCards } from "~/components/employer/dashboard-cards";
import { Details, Panel } from "~/components/employer/panel";
import { Notice } from "~/components/ui/notice";
import { requireEmployerPage } from "~/lib/employer-guard.server";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import type { ClientCompany } from "../../../common/clients";
import { EMPLOYER_ROLE_LABELS } from "../../../common/employer-options";
import { getEmployerAccount } from "../../../server/modules/employer-accounts";
import { getEmployerDashboard } from "../../../server/modules/employer-dashboard";
import type { Route } from "./+types/dashboard";

/** Rendered on the server for the session cookie, behind the guard. */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireEmployerPage(request);
  const [account, dashboard] = await Promise.all([
    getEmployerAccount(session),
    getEmployerDashboard(session),
  ]);
  return { ...account, dashboard };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Employer Dashboard",
    description: "Your company's account with Sunshine Staffing.",
    path: "/employer/dashboard",
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "America/New_York" });
const formatDate = (iso: string | null) => (iso ? DATE.format(new Date(iso)) : "");

/**
 * /employer/dashboard: the company's approval status, a card per area the user's role may use
 * (orders, candidates, interviews, timesheets, invoices, onboarding), the company's details and the
 * signed-in user. The team is on /employer/team.
 */
export default function EmployerDashboard({ loaderData }: Route.ComponentProps) {
  const { user, company, dashboard } = loaderData;
  return (
    <div className="space-y-8">
      <header className="min-w-0">
        <p className="flex items-center gap-2 font-medium text-brand-800 text-sm">
          <Building2Icon aria-hidden="true" className="size-4 shrink-0" />
          <span className="break-words">{company.legalName}</span>
        </p>
        <h1 className="mt-1 font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">
          Welcome, {user.firstName}
        </h1>
      </header>
      <ApprovalStatus company={company} />
      <DashboardCards dashboard={dashboard} />
      <div className="grid gap-6 xl:grid-cols-2">
        <Panel id="company-details" title="Company details">
          <Details
            rows={[
              ["Legal name", company.legalName],
              ["Industry", company.industry],
              ["Size", company.sizeBand ? `${company.sizeBand} employees` : "Not recorded"],
              [
                "Address",
                `${company.address.street}, ${company.address.city}, ${company.address.state} ${company.address.zip}`,
              ],
              ["Website", company.website ?? "Not given"],
            ]}
          />
        </Panel>
        <Panel id="your-account" title="Your account">
          <Details
            rows={[
              ["Name", `${user.firstName} ${user.lastName}`],
              ["Email", user.email],
              ["Job title", user.jobTitle],
              ["Work phone", user.workPhone],
              ["Role", EMPLOYER_ROLE_LABELS[user.role]],
            ]}
          />
        </Panel>
      </div>
    </div>
  );
}

function ApprovalStatus({ company }: { company: ClientCompany }) {
  if (company.status === "approved") {
    return (
      <Notice tone="success" title="Your company is approved">
        <p>
          Approved on {formatDate(company.decidedAt)}. Invoices are due {company.paymentTermsDays} days after
          issue (net {company.paymentTermsDays}); a direct hire&apos;s placement fee is{" "}
          {Number(company.placementFeePercent)}% of first-year salary.
        </p>
      </Notice>
    );
  }
  if (company.status === "rejected") {
    return (
      <Notice tone="error" title="Your company was not approved">
        <p>Our team gave this reason: {company.rejectionReason}</p>
        <p className="mt-1">
          If something has changed, or you think this is a mistake,{" "}
          <Link to="/contact" className="font-medium underline underline-offset-2">
            contact us
          </Link>
          .
        </p>
      </Notice>
    );
  }
  return (
    <Notice tone="info" title="Your company is waiting for approval">
      <p>
        Thank you for registering. Our team reviews every new company, including a credit check, usually
        within one business day. Once your company is approved, this page says so and you can start ordering
        staff. Meanwhile you can invite your colleagues.
      </p>
      <p className="mt-1">
        Questions?{" "}
        <Link to="/contact" className="font-medium underline underline-offset-2">
          Contact us
        </Link>
        .
      </p>
    </Notice>
  );
}

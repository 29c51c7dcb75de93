import { Link } from "react-router";
import { PageTitle } from "~/components/admin/table-controls";
import { WeeklyActivityChart } from "~/components/admin/weekly-activity-chart";
import { requireAdminPage } from "~/lib/admin-guard.server";
import { loadOverview } from "../../../server/modules/admin-overview";
import type { Route } from "./+types/index";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request);
  return loadOverview();
}

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const maxIndustry = Math.max(1, ...loaderData.openJobsByIndustry.map(({ jobs }) => jobs));
  const cards = [
    { label: "Open jobs", value: loaderData.openJobs, to: "/admin/jobs?status=open" },
    { label: "Applications this week", value: loaderData.applicationsThisWeek, to: null },
    { label: "Unhandled contact messages", value: loaderData.unhandledMessages, to: "/admin/messages" },
    { label: "Pending reviews", value: loaderData.pendingReviews, to: "/admin/reviews" },
    {
      label: "Newsletter subscribers",
      value: loaderData.subscribers,
      to: "/admin/subscribers?status=subscribed",
    },
  ];
  return (
    <>
      <PageTitle>Overview</PageTitle>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
        {cards.map((card) => (
          <li key={card.label} className="rounded-xl border border-slate-200 bg-white p-5">
            <p className="text-slate-600 text-sm">{card.label}</p>
            <p className="mt-2 font-bold text-3xl text-slate-900">
              {card.to ? (
                <Link to={card.to} className="hover:underline">
                  {card.value.toLocaleString("en-US")}
                </Link>
              ) : (
                card.value.toLocaleString("en-US")
              )}
            </p>
          </li>
        ))}
      </ul>
      <section
        aria-labelledby="weekly-heading"
        className="mt-8 rounded-xl border border-slate-200 bg-white p-5"
      >
        <h2 id="weekly-heading" className="font-semibold text-lg">
          New applications and contact messages per week
        </h2>
        <WeeklyActivityChart weeks={loaderData.weekly} />
      </section>
      <section
        aria-labelledby="industry-heading"
        className="mt-8 rounded-xl border border-slate-200 bg-white p-5"
      >
        <h2 id="industry-heading" className="font-semibold text-lg">
          Open jobs by industry
        </h2>
        {loaderData.openJobsByIndustry.length === 0 ? (
          <p className="mt-3 text-slate-600">No open jobs.</p>
        ) : (
          <ul className="mt-4 grid max-w-xl gap-2">
            {loaderData.openJobsByIndustry.map(({ industry, jobs }) => (
              <li key={industry} className="grid grid-cols-[8rem_1fr_3rem] items-center gap-2 text-sm">
                <span>{industry}</span>
                <span
                  aria-hidden="true"
                  className="h-3 rounded-sm bg-orange-600"
                  style={{ width: `${(jobs / maxIndustry) * 100}%` }}
                />
                <span className="text-right font-medium">{jobs.toLocaleString("en-US")}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

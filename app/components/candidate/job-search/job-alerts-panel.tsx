import { useQuery, useQueryClient } from "@tanstack/react-query";
import { BellPlusIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { SelectField } from "~/components/forms/text-field";
import { paramValueLabel } from "~/components/jobs/job-filter-options";
import type { JobListParams } from "~/components/jobs/job-links";
import { Button } from "~/components/ui/button";
import { Label, Select } from "~/components/ui/form-controls";
import { Notice } from "~/components/ui/notice";
import { apiRequest } from "~/lib/api-client";
import { serverErrorMessage } from "~/lib/api-errors";
import type { JobAlertView } from "../../../../common/candidate-portal";
import type { JobAlertFrequency } from "../../../../common/recruiting";
import { JOB_ALERTS_URL } from "./search-params";

const FREQUENCY_OPTIONS = [
  { value: "daily", label: "Daily" },
  { value: "weekly", label: "Weekly" },
] as const;

const MAX_ALERTS = 10;

/** The parts of a search an alert keeps (keywords, location, job type, industry, workplace). */
function alertFilters(params: JobListParams) {
  return {
    ...(params.q ? { q: params.q } : {}),
    ...(params.location ? { location: params.location } : {}),
    ...(params.type ? { type: params.type } : {}),
    ...(params.industry ? { industry: params.industry } : {}),
    ...(params.remote ? { remote: params.remote } : {}),
  };
}

/** "“nurse” · Miami · Full-time", or "All open jobs". */
export function alertSummary(
  alert: {
    [key in "q" | "location" | "type" | "industry" | "remote"]?: string | null;
  },
) {
  const parts = [
    alert.q ? paramValueLabel("q", alert.q) : "",
    alert.location ?? "",
    alert.type ? paramValueLabel("type", alert.type) : "",
    alert.industry ? paramValueLabel("industry", alert.industry) : "",
    alert.remote ? paramValueLabel("remote", alert.remote) : "",
  ].filter(Boolean);
  return parts.length ? parts.join(" · ") : "All open jobs";
}

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

/**
 * "Create job alert" for the search on screen, and the candidate's alerts: how often each emails
 * (changeable) and Delete.
 */
export function JobAlertsPanel({ params }: { params: JobListParams }) {
  const queryClient = useQueryClient();
  const alerts = useQuery<{ alerts: JobAlertView[] }>({ queryKey: [JOB_ALERTS_URL] });
  const [frequency, setFrequency] = useState<JobAlertFrequency>("daily");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const filters = alertFilters(params);
  const list = alerts.data?.alerts ?? [];
  const atLimit = list.length >= MAX_ALERTS;

  const run = async (work: () => Promise<void>, done: string) => {
    setBusy(true);
    setMessage(null);
    try {
      await work();
      setMessage({ tone: "success", text: done });
    } catch (error) {
      setMessage({
        tone: "error",
        text: serverErrorMessage(error) ?? "That did not work. Please try again.",
      });
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: [JOB_ALERTS_URL] });
    }
  };

  const create = () =>
    run(
      async () => void (await apiRequest("POST", JOB_ALERTS_URL, { ...filters, frequency })),
      `Job alert created. We will email you ${frequency === "daily" ? "each day" : "each week"} there are new jobs.`,
    );
  const changeFrequency = (alert: JobAlertView, next: JobAlertFrequency) =>
    run(
      async () => void (await apiRequest("PATCH", `${JOB_ALERTS_URL}/${alert.id}`, { frequency: next })),
      `Alert for ${alertSummary(alert)} now emails ${next}.`,
    );
  const remove = (alert: JobAlertView) =>
    run(
      async () => void (await apiRequest("DELETE", `${JOB_ALERTS_URL}/${alert.id}`)),
      `Alert for ${alertSummary(alert)} deleted.`,
    );

  return (
    <section
      aria-labelledby="job-alerts-heading"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="job-alerts-heading" className="font-semibold text-slate-900 text-xl">
        Job alerts
      </h2>
      <div className="space-y-3">
        <p className="text-slate-700 text-sm">
          Get new jobs for <strong>{alertSummary(filters)}</strong> by email. Alerts use the keywords,
          location, job type, industry and workplace of your search.
        </p>
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            id="new-alert-frequency"
            label="How often"
            className="w-40"
            value={frequency}
            options={FREQUENCY_OPTIONS}
            onChange={(event) => setFrequency(event.target.value as JobAlertFrequency)}
          />
          <Button className="h-11" onClick={create} disabled={busy || atLimit}>
            <BellPlusIcon aria-hidden="true" />
            Create job alert
          </Button>
        </div>
        {atLimit ? (
          <p className="text-slate-600 text-sm">
            You have {MAX_ALERTS} alerts, the most you can keep. Delete one to add another.
          </p>
        ) : null}
      </div>
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
      {alerts.isError ? <Notice tone="error">We could not load your job alerts.</Notice> : null}
      {list.length > 0 ? (
        <ul className="divide-y divide-slate-200" aria-label="Your job alerts">
          {list.map((alert) => (
            <li
              key={alert.id}
              className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="break-words font-medium text-slate-900">{alertSummary(alert)}</p>
                <p className="text-slate-600 text-sm">
                  Next email by {dateFormat.format(new Date(alert.nextRunAt))}, if there are new jobs
                </p>
              </div>
              <div className="flex items-end gap-2">
                <div className="w-32">
                  <Label htmlFor={`alert-frequency-${alert.id}`} className="sr-only">
                    How often for {alertSummary(alert)}
                  </Label>
                  <Select
                    id={`alert-frequency-${alert.id}`}
                    value={alert.frequency}
                    options={FREQUENCY_OPTIONS}
                    disabled={busy}
                    onChange={(event) => changeFrequency(alert, event.target.value as JobAlertFrequency)}
                  />
                </div>
                <Button variant="outline" className="h-11" disabled={busy} onClick={() => remove(alert)}>
                  <Trash2Icon aria-hidden="true" />
                  Delete<span className="sr-only"> alert for {alertSummary(alert)}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : alerts.isSuccess ? (
        <p className="text-slate-600 text-sm">You have no job alerts yet.</p>
      ) : null}
    </section>
  );
}

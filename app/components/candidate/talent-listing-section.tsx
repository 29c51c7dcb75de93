import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { SubmitButton } from "~/components/forms/submit-button";
import { SelectField, TextField } from "~/components/forms/text-field";
import { TitledForm } from "~/components/forms/titled-form";
import { TalentCardView } from "~/components/talent/talent-card";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { Skeleton } from "~/components/ui/skeleton";
import { apiRequest } from "~/lib/api-client";
import { COPILOT_REQUEST_KIND_LABELS } from "../../../common/copilot-candidates";
import {
  type CandidateTalentRequest,
  type CandidateTalentSettings,
  TALENT_DATABASE_PATH,
  TALENT_INDUSTRIES,
  TALENT_LIMITS,
  TALENT_MESSAGES,
  TALENT_REGION_LABELS,
  TALENT_REGIONS,
  TALENT_REQUEST_STATUS_LABELS,
} from "../../../common/talent-database";
import { todayInFlorida } from "../../../common/timesheets";
import { SHARED_RECORD_QUERY } from "./shared-records";
import { useApiSubmit } from "./use-api-submit";
import { useFieldValues } from "./use-field-values";
import { useRecordSave } from "./use-record-save";

export const TALENT_SETTINGS_URL = "/api/candidates/talent-profile";

const INDUSTRY_OPTIONS = TALENT_INDUSTRIES.map((value) => ({ value, label: value }));
const REGION_OPTIONS = TALENT_REGIONS.map((value) => ({ value, label: TALENT_REGION_LABELS[value] }));
const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "America/New_York" });

/**
 * "Public candidate database" on /candidate/profile: the switch (off by default), what a listing
 * needs beyond the profile, a preview of what employers see, and the requests to answer.
 */
export function TalentListingSection() {
  const query = useQuery<CandidateTalentSettings>({
    queryKey: [TALENT_SETTINGS_URL],
    ...SHARED_RECORD_QUERY,
  });
  if (query.error)
    return (
      <div className="space-y-3">
        <Notice tone="error" title="We could not load your candidate database settings">
          Check your connection, then try again.
        </Notice>
        <Button onClick={() => void query.refetch()}>Try again</Button>
      </div>
    );
  if (!query.data)
    return (
      <div aria-busy="true" className="space-y-3">
        <Skeleton className="h-7 w-64" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  return (
    <div className="space-y-8">
      <ListingForm settings={query.data} />
      <RequestList requests={query.data.requests} />
    </div>
  );
}

function ListingForm({ settings }: { settings: CandidateTalentSettings }) {
  const { sending, errors, outcome, save } = useRecordSave<CandidateTalentSettings>(TALENT_SETTINGS_URL);
  const [listed, setListed] = useState(settings.listed);
  const { values, bind } = useFieldValues(
    {
      yearsExperience: settings.yearsExperience === null ? "" : String(settings.yearsExperience),
      industry: settings.industry ?? "",
      region: settings.region ?? "",
    },
    errors,
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void save(
      {
        listed,
        yearsExperience: values.yearsExperience,
        industry: values.industry || null,
        region: values.region || null,
      },
      {
        saved: (record) => (record.listed ? TALENT_MESSAGES.listed : TALENT_MESSAGES.unlisted),
        failure: "We could not save your settings. Please try again.",
      },
    );
  }

  // The server's reasons the profile cannot be listed yet (no headline or skills) have no field here.
  const profileGaps = [errors.headline, errors.skills].filter(Boolean);
  return (
    <TitledForm
      onSubmit={onSubmit}
      headingId="talent-listing"
      title="Public candidate database"
      outcome={outcome}
    >
      <p className="text-slate-700 text-sm">
        List an anonymous version of your profile in our{" "}
        <Link className="font-medium text-brand-700 underline" to={TALENT_DATABASE_PATH}>
          candidate database
        </Link>
        . Employers see your headline, skills, experience, metro area, availability, work types and a pay
        band; never your name, contact details, address or employers. If one asks for you, we ask you first.
      </p>
      {profileGaps.length > 0 ? (
        <Notice tone="error">
          <ul className="list-disc pl-4">
            {profileGaps.map((gap) => (
              <li key={gap}>{gap}</li>
            ))}
          </ul>
        </Notice>
      ) : null}
      <CheckboxField
        id="talent-listed"
        role="switch"
        name="listed"
        label="List my anonymous profile in the candidate database"
        checked={listed}
        onChange={(event) => setListed(event.target.checked)}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField
          id="talent-years"
          label="Years of experience"
          inputMode="numeric"
          maxLength={2}
          hint={`0 to ${TALENT_LIMITS.yearsMax}`}
          {...bind("yearsExperience")}
        />
        <SelectField
          id="talent-industry-choice"
          label="Industry"
          placeholder="Choose one"
          options={INDUSTRY_OPTIONS}
          {...bind("industry")}
        />
        <SelectField
          id="talent-region-choice"
          label="Metro area"
          placeholder="Choose one"
          options={REGION_OPTIONS}
          {...bind("region")}
        />
      </div>
      <SubmitButton pending={sending} pendingLabel="Saving...">
        Save listing settings
      </SubmitButton>
      {settings.listing ? (
        <div className="space-y-2">
          <h3 className="font-semibold text-slate-900">What employers see</h3>
          <TalentCardView
            card={settings.listing}
            currentMonth={todayInFlorida().slice(0, 7)}
            headingLevel="h3"
          />
        </div>
      ) : null}
    </TitledForm>
  );
}

function RequestList({ requests }: { requests: CandidateTalentRequest[] }) {
  return (
    <section
      aria-labelledby="talent-requests-heading"
      id="talent-requests"
      className="scroll-mt-24 space-y-3"
    >
      <h2 id="talent-requests-heading" className="font-semibold text-slate-900 text-xl">
        Requests from employers
      </h2>
      {requests.length === 0 ? (
        <p className="rounded-xl border border-slate-300 border-dashed p-5 text-slate-600">
          No requests yet. When an employer asks to meet you, it appears here and we email you.
        </p>
      ) : (
        <ul className="space-y-4">
          {requests.map((request) => (
            <li key={request.id}>
              <RequestItem request={request} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RequestItem({ request }: { request: CandidateTalentRequest }) {
  const queryClient = useQueryClient();
  const { sending, outcome, submit } = useApiSubmit();
  const headingId = `talent-request-${request.id}`;

  function answer(choice: "accept" | "decline") {
    void submit(
      async () =>
        (await (
          await apiRequest("POST", `/api/candidates/talent-requests/${request.id}/${choice}`)
        ).json()) as CandidateTalentRequest,
      {
        success: async (answered) => {
          await queryClient.invalidateQueries({ queryKey: [TALENT_SETTINGS_URL] });
          return answered.status === "accepted" ? TALENT_MESSAGES.accepted : TALENT_MESSAGES.declined;
        },
        failure: "We could not send your answer. Please try again.",
      },
    );
  }

  return (
    <article aria-labelledby={headingId} className="space-y-3 rounded-xl border border-slate-200 p-4">
      <div>
        <h3 id={headingId} className="font-semibold text-slate-900 [overflow-wrap:anywhere]">
          {request.company}
          {request.orderTitle ? ` · ${request.orderTitle}` : ""}
        </h3>
        <p className="text-slate-600 text-sm">
          {request.kind ? `${COPILOT_REQUEST_KIND_LABELS[request.kind]} request · ` : ""}
          Asked {DATE.format(new Date(request.createdAt))} · {TALENT_REQUEST_STATUS_LABELS[request.status]}
        </p>
      </div>
      {request.message ? (
        <p className="text-slate-800 text-sm [overflow-wrap:anywhere]">“{request.message}”</p>
      ) : null}
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      {request.status === "pending" ? (
        <div className="flex flex-wrap gap-3">
          <Button disabled={sending} onClick={() => answer("accept")} aria-describedby={headingId}>
            Accept
          </Button>
          <Button
            variant="outline"
            disabled={sending}
            onClick={() => answer("decline")}
            aria-describedby={headingId}
          >
            Decline
          </Button>
        </div>
      ) : null}
    </article>
  );
}

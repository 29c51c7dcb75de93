import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { adminSend } from "~/components/admin/admin-api";
import { AssessmentTabs } from "~/components/admin/assessment-parts";
import { When } from "~/components/admin/date-time";
import { ChangeNotice, useRowChange } from "~/components/admin/row-change";
import { ColumnHeader, ConsoleTable, PageTitle, RowAction } from "~/components/admin/table-controls";
import { SubmitButton } from "~/components/forms/submit-button";
import { SelectField, TextareaField, TextField } from "~/components/forms/text-field";
import { errorIdOf, FieldError } from "~/components/ui/form-controls";
import { Notice } from "~/components/ui/notice";
import { loadAdminList } from "~/lib/admin-guard.server";
import {
  ACCOMMODATION_EXTRA_TIME,
  ASSESSMENT_LIMITS,
  type StaffAccommodation,
  type StaffAssessment,
} from "../../../common/assessments";
import { NotFound } from "../../../server/errors";
import { listAccommodations, listAssessmentsAsStaff } from "../../../server/modules/assessments";
import { getCandidateRecord } from "../../../server/modules/candidate-database";
import type { Route } from "./+types/assessment-accommodations";

/** The candidate a sitting's "Grant extra time" link names (?candidate=), if that account exists. */
async function candidateOf(id: string | null) {
  if (!id) return null;
  try {
    const record = await getCandidateRecord(id);
    return { id: record.id, name: `${record.firstName} ${record.lastName}`, email: record.email };
  } catch (error) {
    if (error instanceof NotFound) return null;
    throw error;
  }
}

export function loader({ request }: Route.LoaderArgs) {
  return loadAdminList(request, async (params) => {
    const [assessments, accommodations, candidate] = await Promise.all([
      listAssessmentsAsStaff(),
      listAccommodations(null),
      candidateOf(params.get("candidate")),
    ]);
    return {
      assessments,
      accommodations,
      candidate,
      prefill: { assessment: params.get("assessment") ?? "", email: params.get("email") ?? "" },
    };
  });
}

export const meta = () => [{ title: "Assessment accommodations · Admin" }];

/**
 * Extra time staff grant privately, per person and assessment: to a candidate account or an email
 * address (a visitor). Granting again replaces it; it applies to sittings started afterwards.
 */
export default function AdminAssessmentAccommodations({ loaderData }: Route.ComponentProps) {
  const { assessments, accommodations, candidate, prefill } = loaderData;
  const { message, sendDelete, succeeded } = useRowChange();
  return (
    <>
      <PageTitle>Assessment accommodations</PageTitle>
      <AssessmentTabs assessments={assessments} />
      <GrantForm
        assessments={assessments}
        candidate={candidate}
        prefill={prefill}
        onGranted={(text) => succeeded(text)}
      />
      <ChangeNotice message={message} />
      <ConsoleTable
        caption="Extra time granted, by email"
        columns={6}
        minWidth="wide"
        empty={accommodations.length === 0 ? "No extra time granted." : null}
        head={
          <>
            <ColumnHeader>Person</ColumnHeader>
            <ColumnHeader>Assessment</ColumnHeader>
            <ColumnHeader>Extra time</ColumnHeader>
            <ColumnHeader>Note</ColumnHeader>
            <ColumnHeader>Granted</ColumnHeader>
            <ColumnHeader>
              <span className="sr-only">Actions</span>
            </ColumnHeader>
          </>
        }
      >
        {accommodations.map((accommodation) => (
          <AccommodationRow
            key={accommodation.id}
            accommodation={accommodation}
            onRemove={() =>
              sendDelete(
                `/api/admin/assessments/accommodations/${accommodation.id}`,
                `Extra time for ${accommodation.email} removed.`,
              )
            }
          />
        ))}
      </ConsoleTable>
    </>
  );
}

function AccommodationRow({
  accommodation,
  onRemove,
}: {
  accommodation: StaffAccommodation;
  onRemove: () => Promise<void>;
}) {
  return (
    <tr className="border-slate-100 border-t align-top" data-testid="accommodation-row">
      <th scope="row" className="p-2 text-left font-medium">
        <span className="break-all">{accommodation.email}</span>
        {accommodation.candidateId ? (
          <Link
            to={`/admin/candidate-database/${accommodation.candidateId}`}
            className="block font-normal text-ocean-700 underline underline-offset-2"
          >
            Candidate account
          </Link>
        ) : (
          <span className="block font-normal text-slate-600">Email address</span>
        )}
      </th>
      <td className="p-2">{accommodation.assessment.title}</td>
      <td className="p-2">+{accommodation.extraTimePercent}%</td>
      <td className="p-2 whitespace-pre-wrap">{accommodation.note ?? "—"}</td>
      <td className="p-2">
        <When value={accommodation.grantedAt} />
        <span className="block break-all text-slate-600">by {accommodation.grantedBy}</span>
      </td>
      <td className="p-2 text-right">
        <RowAction
          label="Remove"
          title={`extra time for ${accommodation.email}`}
          onClick={() => void onRemove()}
        />
      </td>
    </tr>
  );
}

function GrantForm({
  assessments,
  candidate,
  prefill,
  onGranted,
}: {
  assessments: StaffAssessment[];
  candidate: { id: string; name: string; email: string } | null;
  prefill: { assessment: string; email: string };
  onGranted: (text: string) => Promise<void>;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function grant(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = new FormData(form);
    const percent = Number(values.get("extraTimePercent"));
    setSaving(true);
    const result = await adminSend<StaffAccommodation>("POST", "/api/admin/assessments/accommodations", {
      assessmentId: values.get("assessmentId"),
      ...(candidate ? { candidateId: candidate.id } : { email: values.get("email") }),
      extraTimePercent: Number.isNaN(percent) || percent === 0 ? null : percent,
      note: values.get("note"),
    });
    setSaving(false);
    setErrors(result.ok ? {} : result.fields);
    setFailure(result.ok || Object.keys(result.fields).length > 0 ? null : result.message);
    if (result.ok) {
      form.reset();
      await onGranted(
        `${result.data.email} has +${result.data.extraTimePercent}% extra time on ${result.data.assessment.title}.`,
      );
    }
  }

  return (
    <section aria-labelledby="grant-extra-time" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="grant-extra-time" className="font-semibold text-lg text-slate-900">
        Grant extra time
      </h2>
      <p className="mt-1 text-slate-600 text-sm">
        Private: the person sees a longer timer, never the reason. It applies to sittings they start from now
        on; granting again for the same person replaces it.
      </p>
      {failure ? (
        <Notice tone="error" className="mt-3">
          {failure}
        </Notice>
      ) : null}
      <form
        onSubmit={(event) => void grant(event)}
        noValidate
        aria-label="Grant extra time"
        className="mt-4 grid max-w-3xl gap-4 sm:grid-cols-2"
      >
        <SelectField
          id="grant-assessment"
          name="assessmentId"
          label="Assessment"
          options={assessments.map(({ id, title }) => ({ value: id, label: title }))}
          defaultValue={prefill.assessment || assessments[0]?.id}
          error={errors.assessmentId}
        />
        {candidate ? (
          <div className="text-sm">
            <p className="font-medium text-slate-900">For</p>
            <p className="mt-2 text-slate-700">
              {candidate.name} (candidate account, <span className="break-all">{candidate.email}</span>)
            </p>
            <Link
              to="/admin/assessments/accommodations"
              className="text-ocean-700 underline underline-offset-2"
            >
              Grant to an email address instead
            </Link>
          </div>
        ) : (
          <TextField
            id="grant-email"
            name="email"
            type="email"
            label="Email address"
            hint="A candidate's account email or a visitor's address."
            defaultValue={prefill.email}
            maxLength={ASSESSMENT_LIMITS.email}
            required
            error={errors.email ?? errors.candidateId}
          />
        )}
        <fieldset
          className="sm:col-span-2"
          aria-describedby={errors.extraTimePercent ? errorIdOf("grant-extra-time-percent") : undefined}
        >
          <legend className="font-medium text-slate-900 text-sm">Extra time</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {ACCOMMODATION_EXTRA_TIME.map((percent) => (
              <label key={percent} className="flex items-center gap-2 text-slate-800 text-sm">
                <input
                  type="radio"
                  name="extraTimePercent"
                  value={percent}
                  defaultChecked={percent === ACCOMMODATION_EXTRA_TIME[0]}
                  className="size-4 accent-brand-700"
                />
                +{percent}%
              </label>
            ))}
          </div>
          <FieldError id="grant-extra-time-percent" error={errors.extraTimePercent} className="mt-1" />
        </fieldset>
        <TextareaField
          id="grant-note"
          name="note"
          label="Note for staff"
          optional
          rows={2}
          maxLength={ASSESSMENT_LIMITS.reason}
          error={errors.note}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <SubmitButton pending={saving} pendingLabel="Granting…">
            Grant extra time
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}

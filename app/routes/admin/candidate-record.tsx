import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { adminSend } from "~/components/admin/admin-api";
import { formatDateTime, PageTitle } from "~/components/admin/table-controls";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextareaField, TextField } from "~/components/forms/text-field";
import { Notice } from "~/components/ui/notice";
import { loadAdminRecord } from "~/lib/admin-guard.server";
import {
  CANDIDATE_DATABASE_LIMITS,
  type CandidateNote,
  type CandidateRecord,
  candidatePay,
  candidatePlace,
} from "../../../common/candidate-database";
import { APPLICATION_STAGE_LABELS } from "../../../common/recruiting";
import {
  type StaffTalentRecord,
  TALENT_DATABASE_PATH,
  TALENT_REQUEST_SOURCE_LABELS,
  TALENT_REQUEST_STATUS_LABELS,
} from "../../../common/talent-database";
import { getCandidateRecord } from "../../../server/modules/candidate-database";
import type { Route } from "./+types/candidate-record";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadAdminRecord(request, async () => ({ candidate: await getCandidateRecord(params.id) }));
}

export const meta = ({ data }: Route.MetaArgs) => [
  {
    title: data
      ? `${data.candidate.firstName} ${data.candidate.lastName} · Candidate database`
      : "Candidate · Candidate database",
  },
];

type Message = { tone: "success" | "error"; text: string } | null;

const formatDate = (value: string) =>
  new Date(`${value}T12:00:00Z`).toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** /admin/candidate-database/:id: the profile, resume, applications, and the recruiters' tags and notes. */
export default function AdminCandidateRecord({ loaderData }: Route.ComponentProps) {
  const candidate: CandidateRecord = loaderData.candidate;
  const name = `${candidate.firstName} ${candidate.lastName}`;
  const details: [string, string][] = [
    ["Email", candidate.email],
    ["Phone", candidate.phone],
    ["Location", candidatePlace(candidate) || "Not given"],
    ["Skills", candidate.skills.join(", ") || "None listed"],
    ["Preferred locations", candidate.preferredLocations.join(", ") || "Any"],
    ["Employment types", candidate.preferredEmploymentTypes.join(", ") || "Any"],
    ["Desired pay", candidatePay(candidate) || "Not given"],
    ["Available from", candidate.availableFrom ? formatDate(candidate.availableFrom) : "Now"],
    ["Email verified", candidate.emailVerified ? "Yes" : "No"],
    ["Texts allowed", candidate.smsConsent ? "Yes" : "No"],
    ["Last active", formatDateTime(candidate.lastActiveAt)],
    ["Account created", formatDateTime(candidate.createdAt)],
  ];
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/candidate-database" className="text-brand-700 underline underline-offset-2">
          Back to the candidate database
        </Link>
      </p>
      <PageTitle>{name}</PageTitle>
      {candidate.headline ? <p className="-mt-4 mb-6 text-slate-700">{candidate.headline}</p> : null}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <section
            aria-labelledby="profile-heading"
            className="rounded-xl border border-slate-200 bg-white p-4"
          >
            <h2 id="profile-heading" className="mb-3 font-semibold text-lg">
              Profile
            </h2>
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
              {details.map(([label, value]) => (
                <div key={label}>
                  <dt className="font-medium text-slate-600">{label}</dt>
                  <dd className="break-words">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section
            aria-labelledby="resume-heading"
            className="rounded-xl border border-slate-200 bg-white p-4"
          >
            <h2 id="resume-heading" className="mb-3 font-semibold text-lg">
              Resume
            </h2>
            {candidate.resume ? (
              <p className="text-sm">
                <a
                  href={`/api/admin/candidates/${candidate.id}/resume`}
                  download
                  className="text-brand-700 underline underline-offset-2"
                >
                  Download {candidate.resume.fileName}
                </a>{" "}
                <span className="text-slate-600">
                  (uploaded {formatDateTime(candidate.resume.uploadedAt)})
                </span>
              </p>
            ) : (
              <p className="text-slate-600 text-sm">No resume uploaded.</p>
            )}
          </section>
          <section
            aria-labelledby="applications-heading"
            className="rounded-xl border border-slate-200 bg-white p-4"
          >
            <h2 id="applications-heading" className="mb-3 font-semibold text-lg">
              Applications
            </h2>
            {candidate.applications.length === 0 ? (
              <p className="text-slate-600 text-sm">No applications yet.</p>
            ) : (
              <ul className="space-y-3 text-sm">
                {candidate.applications.map((application) => (
                  <li key={application.id} className="rounded-lg border border-slate-200 p-3">
                    <p className="font-medium">
                      {application.jobTitle ??
                        (application.source === "upload-resume"
                          ? "Talent pool profile"
                          : "General application")}
                    </p>
                    <p>
                      Stage: <strong>{APPLICATION_STAGE_LABELS[application.stage]}</strong> since{" "}
                      {formatDateTime(application.stageChangedAt)} · applied{" "}
                      {formatDateTime(application.createdAt)}
                    </p>
                    {application.stages.length > 0 ? (
                      <ol className="mt-1 list-inside list-decimal text-slate-700">
                        {application.stages.map((event) => (
                          <li key={`${event.toStage}-${event.createdAt}`}>
                            {event.label} · {formatDateTime(event.createdAt)}
                          </li>
                        ))}
                      </ol>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <TalentRequests talent={candidate.talent} />
        </div>
        <div className="space-y-6">
          <TagsEditor candidateId={candidate.id} tags={candidate.recruiterTags} />
          <Notes candidateId={candidate.id} notes={candidate.notes} />
        </div>
      </div>
    </>
  );
}

function TagsEditor({ candidateId, tags }: { candidateId: string; tags: string[] }) {
  const revalidator = useRevalidator();
  const [message, setMessage] = useState<Message>(null);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get("tags") ?? "");
    setSaving(true);
    const result = await adminSend<{ tags: string[] }>("PUT", `/api/admin/candidates/${candidateId}/tags`, {
      tags: text.split(","),
    });
    setSaving(false);
    setError(result.ok ? undefined : (result.fields.tags ?? result.message));
    setMessage(result.ok ? { tone: "success", text: "Tags saved." } : null);
    if (result.ok) await revalidator.revalidate();
  }

  return (
    <section aria-labelledby="tags-heading" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="tags-heading" className="mb-3 font-semibold text-lg">
        Recruiter tags
      </h2>
      {tags.length > 0 ? (
        <ul className="mb-3 flex flex-wrap gap-2" aria-label="Current tags">
          {tags.map((tag) => (
            <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm">
              {tag}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-3 text-slate-600 text-sm">No tags yet.</p>
      )}
      <form onSubmit={save} className="space-y-3">
        <TextField
          id="candidate-tags"
          name="tags"
          label="Tags (comma-separated; only recruiters see them)"
          error={error}
          key={tags.join(",")}
          defaultValue={tags.join(", ")}
        />
        <SubmitButton pending={saving} pendingLabel="Saving…">
          Save tags
        </SubmitButton>
        {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
      </form>
    </section>
  );
}

function Notes({ candidateId, notes }: { candidateId: string; notes: CandidateNote[] }) {
  const revalidator = useRevalidator();
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState<Message>(null);
  const [saving, setSaving] = useState(false);

  async function add(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSaving(true);
    const result = await adminSend<CandidateNote>("POST", `/api/admin/candidates/${candidateId}/notes`, {
      body: String(new FormData(form).get("body") ?? ""),
    });
    setSaving(false);
    setError(result.ok ? undefined : (result.fields.body ?? result.message));
    setMessage(result.ok ? { tone: "success", text: "Note added." } : null);
    if (result.ok) {
      form.reset();
      await revalidator.revalidate();
    }
  }

  return (
    <section aria-labelledby="notes-heading" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="notes-heading" className="mb-3 font-semibold text-lg">
        Notes
      </h2>
      <form onSubmit={add} className="space-y-3">
        <TextareaField
          id="candidate-note"
          name="body"
          label="New note (only recruiters see notes)"
          error={error}
          rows={4}
          maxLength={CANDIDATE_DATABASE_LIMITS.note}
        />
        <SubmitButton pending={saving} pendingLabel="Adding…">
          Add note
        </SubmitButton>
        {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
      </form>
      {notes.length === 0 ? (
        <p className="mt-4 text-slate-600 text-sm">No notes yet.</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="border-slate-100 border-t pt-3 text-sm">
              <p className="whitespace-pre-wrap break-words">{note.body}</p>
              <p className="mt-1 text-slate-600">
                {note.authorEmail} · {formatDateTime(note.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The public candidate database: whether the candidate is listed, and who asked for them. */
function TalentRequests({ talent }: { talent: StaffTalentRecord }) {
  return (
    <section aria-labelledby="talent-heading" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="talent-heading" className="mb-3 font-semibold text-lg">
        Public candidate database
      </h2>
      <p className="text-sm">
        {talent.listed && talent.profileId && talent.listedAt ? (
          <>
            Listed since {formatDateTime(talent.listedAt)} as{" "}
            <Link
              className="text-brand-700 underline underline-offset-2"
              to={`${TALENT_DATABASE_PATH}?profile=${talent.profileId}`}
            >
              profile {talent.profileId}
            </Link>
            .
          </>
        ) : (
          "Not listed."
        )}
      </p>
      <h3 className="mt-4 mb-2 font-semibold">Requests</h3>
      {talent.requests.length === 0 ? (
        <p className="text-slate-600 text-sm">No requests yet.</p>
      ) : (
        <ul className="space-y-3 text-sm">
          {talent.requests.map((request) => (
            <li key={request.id} className="rounded-lg border border-slate-200 p-3">
              <p className="font-medium">
                {request.company} ({TALENT_REQUEST_SOURCE_LABELS[request.source]}) ·{" "}
                {TALENT_REQUEST_STATUS_LABELS[request.status]}
              </p>
              <p>
                {request.requesterName} ·{" "}
                <a href={`mailto:${request.requesterEmail}`}>{request.requesterEmail}</a>
                {request.requesterPhone ? ` · ${request.requesterPhone}` : ""}
              </p>
              {request.orderId && request.orderStatus === "draft" ? (
                <p>Order: {request.orderTitle} (a draft the company has not submitted yet)</p>
              ) : request.orderId ? (
                <p>
                  Order:{" "}
                  <Link
                    className="text-brand-700 underline underline-offset-2"
                    to={`/admin/requisitions/${request.orderId}`}
                  >
                    {request.orderTitle ?? "Open the order"}
                  </Link>
                </p>
              ) : null}
              {request.message ? <p className="text-slate-700">“{request.message}”</p> : null}
              <p className="text-slate-600">
                Asked {formatDateTime(request.createdAt)}
                {request.answeredAt ? ` · answered ${formatDateTime(request.answeredAt)}` : ""}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { type FormEvent, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { adminSend } from "~/components/admin/admin-api";
import { ClientSubmissionPanel } from "~/components/admin/client-submission-panel";
import { When } from "~/components/admin/date-time";
import { fieldsOf } from "~/components/admin/form-controls";
import { InterviewPanel } from "~/components/admin/interview-panel";
import { type ChangeMessage, ChangeNotice } from "~/components/admin/row-change";
import { PageTitle } from "~/components/admin/table-controls";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextareaField, TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { loadAdminRecord } from "~/lib/admin-guard.server";
import {
  APPLICATION_STAGE_LABELS,
  APPLICATION_STAGES,
  type ApplicationStage,
} from "../../../common/recruiting";
import { clientSideOfApplication } from "../../../server/modules/candidate-submissions";
import { getAdminApplication } from "../../../server/modules/pipeline";
import type { Route } from "./+types/application";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadAdminRecord(request, async () => ({
    ...(await getAdminApplication(params.id)),
    clientSide: await clientSideOfApplication(params.id),
  }));
}

const MOVABLE_STAGES = APPLICATION_STAGES.filter((stage) => stage !== "placed");
const ACTOR_LABELS: Record<string, string> = {
  recruiter: "Recruiter",
  candidate: "Candidate",
  employer: "Client",
  system: "System",
};
const OFFER_STATUS_LABELS: Record<string, string> = {
  extended: "Waiting for an answer",
  accepted: "Accepted",
  declined: "Declined",
  withdrawn: "Withdrawn",
};

/** One application: the person, the job, the resume, its stage and history, notes and offers. */
export default function AdminApplication({ loaderData }: Route.ComponentProps) {
  const { application, job, candidate, resume, history, notes, offers, clientSide } = loaderData;
  const revalidator = useRevalidator();
  const [message, setMessage] = useState<ChangeMessage | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(url: string, body: unknown, success: string) {
    setBusy(true);
    const result = await adminSend("POST", url, body);
    setMessage(result.ok ? { tone: "success", text: success } : { tone: "error", text: result.message });
    await revalidator.revalidate();
    setBusy(false);
    return result;
  }

  const stage = application.stage as ApplicationStage;
  const closedForGood = stage === "placed" || stage === "withdrawn";
  const openOffer = offers.find((offer) => offer.status === "extended");

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/applications" className="text-brand-800 underline">
          ← Applications
        </Link>
      </p>
      <PageTitle>{application.fullName}</PageTitle>
      <ChangeNotice message={message} />
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="person-heading" className="rounded-xl border border-slate-200 bg-white p-4">
          <h2 id="person-heading" className="mb-2 font-semibold text-lg">
            Person and job
          </h2>
          <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-600">Email</dt>
            <dd className="break-all">
              <a href={`mailto:${application.email}`} className="text-brand-800 underline">
                {application.email}
              </a>
            </dd>
            <dt className="text-slate-600">Phone</dt>
            <dd>{application.phone}</dd>
            <dt className="text-slate-600">Account</dt>
            <dd>{candidate ? `${candidate.name} (${candidate.email})` : "No candidate account"}</dd>
            <dt className="text-slate-600">Job</dt>
            <dd>{job ? `${job.title} · ${job.company} · ${job.location}` : "General application"}</dd>
            <dt className="text-slate-600">Applied</dt>
            <dd>
              <When value={application.createdAt} />
            </dd>
            <dt className="text-slate-600">Stage</dt>
            <dd data-testid="application-stage" className="font-semibold">
              {application.stageLabel}
            </dd>
            <dt className="text-slate-600">Resume</dt>
            <dd>
              {resume ? (
                <a href={resume.href} download className="text-brand-800 underline">
                  Download {resume.name}
                </a>
              ) : (
                "No resume"
              )}
            </dd>
          </dl>
          {application.coverLetter ? (
            <>
              <h3 className="mt-3 font-medium">Cover letter</h3>
              <p className="whitespace-pre-line text-sm">{application.coverLetter}</p>
            </>
          ) : null}
        </section>

        <section aria-labelledby="stage-heading" className="rounded-xl border border-slate-200 bg-white p-4">
          <h2 id="stage-heading" className="mb-2 font-semibold text-lg">
            Stage
          </h2>
          {closedForGood ? (
            <p className="text-slate-600 text-sm">
              This application is {application.stageLabel.toLowerCase()}; its stage no longer changes.
            </p>
          ) : (
            <fieldset className="flex flex-wrap gap-2">
              <legend className="sr-only">Move to stage</legend>
              {MOVABLE_STAGES.map((target) => (
                <Button
                  key={target}
                  variant={target === stage ? "default" : "outline"}
                  aria-pressed={target === stage}
                  disabled={busy || target === stage}
                  onClick={() =>
                    send(
                      `/api/admin/applications/${application.id}/stage`,
                      { stage: target },
                      `Moved to ${APPLICATION_STAGE_LABELS[target]}.`,
                    )
                  }
                >
                  {APPLICATION_STAGE_LABELS[target]}
                </Button>
              ))}
            </fieldset>
          )}
          <h3 className="mt-4 mb-2 font-semibold">History</h3>
          <ol className="grid gap-1 text-sm" aria-label="Stage history" data-testid="stage-history">
            {history.map((event) => (
              <li
                key={event.id}
                className="flex flex-wrap justify-between gap-2 border-slate-100 border-b py-1"
              >
                <span>
                  <strong>{event.label}</strong>
                  {event.kind !== "move"
                    ? ""
                    : event.fromStage
                      ? ` (from ${APPLICATION_STAGE_LABELS[event.fromStage]})`
                      : " (received)"}{" "}
                  · {ACTOR_LABELS[event.actor] ?? event.actor}
                  {event.actorEmail ? ` ${event.actorEmail}` : ""}
                </span>
                <span className="text-slate-600">
                  <When value={event.at} />
                </span>
              </li>
            ))}
          </ol>
        </section>
      </div>

      <ClientSubmissionPanel
        clientSide={clientSide}
        onSubmit={(note) =>
          send(
            `/api/admin/applications/${application.id}/submit-to-client`,
            { note },
            "Submitted to the client; their hiring team was emailed.",
          )
        }
      />

      <InterviewPanel applicationId={application.id} />

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="notes-heading" className="rounded-xl border border-slate-200 bg-white p-4">
          <h2 id="notes-heading" className="mb-2 font-semibold text-lg">
            Internal notes
          </h2>
          <p className="mb-2 text-slate-600 text-sm">Only staff see these; the candidate never does.</p>
          <NoteForm
            onSubmit={(body) =>
              send(`/api/admin/applications/${application.id}/notes`, { body }, "Note added.")
            }
          />
          <ul className="mt-3 grid gap-2">
            {notes.length === 0 ? <li className="text-slate-600 text-sm">No notes yet.</li> : null}
            {notes.map((note) => (
              <li key={note.id} className="rounded-md bg-slate-50 p-2 text-sm">
                <p className="whitespace-pre-line">{note.body}</p>
                <p className="mt-1 text-slate-600 text-xs">
                  {note.authorEmail} · <When value={note.createdAt} />
                </p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="offers-heading" className="rounded-xl border border-slate-200 bg-white p-4">
          <h2 id="offers-heading" className="mb-2 font-semibold text-lg">
            Offers
          </h2>
          <ul className="grid gap-2">
            {offers.length === 0 ? <li className="text-slate-600 text-sm">No offers yet.</li> : null}
            {offers.map((offer) => (
              <li key={offer.id} className="rounded-md border border-slate-200 p-3 text-sm">
                <p className="font-semibold">
                  {offer.roleTitle} at {offer.client}
                </p>
                <p>
                  {offer.location ? `${offer.location} · ` : ""}
                  {offer.startDate}
                  {offer.endDate ? ` to ${offer.endDate}` : ""} · pay ${offer.payRate}/h · bill $
                  {offer.billRate}/h
                </p>
                {offer.supervisorName || offer.supervisorEmail ? (
                  <p>
                    Supervisor: {offer.supervisorName ?? ""} {offer.supervisorEmail ?? ""}
                  </p>
                ) : null}
                <p className="text-slate-600">
                  {OFFER_STATUS_LABELS[offer.status]} · made <When value={offer.createdAt} />
                </p>
                {offer.status === "extended" ? (
                  <div className="mt-2 flex flex-wrap gap-2">
                    <Button
                      disabled={busy}
                      onClick={() => {
                        if (
                          window.confirm(
                            "Record that the candidate accepted this offer? This creates the placement.",
                          )
                        )
                          void send(
                            `/api/admin/offers/${offer.id}/accept`,
                            {},
                            "Acceptance recorded; the candidate is placed.",
                          );
                      }}
                    >
                      Record acceptance
                    </Button>
                    <Button
                      variant="outline"
                      disabled={busy}
                      onClick={() => {
                        if (window.confirm("Withdraw this offer?"))
                          void send(`/api/admin/offers/${offer.id}/withdraw`, {}, "Offer withdrawn.");
                      }}
                    >
                      Withdraw offer
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
          {closedForGood ? null : openOffer ? (
            <p className="mt-3 text-slate-600 text-sm">
              An offer is waiting for an answer; withdraw it to make another.
            </p>
          ) : (
            <OfferForm
              applicationId={application.id}
              onDone={setMessage}
              reload={() => revalidator.revalidate()}
            />
          )}
        </section>
      </div>
    </>
  );
}

function NoteForm({ onSubmit }: { onSubmit: (body: string) => Promise<{ ok: boolean }> }) {
  const [body, setBody] = useState("");
  return (
    <form
      onSubmit={async (event) => {
        event.preventDefault();
        if (!body.trim()) return;
        const result = await onSubmit(body);
        if (result.ok) setBody("");
      }}
      className="grid gap-2"
    >
      <TextareaField
        id="note-body"
        label="New note"
        rows={3}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        required
      />
      <div>
        <Button type="submit">Add note</Button>
      </div>
    </form>
  );
}

const OFFER_FIELDS = [
  ["client", "Client", "text", true],
  ["roleTitle", "Role title", "text", true],
  ["location", "Location", "text", false],
  ["startDate", "Start date", "date", true],
  ["endDate", "End date", "date", false],
  ["payRate", "Pay rate ($/hour)", "number", true],
  ["billRate", "Bill rate ($/hour)", "number", true],
  ["supervisorName", "Supervisor name", "text", false],
  ["supervisorEmail", "Supervisor email", "email", false],
] as const;

function OfferForm({
  applicationId,
  onDone,
  reload,
}: {
  applicationId: string;
  onDone: (message: ChangeMessage) => void;
  reload: () => Promise<void>;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const field = fieldsOf("offer", errors);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const body: Record<string, string> = {};
    for (const [name] of OFFER_FIELDS) {
      const value = String(data.get(name) ?? "").trim();
      if (value) body[name] = value;
    }
    setSending(true);
    const result = await adminSend("POST", `/api/admin/applications/${applicationId}/offers`, body);
    setSending(false);
    if (!result.ok) {
      setErrors(result.fields);
      onDone({ tone: "error", text: result.message });
      return;
    }
    setErrors({});
    form.reset();
    onDone({
      tone: "success",
      text: "Offer made; the candidate was emailed that it is waiting in the portal.",
    });
    await reload();
  }

  return (
    <form onSubmit={submit} noValidate className="mt-4 grid gap-3 sm:grid-cols-2">
      <h3 className="font-semibold sm:col-span-2">Make an offer</h3>
      {OFFER_FIELDS.map(([name, label, type, required]) => (
        <TextField
          key={name}
          {...field(name)}
          label={label}
          optional={!required}
          type={type}
          step={type === "number" ? "0.01" : undefined}
          min={type === "number" ? "0" : undefined}
          required={required}
        />
      ))}
      <div className="sm:col-span-2">
        <SubmitButton pending={sending} pendingLabel="Sending…">
          Make offer
        </SubmitButton>
      </div>
    </form>
  );
}

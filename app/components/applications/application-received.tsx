import type { ApplicationOutcome } from "./application-form";
import { SubmissionSuccess } from "./submission-success";

/** The success page of /apply: new application, or the friendly answer to a repeat. */
export function ApplicationReceived({ outcome }: { outcome: ApplicationOutcome }) {
  const heading = outcome.status === "duplicate" ? "You've already applied" : "Application received";
  return (
    <SubmissionSuccess heading={heading}>
      {outcome.jobTitle ? <p className="font-medium">{outcome.jobTitle}</p> : null}
      <p>{outcome.message}</p>
      {outcome.status === "received" ? (
        <p>
          We sent a confirmation to <strong>{outcome.email}</strong>.
        </p>
      ) : null}
    </SubmissionSuccess>
  );
}

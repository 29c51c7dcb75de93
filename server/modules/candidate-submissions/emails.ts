import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { EMPLOYER_PERMISSIONS } from "../../../common/employer-options";
import { SUBMISSION_REJECTION_REASON_LABELS } from "../../../common/job-orders";
import type { Executor } from "../../db/client";
import { employerUsers } from "../../db/schema";
import { siteLink } from "../../kernel/email-layout";
import { actionEmail } from "../../mail/action-email";
import type { MailMessage } from "../../mail/outbox";
import type { SubmissionDecisionInput } from "./submission-input";

/** The company's users who decide on candidates (owners and hiring managers), verified and not removed. */
async function deciderAddresses(executor: Executor, companyId: string): Promise<string[]> {
  const rows = await executor
    .select({ email: employerUsers.email })
    .from(employerUsers)
    .where(
      and(
        eq(employerUsers.clientCompanyId, companyId),
        inArray(employerUsers.role, [...EMPLOYER_PERMISSIONS.manageCandidates]),
        isNull(employerUsers.removedAt),
        isNotNull(employerUsers.emailVerifiedAt),
      ),
    );
  return rows.map((row) => row.email);
}

/** "A candidate for <order> is waiting for your decision", to each of the company's deciders. */
export async function newSubmissionEmails(
  executor: Executor,
  companyId: string,
  orderTitle: string,
): Promise<MailMessage[]> {
  return (await deciderAddresses(executor, companyId)).map((to) =>
    actionEmail({
      to,
      title: `New candidate for ${orderTitle}`,
      lines: [
        `Your recruiter has submitted a candidate for your order "${orderTitle}".`,
        "Read the summary and the recruiter's note, download the resume, then approve the candidate for an interview, decline, or ask for more information.",
      ],
      action: { href: siteLink("/employer/candidates"), label: "Review the candidate" },
    }),
  );
}

const DECISION_HEADLINES: Record<SubmissionDecisionInput["decision"], string> = {
  approve_for_interview: "approved for an interview",
  reject: "declined",
  request_info: "needs more information",
};

/** The recruiter who submitted the candidate hears what the client decided, with the reason or question. */
export function decisionEmail(input: {
  to: string;
  candidateName: string;
  orderTitle: string;
  companyName: string;
  decidedBy: string;
  decision: SubmissionDecisionInput;
  applicationId: string;
}): MailMessage {
  const { decision } = input;
  const reason = decision.reasonCode ? SUBMISSION_REJECTION_REASON_LABELS[decision.reasonCode] : null;
  return actionEmail({
    to: input.to,
    title: `${input.candidateName} ${DECISION_HEADLINES[decision.decision]}: ${input.orderTitle}`,
    lines: [
      `${input.decidedBy} at ${input.companyName} made a decision on ${input.candidateName} for "${input.orderTitle}": ${DECISION_HEADLINES[decision.decision]}.`,
      ...(reason ? [`Reason: ${reason}`] : []),
      ...(decision.note
        ? [`${decision.decision === "request_info" ? "Their question" : "Their note"}: ${decision.note}`]
        : []),
    ],
    action: { href: siteLink(`/admin/applications/${input.applicationId}`), label: "Open the application" },
  });
}

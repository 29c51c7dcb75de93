import { DEFAULT_INTERVIEW_TIME_ZONE } from "../../../common/interviews";
import { emailButton, emailDetails, emailParagraphs, siteLink } from "../../kernel/email-layout";
import { actionEmail, layoutEmail } from "../../mail/action-email";
import type { MailMessage } from "../../mail/outbox";
import {
  calendarAttachment,
  HEADLINES,
  type InvitationInterview,
  type InvitationKind,
  interviewDetails,
} from "./invitation-email";

/** Someone besides the candidate who takes part: the employer user who asked, or the recruiter. */
export type InterviewParty = { email: string; timeZone: string; portalPath: string };

const OPENINGS: Record<InvitationKind, string> = {
  scheduled:
    "The candidate picked a time: the interview is scheduled. The attached invite adds it to your calendar.",
  rescheduled: "The interview has a new time. The attached invite updates the one in your calendar.",
  cancelled: "The interview is cancelled. The attached invite removes it from your calendar.",
};

/**
 * The employer's and the recruiter's copy of a scheduled, moved or cancelled interview: the same
 * .ics as the candidate's (one UID, the same sequence), the time read in the reader's own zone.
 */
export function partyInvitationEmail(
  interview: InvitationInterview,
  kind: InvitationKind,
  party: InterviewParty,
): MailMessage {
  const what = interview.job
    ? `${interview.candidate.name}, ${interview.job.title}`
    : interview.candidate.name;
  const title = HEADLINES[kind](what);
  const details = interviewDetails(interview, party.timeZone);
  const link = siteLink(party.portalPath);
  return layoutEmail({
    to: party.email,
    title,
    bodyHtml: [
      emailParagraphs([OPENINGS[kind]]),
      emailDetails(details),
      emailButton(link, "See the interviews"),
    ].join("\n"),
    bodyText: [
      OPENINGS[kind],
      details.map(([label, value]) => `${label}: ${value}`).join("\n"),
      `See the interviews: ${link}`,
    ].join("\n\n"),
    attachments: [calendarAttachment(interview, kind)],
  });
}

/** The recruiter reads times in the agency's own zone. */
export const recruiterParty = (email: string, applicationId: string): InterviewParty => ({
  email,
  timeZone: DEFAULT_INTERVIEW_TIME_ZONE,
  portalPath: `/admin/applications/${applicationId}`,
});

/** The candidate is asked to pick one of the employer's proposed times in the portal. */
export function chooseTimeEmail(interview: InvitationInterview & { proposedTimes: Date[] }): MailMessage {
  const what = interview.job ? `${interview.job.title} at ${interview.job.company}` : "your application";
  const times = interview.proposedTimes.map(
    (time) => `• ${interviewDetails({ ...interview, startsAt: time }, interview.timeZone)[0]?.[1] ?? ""}`,
  );
  return actionEmail({
    to: interview.candidate.email,
    title: `Choose a time for your interview: ${what}`,
    lines: [
      `Hi ${interview.candidate.name},`,
      `Good news: the employer would like to interview you for ${what}. They proposed these times:`,
      times.join("\n"),
      "Pick the one that suits you in your candidate portal; we then send you the calendar invite.",
    ],
    action: { href: siteLink("/candidate/interviews"), label: "Choose a time" },
  });
}

/** The recruiter hears the client's verdict after an interview; "hire" asks them to make the offer. */
export function feedbackEmail(input: {
  to: string;
  candidateName: string;
  orderTitle: string;
  outcomeLabel: string;
  wantsToHire: boolean;
  comments: string;
  applicationId: string;
}): MailMessage {
  return actionEmail({
    to: input.to,
    title: `Interview feedback for ${input.candidateName}: ${input.outcomeLabel}`,
    lines: [
      `The client gave feedback on the interview with ${input.candidateName} for "${input.orderTitle}": ${input.outcomeLabel}.`,
      ...(input.comments ? [`Their comments: ${input.comments}`] : []),
      ...(input.wantsToHire ? ["The client wants to hire: please prepare and make the offer."] : []),
    ],
    action: { href: siteLink(`/admin/applications/${input.applicationId}`), label: "Open the application" },
  });
}

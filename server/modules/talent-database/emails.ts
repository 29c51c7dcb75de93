/**
 * The candidate database's emails: the candidate is asked, the recruiters hear of each request and
 * answer, the requester hears the answer. None tells the requester who the candidate is: a recruiter
 * introduces them after the candidate accepts.
 */
import { BRAND } from "../../../common/brand";
import { siteLink } from "../../kernel/email-layout";
import { actionEmail } from "../../mail/action-email";
import type { MailMessage } from "../../mail/outbox";
import {
  copilotAnswerForRecruitersEmail,
  copilotAnswerForRequesterEmail,
  copilotConsentEmail,
  copilotRequestReceivedEmail,
} from "./copilot-request-emails";
import type { RequestForEmail } from "./request-for-email";

export type { RequestForEmail };

const CONSENT_PAGE = "/candidate/profile#talent-requests";

/** To the candidate: who asks, for what, and where to answer. Nothing is shared until they accept. */
export function consentRequestEmail(to: string, firstName: string, request: RequestForEmail): MailMessage {
  if (request.source === "copilot") return copilotConsentEmail(to, firstName, request);
  const forWhat = request.orderTitle ? ` for their opening "${request.orderTitle}"` : "";
  return actionEmail({
    to,
    title: `${request.company} would like to meet you`,
    lines: [
      `Hi ${firstName},`,
      `${request.company} found your anonymous profile ("${request.headline}") in the ${BRAND.name} candidate database and asked to be introduced${forWhat}.`,
      ...(request.message ? [`Their note: "${request.message}"`] : []),
      "They do not know who you are. Sign in to accept or decline: only if you accept will a recruiter introduce you.",
    ],
    action: { href: siteLink(CONSENT_PAGE), label: "Answer the request" },
    signOff: `The ${BRAND.name} team`,
  });
}

function requesterLines(request: RequestForEmail): string[] {
  return [
    `Company: ${request.company}`,
    `Contact: ${request.requesterName}, ${request.requesterEmail}${request.requesterPhone ? `, ${request.requesterPhone}` : ""}`,
    ...(request.orderTitle ? [`Order: ${request.orderTitle}`] : []),
    ...(request.message ? [`Note: ${request.message}`] : []),
  ];
}

/** To the recruiters: a new request (an employer's, on an order, or a visitor's lead). */
export function requestReceivedEmail(to: string, candidateId: string, request: RequestForEmail): MailMessage {
  if (request.source === "copilot") return copilotRequestReceivedEmail(to, request);
  const kind = request.source === "employer" ? "An employer" : "A visitor (a new lead)";
  return actionEmail({
    to,
    title: `Candidate database request from ${request.company}`,
    lines: [
      `${kind} asked for the listed candidate ${request.profilePublicId} ("${request.headline}"). The candidate has been asked to consent.`,
      ...requesterLines(request),
    ],
    action: {
      href: siteLink(`/admin/candidate-database/${candidateId}`),
      label: "Open the candidate's record",
    },
  });
}

/** To the recruiters: the candidate answered; on yes they introduce them (submit to the order). */
export function answerForRecruitersEmail(
  to: string,
  candidateId: string,
  request: RequestForEmail,
  accepted: boolean,
): MailMessage {
  if (request.source === "copilot") return copilotAnswerForRecruitersEmail(to, request, accepted);
  return actionEmail({
    to,
    title: `Candidate ${accepted ? "accepted" : "declined"} ${request.company}'s request`,
    lines: [
      accepted
        ? `The candidate ${request.profilePublicId} agreed to be introduced to ${request.company}. Please link them to the request (submit them to the order or contact the lead).`
        : `The candidate ${request.profilePublicId} declined ${request.company}'s request. The requester has been told, without who the candidate is.`,
      ...requesterLines(request),
    ],
    action: {
      href: siteLink(`/admin/candidate-database/${candidateId}`),
      label: "Open the candidate's record",
    },
  });
}

/** To the requester: the answer, never the candidate's identity. */
export function answerForRequesterEmail(request: RequestForEmail, accepted: boolean): MailMessage {
  if (request.source === "copilot") return copilotAnswerForRequesterEmail(request, accepted);
  const listing = `the candidate "${request.headline}" (profile ${request.profilePublicId})`;
  return actionEmail({
    to: request.requesterEmail,
    title: accepted ? "A candidate agreed to be introduced" : "A candidate declined your request",
    lines: [
      `Hi ${request.requesterName},`,
      accepted
        ? `Good news: ${listing} agreed to be introduced. A recruiter will contact you shortly${request.orderTitle ? ` and add them to your order "${request.orderTitle}"` : ""}.`
        : `${listing} declined your request, so we cannot introduce them. Browse the candidate database for others, or ask a recruiter to search for you.`,
    ],
    action: { href: siteLink("/candidate-database"), label: "Browse the candidate database" },
    signOff: `The ${BRAND.name} team`,
  });
}

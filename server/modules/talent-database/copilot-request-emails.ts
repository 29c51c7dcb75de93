/**
 * The emails of an AI hiring assistant client's request for a ranked candidate (ADR 0027): the
 * candidate is asked, the recruiters hear of it and of the answer, the member who asked hears the
 * answer. The client learns who the candidate is on its candidates page, only after they accept.
 */
import { BRAND } from "../../../common/brand";
import { COPILOT_REQUEST_KIND_LABELS, copilotCandidatesLink } from "../../../common/copilot-candidates";
import { COPILOT_ORDER_SOURCE } from "../../../common/copilot-orders";
import { siteLink } from "../../kernel/email-layout";
import { actionEmail } from "../../mail/action-email";
import type { MailMessage } from "../../mail/outbox";
import type { RequestForEmail } from "./request-for-email";

const CONSENT_PAGE = "/candidate/profile#talent-requests";

const askedFor = (request: RequestForEmail) =>
  request.kind === "interview" ? "an interview" : "an introduction";

function orderLine(request: RequestForEmail): string {
  return request.orderTitle ? ` for their opening "${request.orderTitle}"` : "";
}

/** To the candidate: a client of the agency's hiring assistant asks; nothing is shared until they accept. */
export function copilotConsentEmail(to: string, firstName: string, request: RequestForEmail): MailMessage {
  return actionEmail({
    to,
    title: `${request.company} would like to meet you`,
    lines: [
      `Hi ${firstName},`,
      `${request.company}, a client using the ${BRAND.name} ${COPILOT_ORDER_SOURCE}, saw your anonymous profile among the candidates ranked for their opening and asked for ${askedFor(request)}${orderLine(request)}.`,
      ...(request.message ? [`Their note: "${request.message}"`] : []),
      "They do not know who you are. Sign in to accept or decline: only if you accept will they see your name and contact details, and a recruiter will be in touch.",
      "You can stop being ranked for clients at any time in your profile.",
    ],
    action: { href: siteLink(CONSENT_PAGE), label: "Answer the request" },
    signOff: `The ${BRAND.name} team`,
  });
}

function requesterLines(request: RequestForEmail): string[] {
  return [
    `Workspace: ${request.company}`,
    `Asked by: ${request.requesterName}, ${request.requesterEmail}`,
    `Request: ${COPILOT_REQUEST_KIND_LABELS[request.kind ?? "introduction"]}`,
    ...(request.orderTitle ? [`Order: ${request.orderTitle}`] : []),
    ...(request.message ? [`Note: ${request.message}`] : []),
  ];
}

const requisitionAction = (request: RequestForEmail) => ({
  href: siteLink(`/admin/requisitions/${request.orderId ?? ""}`),
  label: "Open the requisition",
});

/** To the recruiters: a client asked for a ranked candidate; the candidate has been asked to consent. */
export function copilotRequestReceivedEmail(to: string, request: RequestForEmail): MailMessage {
  return actionEmail({
    to,
    title: `${COPILOT_REQUEST_KIND_LABELS[request.kind ?? "introduction"]} request from ${request.company}`,
    lines: [
      `${request.company} asked for ${askedFor(request)} with a candidate ranked for their order in the ${COPILOT_ORDER_SOURCE}. The candidate has been asked to consent; please contact them.`,
      ...requesterLines(request),
    ],
    action: requisitionAction(request),
  });
}

/** To the recruiters: the candidate answered the client's request. */
export function copilotAnswerForRecruitersEmail(
  to: string,
  request: RequestForEmail,
  accepted: boolean,
): MailMessage {
  return actionEmail({
    to,
    title: `Candidate ${accepted ? "accepted" : "declined"} ${request.company}'s request`,
    lines: [
      accepted
        ? `The candidate agreed to ${askedFor(request)} with ${request.company}, who can now see their name and contact details. Please arrange it.`
        : `The candidate declined ${request.company}'s request. The client has been told, without who the candidate is.`,
      ...requesterLines(request),
    ],
    action: requisitionAction(request),
  });
}

/** To the member who asked: the answer; on yes, where they now see who the candidate is. */
export function copilotAnswerForRequesterEmail(request: RequestForEmail, accepted: boolean): MailMessage {
  return actionEmail({
    to: request.requesterEmail,
    title: accepted ? "A candidate accepted your request" : "A candidate declined your request",
    lines: [
      `Hi ${request.requesterName},`,
      accepted
        ? `Good news: a candidate you asked ${askedFor(request)} with${request.orderTitle ? ` for "${request.orderTitle}"` : ""} accepted. You can now see who they are on the candidates page, and a recruiter will be in touch.`
        : `A candidate you asked ${askedFor(request)} with${request.orderTitle ? ` for "${request.orderTitle}"` : ""} declined, so they stay anonymous. The candidates page ranks others for the order.`,
    ],
    action: {
      href: siteLink(copilotCandidatesLink(request.orderId ?? "")),
      label: "Open the candidates page",
    },
    signOff: `The ${BRAND.name} team`,
  });
}

import { CONTACT_FALLBACKS } from "../../../common/brand";
import { JOB_ORDER_TYPE_LABELS, JOB_ORDER_URGENCY_LABELS } from "../../../common/job-orders";
import type { Executor } from "../../db/client";
import {
  emailButton,
  emailDetails,
  emailParagraph,
  emailStrong,
  emailText,
  siteLink,
} from "../../kernel/email-layout";
import { layoutEmail } from "../../mail/action-email";
import type { MailMessage } from "../../mail/outbox";
import { getSiteSettings } from "../settings";
import type { JobOrderRow } from "./order-records";

/**
 * The recruiters' shared inbox: the site's contact address (set in /admin/settings). The agency has
 * no per-recruiter routing; whoever accepts an order then hears about it by name.
 */
export async function recruitersInbox(executor: Executor): Promise<string> {
  return (await getSiteSettings(executor)).contactEmail || CONTACT_FALLBACKS.email;
}

const requisitionLink = (orderId: string) => siteLink(`/admin/requisitions/${orderId}`);

function orderRows(order: JobOrderRow, companyName: string): [string, string][] {
  return [
    ["Company", companyName],
    ["Title", order.title],
    ["Type", JOB_ORDER_TYPE_LABELS[order.orderType]],
    ["Positions", String(order.positions)],
    ["Urgency", JOB_ORDER_URGENCY_LABELS[order.urgency]],
    ["Start date", order.startDate ?? "Not given"],
  ];
}

/**
 * To the recruiters when a client submits an order: what it is and the requisition's link. `via` is
 * where it came from: the employer portal, or the AI hiring assistant (ADR 0025).
 */
export function orderSubmittedEmail(
  order: JobOrderRow,
  companyName: string,
  to: string,
  via = "the employer portal",
): MailMessage {
  const title = `New job order: ${order.title} for ${companyName}`;
  const rows = orderRows(order, companyName);
  const link = requisitionLink(order.id);
  return layoutEmail({
    to,
    title,
    bodyHtml: [
      emailParagraph(`${emailStrong(companyName)} submitted a job order through ${emailText(via)}.`),
      emailDetails(rows),
      emailButton(link, "Open the requisition"),
    ].join("\n"),
    bodyText: [
      `${companyName} submitted a job order through ${via}.`,
      rows.map(([label, value]) => `${label}: ${value}`).join("\n"),
      `Open the requisition: ${link}`,
    ].join("\n\n"),
  });
}

/** To the recruiter who accepted the order: the company asks for changes, in its own words. */
export function changesRequestedEmail(
  order: JobOrderRow,
  companyName: string,
  note: string,
  to: string,
): MailMessage {
  const title = `Changes requested: ${order.title} for ${companyName}`;
  const link = requisitionLink(order.id);
  return layoutEmail({
    to,
    title,
    bodyHtml: [
      emailParagraph(
        `${emailStrong(companyName)} asks for changes to the order ${emailStrong(order.title)}.`,
      ),
      emailParagraph(emailText(note)),
      emailButton(link, "Open the requisition"),
    ].join("\n"),
    bodyText: [
      `${companyName} asks for changes to the order ${order.title}.`,
      note,
      `Open the requisition: ${link}`,
    ].join("\n\n"),
  });
}

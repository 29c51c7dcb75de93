import type { ResumeContact, ResumeLink } from "../resume-document";
import { usStateCode } from "../us-states";

/**
 * How a resume's dates and contact details read, written once for the layout, the DOCX and the
 * plain text so every export says the same.
 */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2021-03" → "Mar 2021", "2021" → "2021", "" → "". */
export function resumeDate(date: string): string {
  const [year, month] = date.split("-");
  if (!year) return "";
  return month ? `${MONTHS[Number(month) - 1]} ${year}` : year;
}

/** "Mar 2021 – Present", "2018 – 2022", "2019" (only one end known), or "". */
export function resumeDateRange(entry: { startDate: string; endDate: string; current: boolean }): string {
  const start = resumeDate(entry.startDate);
  const end = entry.current ? "Present" : resumeDate(entry.endDate);
  if (start && end) return `${start} – ${end}`;
  return start || end;
}

/** "Miami, FL": a state's full name is shortened to its postal code. */
export function cityAndState(contact: Pick<ResumeContact, "city" | "state">): string {
  const state = usStateCode(contact.state) ?? contact.state.trim();
  return [contact.city.trim(), state].filter(Boolean).join(", ");
}

/** A contact detail as shown: its text, the field it comes from, and where a click on it goes. */
export type ContactPiece = { text: string; field: string; href?: string };

/** Email, phone, city and state, then links, in the order every template shows them. */
export function contactPieces(contact: ResumeContact): ContactPiece[] {
  const pieces: ContactPiece[] = [];
  const email = contact.email.trim();
  if (email) pieces.push({ text: email, field: "contact.email", href: `mailto:${email}` });
  const phone = contact.phone.trim();
  const digits = phone.replace(/[^\d+]/g, "");
  if (phone)
    pieces.push({ text: phone, field: "contact.phone", ...(digits ? { href: `tel:${digits}` } : {}) });
  const place = cityAndState(contact);
  if (place) pieces.push({ text: place, field: contact.city.trim() ? "contact.city" : "contact.state" });
  for (const link of contact.links) {
    const piece = linkPiece(link);
    if (piece) pieces.push(piece);
  }
  return pieces;
}

/** A link reads as its address without "https://" and "www." (what a reader of a printout types). */
function linkPiece(link: ResumeLink): ContactPiece | undefined {
  const url = link.url.trim();
  const field = `contact.links.${link.id}`;
  if (!url) return link.label.trim() ? { text: link.label.trim(), field } : undefined;
  const href = /^[a-z][a-z\d+.-]*:/i.test(url) ? url : `https://${url}`;
  const text = url
    .replace(/^https?:\/\//i, "")
    .replace(/^www\./i, "")
    .replace(/\/$/, "");
  return /^(https?|mailto|tel):/i.test(href) ? { text, field, href } : { text, field };
}

/** "Maria Gonzalez – Resume": the title of the exported files. */
export function resumeTitle(contact: Pick<ResumeContact, "fullName">): string {
  const name = contact.fullName.trim();
  return name ? `${name} – Resume` : "Resume";
}

import { appConfig } from "../config";

/**
 * The address mail comes from ("Name <hello@domain>" or a bare address) also organises the events the
 * site sends (webinars, interviews, consultations); its domain ends their calendar UIDs.
 */
export function calendarOrganizer(): { email: string; domain: string } {
  const { MAIL_FROM, APP_URL } = appConfig();
  const email = (/<([^>]+)>/.exec(MAIL_FROM)?.[1] ?? MAIL_FROM).trim();
  return { email, domain: email.split("@")[1] || new URL(APP_URL).hostname };
}

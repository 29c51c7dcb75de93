import type { WebinarRegistrationField } from "../../../common/webinars";

export type RegistrationValues = Record<WebinarRegistrationField, string>;

/** What the /webinars action answers, for the form of the webinar it names. */
export type RegistrationResult =
  | { webinar: string; status: "registered"; title: string; email: string; message: string }
  | {
      webinar: string;
      status: "invalid";
      fieldErrors: Partial<Record<WebinarRegistrationField, string>>;
      values: RegistrationValues;
    }
  | { webinar: string; status: "refused"; message: string; values: RegistrationValues };

import type { ChangeEvent } from "react";
import { CheckedEmailField } from "~/components/forms/checked-email-field";
import { FullNameField, PhoneField } from "~/components/forms/person-fields";
import { RadioCards } from "~/components/forms/radio-cards";
import { TextareaField, TextField } from "~/components/forms/text-field";
import {
  CONSULTATION_FORMAT_LABELS,
  CONSULTATION_FORMATS,
  CONSULTATION_LIMITS,
  type ConsultationFormat,
  OFFICE_IDS,
  OFFICES,
  type OfficeId,
} from "../../../common/consultations";

export type VisitorValues = {
  format: ConsultationFormat | "";
  office: OfficeId | "";
  name: string;
  email: string;
  phone: string;
  company: string;
  topic: string;
};

export const EMPTY_VISITOR: VisitorValues = {
  format: "",
  office: "",
  name: "",
  email: "",
  phone: "",
  company: "",
  topic: "",
};

const FORMAT_HINTS: Record<ConsultationFormat, string> = {
  phone: "We call the number you give below.",
  video: "A meeting link comes with your invitation.",
  "in-person": "At our Miami or Fort Lauderdale office.",
};

/**
 * How to meet (and which office), and who the visitor is: name, the live-checked email, phone,
 * company (required for employer and payroll types, optional otherwise) and what to talk about.
 */
export function VisitorFields({
  idPrefix,
  values,
  errors,
  companyRequired,
  onValue,
}: {
  idPrefix: string;
  values: VisitorValues;
  errors: Partial<Record<keyof VisitorValues, string>>;
  companyRequired: boolean;
  onValue: <Name extends keyof VisitorValues>(name: Name, value: VisitorValues[Name]) => void;
}) {
  const text = (name: "name" | "email" | "phone" | "company" | "topic") => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onValue(name, event.target.value),
  });
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      <RadioCards
        className="sm:col-span-2"
        id={`${idPrefix}-format`}
        name="format"
        legend="How would you like to meet?"
        options={CONSULTATION_FORMATS.map((format) => ({
          value: format,
          label: CONSULTATION_FORMAT_LABELS[format],
          hint: FORMAT_HINTS[format],
        }))}
        value={values.format}
        onChange={(format) => onValue("format", format)}
        error={errors.format}
      />
      {values.format === "in-person" ? (
        <RadioCards
          className="sm:col-span-2"
          id={`${idPrefix}-office`}
          name="office"
          legend="Which office?"
          columns="sm:grid-cols-2"
          options={OFFICE_IDS.map((office) => ({
            value: office,
            label: OFFICES[office].name,
            hint: OFFICES[office].address,
          }))}
          value={values.office}
          onChange={(office) => onValue("office", office)}
          error={errors.office}
        />
      ) : null}
      <FullNameField label="Name" maxLength={CONSULTATION_LIMITS.name} {...text("name")} />
      <PhoneField maxLength={CONSULTATION_LIMITS.phone} {...text("phone")} />
      <div className="sm:col-span-2">
        <CheckedEmailField maxLength={CONSULTATION_LIMITS.email} {...text("email")} />
      </div>
      <TextField
        className="sm:col-span-2"
        label="Company"
        optional={!companyRequired}
        autoComplete="organization"
        maxLength={CONSULTATION_LIMITS.company}
        {...text("company")}
      />
      <TextareaField
        className="sm:col-span-2"
        label="What would you like to talk about?"
        hint="A few words on the roles, your search or your payroll and HR needs, so we come prepared."
        maxLength={CONSULTATION_LIMITS.topic}
        rows={4}
        {...text("topic")}
      />
    </div>
  );
}

import type { FieldErrors } from "~/components/forms/form-outcome";
import { SelectField, TextField } from "~/components/forms/text-field";
import { COMPANY_SIZE_BANDS } from "../../../common/clients";
import { INDUSTRIES } from "../../../common/jobs";
import { US_STATES } from "../../../common/us-states";

const INDUSTRY_OPTIONS = INDUSTRIES.map((value) => ({ value, label: value }));
const SIZE_OPTIONS = COMPANY_SIZE_BANDS.map((value) => ({ value, label: `${value} employees` }));
const STATE_OPTIONS = Object.entries(US_STATES).map(([value, label]) => ({ value, label }));

/** The company's values a form starts from (the profile's saved ones; registration starts empty). */
export type CompanyFieldValues = Partial<
  Record<
    "legalName" | "industry" | "sizeBand" | "street" | "city" | "state" | "zip" | "website",
    string | null
  >
>;

/**
 * The company's fields (legal name, industry, size, address, website), as registration asks for them
 * and the onboarding profile edits them (common/employer-accounts companyFields checks them).
 */
export function CompanyFields({
  idPrefix,
  errors,
  values = {},
}: {
  idPrefix: string;
  errors: FieldErrors;
  values?: CompanyFieldValues;
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-legal-name`}
        name="legalName"
        label="Company legal name"
        autoComplete="organization"
        required
        maxLength={200}
        defaultValue={values.legalName ?? undefined}
        error={errors.legalName}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          id={`${idPrefix}-industry`}
          name="industry"
          label="Industry"
          required
          defaultValue={values.industry ?? ""}
          placeholder="Select an industry"
          options={INDUSTRY_OPTIONS}
          error={errors.industry}
        />
        <SelectField
          id={`${idPrefix}-size`}
          name="sizeBand"
          label="Company size"
          required
          defaultValue={values.sizeBand ?? ""}
          placeholder="Select the number of employees"
          options={SIZE_OPTIONS}
          error={errors.sizeBand}
        />
      </div>
      <TextField
        id={`${idPrefix}-street`}
        name="street"
        label="Street address"
        autoComplete="address-line1"
        required
        maxLength={200}
        defaultValue={values.street ?? undefined}
        error={errors.street}
      />
      <div className="grid gap-5 sm:grid-cols-[2fr_2fr_1fr]">
        <TextField
          id={`${idPrefix}-city`}
          name="city"
          label="City"
          autoComplete="address-level2"
          required
          maxLength={100}
          defaultValue={values.city ?? undefined}
          error={errors.city}
        />
        <SelectField
          id={`${idPrefix}-state`}
          name="state"
          label="State"
          autoComplete="address-level1"
          required
          defaultValue={values.state ?? ""}
          placeholder="Select a state"
          options={STATE_OPTIONS}
          error={errors.state}
        />
        <TextField
          id={`${idPrefix}-zip`}
          name="zip"
          label="ZIP code"
          autoComplete="postal-code"
          inputMode="numeric"
          required
          maxLength={10}
          defaultValue={values.zip ?? undefined}
          error={errors.zip}
        />
      </div>
      <TextField
        id={`${idPrefix}-website`}
        name="website"
        type="url"
        label="Website"
        optional
        autoComplete="url"
        placeholder="https://example.com"
        maxLength={300}
        defaultValue={values.website ?? undefined}
        error={errors.website}
      />
    </>
  );
}

import { CompanyFields } from "~/components/employer/company-fields";
import { Details } from "~/components/employer/panel";
import { usePortalForm } from "~/components/employer/use-portal-form";
import { FormSubmit } from "~/components/forms/form-submit";
import { EmailField, PhoneField } from "~/components/forms/person-fields";
import { TextareaField, TextField } from "~/components/forms/text-field";
import { Notice } from "~/components/ui/notice";
import {
  type BillingContact,
  type CompanyProfile,
  ONBOARDING_LIMITS,
  ONBOARDING_MESSAGES,
} from "../../../common/client-onboarding";

const PROFILE_FIELDS = [
  "legalName",
  "industry",
  "sizeBand",
  "street",
  "city",
  "state",
  "zip",
  "website",
  "phone",
  "about",
] as const;

/** Owners edit the company's profile; saving it the first time completes the checklist's step. */
export function CompanyProfileForm({ profile }: { profile: CompanyProfile }) {
  const form = usePortalForm({
    fieldOrder: PROFILE_FIELDS,
    method: "PUT",
    url: "/api/employers/onboarding/profile",
    schema: async () => (await import("../../../common/client-onboarding-input")).companyProfileSchema,
    saved: ONBOARDING_MESSAGES.profileSaved,
    failure: "We could not save the profile. Please try again.",
  });
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={form.onSubmit}
      className="space-y-5"
      aria-label="Company profile"
    >
      {form.done ? <Notice tone="success">{form.done}</Notice> : null}
      <CompanyFields idPrefix="profile" errors={form.errors} values={profile} />
      <PhoneField
        id="profile-phone"
        name="phone"
        label="Company phone"
        required
        maxLength={ONBOARDING_LIMITS.phone}
        defaultValue={profile.phone ?? undefined}
        error={form.errors.phone}
      />
      <TextareaField
        id="profile-about"
        name="about"
        label="About the company"
        optional
        hint="What you do and what it is like to work with you: recruiters use it to brief candidates."
        rows={4}
        maxLength={ONBOARDING_LIMITS.about}
        defaultValue={profile.about ?? undefined}
        error={form.errors.about}
      />
      <FormSubmit refusal={form.refusal} pending={form.sending} pendingLabel="Saving...">
        Save Profile
      </FormSubmit>
    </form>
  );
}

/** The profile read-only, for roles that may not edit it. */
export function CompanyProfileDetails({ profile }: { profile: CompanyProfile }) {
  return (
    <Details
      rows={[
        ["Legal name", profile.legalName],
        ["Industry", profile.industry],
        ["Address", `${profile.street}, ${profile.city}, ${profile.state} ${profile.zip}`],
        ["Phone", profile.phone ?? "Not given"],
        ["Website", profile.website ?? "Not given"],
      ]}
    />
  );
}

const BILLING_FIELDS = ["name", "email", "phone"] as const;

/** Who receives the invoices: owners and billing users set it. */
export function BillingContactForm({ contact }: { contact: BillingContact }) {
  const form = usePortalForm({
    fieldOrder: BILLING_FIELDS,
    method: "PUT",
    url: "/api/employers/onboarding/billing-contact",
    schema: async () => (await import("../../../common/client-onboarding-input")).billingContactSchema,
    saved: ONBOARDING_MESSAGES.billingSaved,
    failure: "We could not save the billing contact. Please try again.",
  });
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={form.onSubmit}
      className="space-y-5"
      aria-label="Billing contact"
    >
      {form.done ? <Notice tone="success">{form.done}</Notice> : null}
      <TextField
        id="billing-name"
        name="name"
        label="Billing contact name"
        autoComplete="off"
        required
        maxLength={200}
        defaultValue={contact.name ?? undefined}
        error={form.errors.name}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <EmailField
          id="billing-email"
          name="email"
          label="Billing email"
          autoComplete="off"
          required
          defaultValue={contact.email ?? undefined}
          error={form.errors.email}
        />
        <PhoneField
          id="billing-phone"
          name="phone"
          label="Billing phone"
          autoComplete="off"
          required
          maxLength={ONBOARDING_LIMITS.phone}
          defaultValue={contact.phone ?? undefined}
          error={form.errors.phone}
        />
      </div>
      <FormSubmit refusal={form.refusal} pending={form.sending} pendingLabel="Saving...">
        Save Billing Contact
      </FormSubmit>
    </form>
  );
}

export function BillingContactDetails({ contact }: { contact: BillingContact }) {
  return (
    <Details
      rows={[
        ["Name", contact.name ?? "Not set"],
        ["Email", contact.email ?? "Not set"],
        ["Phone", contact.phone ?? "Not set"],
      ]}
    />
  );
}

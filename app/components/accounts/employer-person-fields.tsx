import { FirstNameField, LastNameField, PhoneField } from "~/components/forms/person-fields";
import { TextField } from "~/components/forms/text-field";
import { EMPLOYER_LIMITS } from "../../../common/employer-options";

type Errors = Partial<Record<string, string>>;

/**
 * Who an employer user is, as registration and an accepted invitation ask it: first and last name
 * side by side, job title and work phone (side by side too when `titleBesidePhone`). Ids are
 * `${idPrefix}-first-name`, `-last-name`, `-job-title`, `-work-phone`.
 */
export function EmployerPersonFields({
  idPrefix,
  errors,
  titleBesidePhone = false,
  defaults,
}: {
  idPrefix: string;
  errors: Errors;
  titleBesidePhone?: boolean;
  /** The name to start with (registration after a Google or LinkedIn sign-in). */
  defaults?: { firstName: string; lastName: string };
}) {
  const titleAndPhone = (
    <>
      <TextField
        id={`${idPrefix}-job-title`}
        name="jobTitle"
        label="Job title"
        autoComplete="organization-title"
        required
        maxLength={EMPLOYER_LIMITS.jobTitle}
        error={errors.jobTitle}
      />
      <PhoneField
        id={`${idPrefix}-work-phone`}
        name="workPhone"
        label="Work phone"
        autoComplete="work tel"
        required
        maxLength={EMPLOYER_LIMITS.phone}
        error={errors.workPhone}
      />
    </>
  );
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <FirstNameField
          id={`${idPrefix}-first-name`}
          required
          maxLength={EMPLOYER_LIMITS.name}
          defaultValue={defaults?.firstName}
          error={errors.firstName}
        />
        <LastNameField
          id={`${idPrefix}-last-name`}
          required
          maxLength={EMPLOYER_LIMITS.name}
          defaultValue={defaults?.lastName}
          error={errors.lastName}
        />
      </div>
      {titleBesidePhone ? <div className="grid gap-5 sm:grid-cols-2">{titleAndPhone}</div> : titleAndPhone}
    </>
  );
}

import { useQueryClient } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { FirstNameField, LastNameField, PhoneField } from "~/components/forms/person-fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextField } from "~/components/forms/text-field";
import { TitledForm } from "~/components/forms/titled-form";
import { apiRequest } from "~/lib/api-client";
import { updateStoredCandidate } from "~/lib/candidate-session";
import {
  CANDIDATE_LIMITS,
  CANDIDATE_MESSAGES,
  type CandidateProfile,
} from "../../../common/candidate-options";
import { useApiSubmit } from "./use-api-submit";
import { CANDIDATE_PROFILE_URL } from "./use-candidate-account";
import { useFieldValues } from "./use-field-values";

/** Names and phone (the email is the sign-in and stays): PATCH /api/candidates/profile. */
export function ProfileDetailsForm({ candidate }: { candidate: CandidateProfile }) {
  const queryClient = useQueryClient();
  const { sending, errors, outcome, submit } = useApiSubmit();
  const { values, bind } = useFieldValues(
    {
      firstName: candidate.firstName,
      lastName: candidate.lastName,
      phone: candidate.phone,
    },
    errors,
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(
      async () =>
        (await apiRequest("PATCH", CANDIDATE_PROFILE_URL, values)).json() as Promise<CandidateProfile>,
      {
        success: (updated) => {
          queryClient.setQueriesData({ queryKey: [CANDIDATE_PROFILE_URL] }, updated);
          updateStoredCandidate(updated);
          return CANDIDATE_MESSAGES.profileSaved;
        },
        failure: "We could not save your profile. Please try again.",
      },
    );
  }

  return (
    <TitledForm
      method="post"
      onSubmit={onSubmit}
      headingId="profile-details"
      title="Personal details"
      outcome={outcome}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FirstNameField id="profile-first-name" maxLength={CANDIDATE_LIMITS.name} {...bind("firstName")} />
        <LastNameField id="profile-last-name" maxLength={CANDIDATE_LIMITS.name} {...bind("lastName")} />
      </div>
      <PhoneField id="profile-phone" maxLength={CANDIDATE_LIMITS.phone} {...bind("phone")} />
      <TextField id="profile-email" label="Email (your sign-in)" value={candidate.email} readOnly disabled />
      <SubmitButton pending={sending} pendingLabel="Saving...">
        Save Changes
      </SubmitButton>
    </TitledForm>
  );
}

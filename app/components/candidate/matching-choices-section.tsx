import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { SubmitButton } from "~/components/forms/submit-button";
import { SelectField } from "~/components/forms/text-field";
import { TitledForm } from "~/components/forms/titled-form";
import { Notice } from "~/components/ui/notice";
import { Skeleton } from "~/components/ui/skeleton";
import {
  MATCHING_CHOICES_MESSAGES as M,
  type MatchingChoices,
  SELF_IDENTIFIED_RACE_LABELS,
  SELF_IDENTIFIED_RACES,
  SELF_IDENTIFIED_SEX_LABELS,
  SELF_IDENTIFIED_SEXES,
} from "../../../common/matching-choices";
import { SHARED_RECORD_QUERY } from "./shared-records";
import { useFieldValues } from "./use-field-values";
import { useRecordSave } from "./use-record-save";

export const MATCHING_CHOICES_URL = "/api/candidates/matching-choices";

const SEX_OPTIONS = SELF_IDENTIFIED_SEXES.map((value) => ({
  value,
  label: SELF_IDENTIFIED_SEX_LABELS[value],
}));
const RACE_OPTIONS = SELF_IDENTIFIED_RACES.map((value) => ({
  value,
  label: SELF_IDENTIFIED_RACE_LABELS[value],
}));

/**
 * "AI matching" on /candidate/profile: whether clients' automated rankings may include the candidate,
 * and a voluntary self-identification used only to check the rankings for bias.
 */
export function MatchingChoicesSection() {
  const query = useQuery<MatchingChoices>({ queryKey: [MATCHING_CHOICES_URL], ...SHARED_RECORD_QUERY });
  if (query.isError)
    return (
      <Notice tone="error" title="We could not load your AI matching choices">
        Reload the page to try again.
      </Notice>
    );
  if (!query.data)
    return (
      <div aria-busy="true" className="space-y-3">
        <Skeleton className="h-7 w-48" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  return <ChoicesForm choices={query.data} />;
}

function ChoicesForm({ choices }: { choices: MatchingChoices }) {
  const { sending, errors, outcome, save } = useRecordSave<MatchingChoices>(MATCHING_CHOICES_URL);
  const [included, setIncluded] = useState(!choices.automatedRankingOptOut);
  const { values, bind } = useFieldValues(
    { sex: choices.sex ?? "", raceEthnicity: choices.raceEthnicity ?? "" },
    errors,
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void save(
      { automatedRankingOptOut: !included, sex: values.sex, raceEthnicity: values.raceEthnicity },
      {
        saved: (record) => (record.automatedRankingOptOut ? M.optedOut : M.saved),
        failure: "We could not save your choices. Please try again.",
      },
    );
  }

  return (
    <TitledForm onSubmit={onSubmit} headingId="matching-choices" title="AI matching" outcome={outcome}>
      <p className="text-slate-700 text-sm">
        Our clients' hiring assistant ranks candidates against their orders by skills, experience, location,
        availability and pay, and shows each client the reasons, never your name or contact details. People
        make every decision. You can leave the rankings at any time: our recruiters can still find you and
        suggest you for jobs.
      </p>
      <CheckboxField
        id="included-in-rankings"
        role="switch"
        name="includedInRankings"
        label="Include me in automated rankings"
        checked={included}
        onChange={(event) => setIncluded(event.target.checked)}
      />
      <fieldset className="space-y-3">
        <legend className="font-medium text-slate-900">Voluntary self-identification</legend>
        <p className="text-slate-600 text-sm">
          Optional. We use these answers only to check that the rankings treat every group fairly (a bias
          audit); clients and recruiters never see them, and they never change your score.
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            id="self-identified-sex"
            label="Sex"
            anyLabel="Prefer not to say"
            options={SEX_OPTIONS}
            {...bind("sex")}
          />
          <SelectField
            id="self-identified-race"
            label="Race or ethnicity"
            anyLabel="Prefer not to say"
            options={RACE_OPTIONS}
            {...bind("raceEthnicity")}
          />
        </div>
      </fieldset>
      <SubmitButton pending={sending} pendingLabel="Saving...">
        Save AI matching choices
      </SubmitButton>
    </TitledForm>
  );
}

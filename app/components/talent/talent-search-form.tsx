import { SearchIcon } from "lucide-react";
import { Form, Link } from "react-router";
import { SelectField, TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import {
  TALENT_AVAILABILITY,
  TALENT_AVAILABILITY_LABELS,
  TALENT_DATABASE_PATH,
  TALENT_INDUSTRIES,
  TALENT_LIMITS,
  TALENT_REGION_LABELS,
  TALENT_REGIONS,
  TALENT_WORK_TYPE_LABELS,
  TALENT_WORK_TYPES,
} from "../../../common/talent-database";

/** The query string's values as the form shows them. */
export type TalentSearchValues = {
  q: string;
  skills: string;
  industry: string;
  region: string;
  availability: string;
  workType: string;
  assessed: boolean;
};

const options = <T extends string>(values: readonly T[], label: (value: T) => string) =>
  values.map((value) => ({ value, label: label(value) }));

/**
 * The search and its filters: a plain GET form, so it works before scripts load and every search has
 * its own address. `errors` are the server's messages for values it could not use.
 */
export function TalentSearchForm({
  values,
  errors,
}: {
  values: TalentSearchValues;
  errors: Record<string, string>;
}) {
  return (
    <Form
      method="get"
      action={TALENT_DATABASE_PATH}
      role="search"
      aria-label="Search the candidate database"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <TextField
        id="talent-q"
        name="q"
        type="search"
        label="Search by role or skill"
        placeholder="ICU nurse, accountant, forklift"
        maxLength={TALENT_LIMITS.query}
        defaultValue={values.q}
        error={errors.q}
      />
      <TextField
        id="talent-skills"
        name="skills"
        label="Skills (all of them, separated with commas)"
        placeholder="Epic, BLS"
        defaultValue={values.skills}
        error={errors.skills}
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          id="talent-industry"
          name="industry"
          label="Industry"
          anyLabel="Any industry"
          options={options(TALENT_INDUSTRIES, (value) => value)}
          defaultValue={values.industry}
          error={errors.industry}
        />
        <SelectField
          id="talent-region"
          name="region"
          label="Metro area"
          anyLabel="Any area"
          options={options(TALENT_REGIONS, (value) => TALENT_REGION_LABELS[value])}
          defaultValue={values.region}
          error={errors.region}
        />
        <SelectField
          id="talent-availability"
          name="availability"
          label="Availability"
          anyLabel="Any time"
          options={options(TALENT_AVAILABILITY, (value) => TALENT_AVAILABILITY_LABELS[value])}
          defaultValue={values.availability}
          error={errors.availability}
        />
        <SelectField
          id="talent-work-type"
          name="workType"
          label="Work type"
          anyLabel="Any work type"
          options={options(TALENT_WORK_TYPES, (value) => TALENT_WORK_TYPE_LABELS[value])}
          defaultValue={values.workType}
          error={errors.workType}
        />
      </div>
      <label className="flex min-h-11 items-center gap-2 text-slate-900 text-sm">
        <input
          type="checkbox"
          name="assessed"
          value="true"
          defaultChecked={values.assessed}
          className="size-5 accent-brand-700"
        />
        Only candidates with a passed skills assessment
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit">
          <SearchIcon aria-hidden="true" />
          Search
        </Button>
        <Button asChild variant="outline">
          <Link to={TALENT_DATABASE_PATH}>Clear filters</Link>
        </Button>
      </div>
    </Form>
  );
}

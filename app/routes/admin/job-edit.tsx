import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { controlsOf, useRecordSave } from "~/components/admin/form-controls";
import { MarkdownField } from "~/components/admin/markdown-field";
import { ChoiceSelect, SaveButton, SaveFailure } from "~/components/admin/record-form-parts";
import { PageTitle } from "~/components/admin/table-controls";
import { Field, Input, Textarea } from "~/components/ui/form-controls";
import { loadAdminRecord } from "~/lib/admin-guard.server";
import {
  EMPLOYMENT_TYPES,
  INDUSTRIES,
  JOB_PRIORITIES,
  SALARY_PERIODS,
  WORKPLACE_TYPES,
} from "../../../common/jobs";
import { type AdminJob, getAdminJob } from "../../../server/modules/jobs";
import type { Route } from "./+types/job-edit";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadAdminRecord(request, async () => ({ job: params.id ? await getAdminJob(params.id) : null }));
}

const lines = (value: FormDataEntryValue | null) =>
  String(value ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** Create (/admin/jobs/new, saved as a draft) or edit a job; the description is Markdown with a server-rendered preview. */
export default function AdminJobEdit({ loaderData }: Route.ComponentProps) {
  const job: AdminJob | null = loaderData.job;
  const navigate = useNavigate();
  const { errors, message, saving, save: send } = useRecordSave<AdminJob>("/api/admin/jobs", job?.id);
  const [description, setDescription] = useState(job?.description ?? "");

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "");
    const body = {
      title: text("title"),
      company: text("company"),
      city: text("city"),
      state: text("state"),
      workplaceType: text("workplaceType"),
      employmentType: text("employmentType"),
      industry: text("industry"),
      priority: text("priority"),
      salaryMin: text("salaryMin"),
      salaryMax: text("salaryMax"),
      salaryPeriod: text("salaryPeriod"),
      validThrough: text("validThrough"),
      description,
      requirements: lines(form.get("requirements")),
      skills: text("skills")
        .split(",")
        .map((skill) => skill.trim())
        .filter(Boolean),
    };
    const saved = await send(body);
    if (saved) navigate(`/admin/jobs?q=${encodeURIComponent(saved.id)}`);
  }

  const control = controlsOf("job", errors);

  return (
    <>
      <PageTitle>{job ? `Edit job: ${job.title}` : "New job"}</PageTitle>
      <p className="mb-4 text-slate-600 text-sm">
        <Link to="/admin/jobs" className="underline">
          Back to jobs
        </Link>
        {job
          ? ` · Status: ${job.status}. Publish, close or mark filled from the jobs table.`
          : " · A new job is saved as a draft; publish it from the jobs table."}
      </p>
      <SaveFailure message={message} />
      <form onSubmit={save} noValidate className="grid max-w-3xl gap-4 sm:grid-cols-2">
        <Field id="job-title" label="Title" error={errors.title} className="sm:col-span-2">
          <Input {...control("title")} defaultValue={job?.title} required maxLength={200} />
        </Field>
        <Field id="job-company" label="Company" error={errors.company}>
          <Input {...control("company")} defaultValue={job?.company ?? "Sunshine Staffing"} required />
        </Field>
        <Field id="job-city" label="City" error={errors.city}>
          <Input {...control("city")} defaultValue={job?.city} required />
        </Field>
        <Field id="job-state" label="State (two letters)" error={errors.state}>
          <Input {...control("state")} defaultValue={job?.state ?? "FL"} required maxLength={2} />
        </Field>
        <Field id="job-workplaceType" label="Workplace" error={errors.workplaceType}>
          <ChoiceSelect
            {...control("workplaceType")}
            defaultValue={job?.workplaceType ?? "on-site"}
            choices={WORKPLACE_TYPES}
          />
        </Field>
        <Field id="job-employmentType" label="Employment type" error={errors.employmentType}>
          <ChoiceSelect
            {...control("employmentType")}
            defaultValue={job?.employmentType ?? "full-time"}
            choices={EMPLOYMENT_TYPES}
          />
        </Field>
        <Field id="job-industry" label="Industry" error={errors.industry}>
          <ChoiceSelect
            {...control("industry")}
            defaultValue={job?.industry ?? "Technology"}
            choices={INDUSTRIES}
          />
        </Field>
        <Field id="job-priority" label="Priority (High is featured on the home page)" error={errors.priority}>
          <ChoiceSelect
            {...control("priority")}
            defaultValue={job?.priority ?? "Normal"}
            choices={JOB_PRIORITIES}
          />
        </Field>
        <Field id="job-salaryMin" label="Pay from (dollars)" error={errors.salaryMin}>
          <Input {...control("salaryMin")} inputMode="numeric" defaultValue={job?.salaryMin ?? ""} />
        </Field>
        <Field id="job-salaryMax" label="Pay to (dollars)" error={errors.salaryMax}>
          <Input {...control("salaryMax")} inputMode="numeric" defaultValue={job?.salaryMax ?? ""} />
        </Field>
        <Field id="job-salaryPeriod" label="Pay per" error={errors.salaryPeriod}>
          <ChoiceSelect
            {...control("salaryPeriod")}
            defaultValue={job?.salaryPeriod ?? "year"}
            choices={SALARY_PERIODS}
          />
        </Field>
        <Field id="job-validThrough" label="Open until (optional)" error={errors.validThrough}>
          <Input {...control("validThrough")} type="date" defaultValue={job?.validThrough ?? ""} />
        </Field>
        <MarkdownField
          id="job-description"
          label="Description"
          value={description}
          onChange={setDescription}
          error={errors.description}
          className="sm:col-span-2"
        />
        <Field
          id="job-requirements"
          label="Requirements (one per line)"
          error={errors.requirements}
          className="sm:col-span-2"
        >
          <Textarea
            id="job-requirements"
            name="requirements"
            rows={4}
            defaultValue={job?.requirements.join("\n")}
          />
        </Field>
        <Field
          id="job-skills"
          label="Skills (comma-separated)"
          error={errors.skills}
          className="sm:col-span-2"
        >
          <Input id="job-skills" name="skills" defaultValue={job?.skills.join(", ")} />
        </Field>
        <SaveButton saving={saving} label={job ? "Save changes" : "Create draft"} />
      </form>
    </>
  );
}

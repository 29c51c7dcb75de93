import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { fieldsOf, useRecordSave } from "~/components/admin/form-controls";
import { MarkdownField } from "~/components/admin/markdown-field";
import { ChoiceField, RecordForm } from "~/components/admin/record-form-parts";
import { PageTitle } from "~/components/admin/table-controls";
import { TextareaField, TextField } from "~/components/forms/text-field";
import { loadAdminRecord } from "~/lib/admin-guard.server";
import { JOB_ORDER_STATUS_LABELS } from "../../../common/job-orders";
import {
  EMPLOYMENT_TYPES,
  INDUSTRIES,
  JOB_PRIORITIES,
  SALARY_PERIODS,
  WORKPLACE_TYPES,
} from "../../../common/jobs";
import { orderOfJob } from "../../../server/modules/job-orders";
import { type AdminJob, getAdminJob } from "../../../server/modules/jobs";
import type { Route } from "./+types/job-edit";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadAdminRecord(request, async () => {
    if (!params.id) return { job: null, order: null };
    const [job, order] = await Promise.all([getAdminJob(params.id), orderOfJob(params.id)]);
    return { job, order };
  });
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

  const field = fieldsOf("job", errors);

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
      {loaderData.order ? (
        <p className="mb-4 text-sm">
          Published from{" "}
          <Link to={`/admin/requisitions/${loaderData.order.id}`} className="text-ocean-700 underline">
            the job order of {loaderData.order.companyName}
          </Link>{" "}
          ({JOB_ORDER_STATUS_LABELS[loaderData.order.status]}).
        </p>
      ) : null}
      <RecordForm
        onSubmit={save}
        failure={message}
        saving={saving}
        submitLabel={job ? "Save changes" : "Create draft"}
      >
        <TextField
          {...field("title")}
          label="Title"
          className="sm:col-span-2"
          defaultValue={job?.title}
          required
          maxLength={200}
        />
        <TextField
          {...field("company")}
          label="Company"
          defaultValue={job?.company ?? "Sunshine Staffing"}
          required
        />
        <TextField {...field("city")} label="City" defaultValue={job?.city} required />
        <TextField
          {...field("state")}
          label="State (two letters)"
          defaultValue={job?.state ?? "FL"}
          required
          maxLength={2}
        />
        <ChoiceField
          {...field("workplaceType")}
          label="Workplace"
          defaultValue={job?.workplaceType ?? "on-site"}
          choices={WORKPLACE_TYPES}
        />
        <ChoiceField
          {...field("employmentType")}
          label="Employment type"
          defaultValue={job?.employmentType ?? "full-time"}
          choices={EMPLOYMENT_TYPES}
        />
        <ChoiceField
          {...field("industry")}
          label="Industry"
          defaultValue={job?.industry ?? "Technology"}
          choices={INDUSTRIES}
        />
        <ChoiceField
          {...field("priority")}
          label="Priority (High is featured on the home page)"
          defaultValue={job?.priority ?? "Normal"}
          choices={JOB_PRIORITIES}
        />
        <TextField
          {...field("salaryMin")}
          label="Pay from (dollars)"
          inputMode="numeric"
          defaultValue={job?.salaryMin ?? ""}
        />
        <TextField
          {...field("salaryMax")}
          label="Pay to (dollars)"
          inputMode="numeric"
          defaultValue={job?.salaryMax ?? ""}
        />
        <ChoiceField
          {...field("salaryPeriod")}
          label="Pay per"
          defaultValue={job?.salaryPeriod ?? "year"}
          choices={SALARY_PERIODS}
        />
        <TextField
          {...field("validThrough")}
          label="Open until"
          optional
          type="date"
          defaultValue={job?.validThrough ?? ""}
        />
        <MarkdownField
          id="job-description"
          label="Description"
          value={description}
          onChange={setDescription}
          error={errors.description}
          className="sm:col-span-2"
        />
        <TextareaField
          {...field("requirements")}
          label="Requirements (one per line)"
          className="sm:col-span-2"
          rows={4}
          defaultValue={job?.requirements.join("\n")}
        />
        <TextField
          {...field("skills")}
          label="Skills (comma-separated)"
          className="sm:col-span-2"
          defaultValue={job?.skills.join(", ")}
        />
      </RecordForm>
    </>
  );
}

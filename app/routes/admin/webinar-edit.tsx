import { Link, useNavigate } from "react-router";
import { fieldsOf, useRecordSave } from "~/components/admin/form-controls";
import { ChoiceField, RecordForm } from "~/components/admin/record-form-parts";
import { PageTitle } from "~/components/admin/table-controls";
import { SelectField, TextareaField, TextField } from "~/components/forms/text-field";
import { loadAdminRecord } from "~/lib/admin-guard.server";
import { WEBINAR_AUDIENCE_LABELS, WEBINAR_AUDIENCES } from "../../../common/webinars";
import { type AdminWebinar, getAdminWebinar, toNewYorkLocal } from "../../../server/modules/webinars";
import type { Route } from "./+types/webinar-edit";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadAdminRecord(request, async () => {
    const webinar = params.id ? await getAdminWebinar(params.id) : null;
    return { webinar, startsAtLocal: webinar ? toNewYorkLocal(webinar.startsAt) : "" };
  });
}

const STATUS_OPTIONS = [
  { value: "scheduled", label: "Scheduled" },
  { value: "cancelled", label: "Cancelled (registration closes)" },
];

const FIELDS = [
  "title",
  "slug",
  "summary",
  "audience",
  "hostName",
  "hostTitle",
  "startsAt",
  "durationMinutes",
  "capacity",
  "status",
] as const;

/** Create or edit a webinar; the start is typed in New York time, as the public page shows it. */
export default function AdminWebinarEdit({ loaderData }: Route.ComponentProps) {
  const { webinar, startsAtLocal } = loaderData;
  const navigate = useNavigate();
  const {
    errors,
    message,
    saving,
    save: send,
  } = useRecordSave<AdminWebinar>("/api/admin/webinars", webinar?.id);

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = Object.fromEntries(FIELDS.map((name) => [name, String(form.get(name) ?? "")]));
    const saved = await send(values);
    if (saved) navigate(`/admin/webinars?q=${encodeURIComponent(saved.slug)}`);
  }

  const field = fieldsOf("webinar", errors);

  return (
    <>
      <PageTitle>{webinar ? `Edit webinar: ${webinar.title}` : "New webinar"}</PageTitle>
      <p className="mb-4 text-slate-600 text-sm">
        <Link to="/admin/webinars" className="underline">
          Back to webinars
        </Link>
        {webinar ? (
          <>
            {" · "}
            <Link to={`/admin/webinars/${webinar.id}/registrants`} className="underline">
              Registrants ({webinar.registered})
            </Link>
          </>
        ) : null}
        {" · Changes show on /webinars at once."}
      </p>
      <RecordForm
        onSubmit={save}
        failure={message}
        saving={saving}
        submitLabel={webinar ? "Save changes" : "Create webinar"}
      >
        <TextField
          {...field("title")}
          label="Title"
          className="sm:col-span-2"
          defaultValue={webinar?.title}
          required
          maxLength={200}
        />
        <TextField
          {...field("slug")}
          label="Slug (lower-case letters, digits, hyphens)"
          defaultValue={webinar?.slug}
          required
          maxLength={120}
        />
        <ChoiceField
          {...field("audience")}
          label="Audience"
          defaultValue={webinar?.audience ?? "everyone"}
          choices={WEBINAR_AUDIENCES}
          labels={WEBINAR_AUDIENCE_LABELS}
        />
        <TextareaField
          {...field("summary")}
          label="Summary"
          className="sm:col-span-2"
          rows={4}
          defaultValue={webinar?.summary}
          maxLength={2000}
        />
        <TextField {...field("hostName")} label="Host" defaultValue={webinar?.hostName} required />
        <TextField {...field("hostTitle")} label="Host's title" defaultValue={webinar?.hostTitle} required />
        <TextField
          {...field("startsAt")}
          label="Starts (New York time, ET)"
          type="datetime-local"
          defaultValue={startsAtLocal}
          required
        />
        <TextField
          {...field("durationMinutes")}
          label="Duration (minutes)"
          type="number"
          min={5}
          max={600}
          defaultValue={webinar?.durationMinutes ?? 45}
          required
        />
        <TextField
          {...field("capacity")}
          label="Capacity (seats)"
          type="number"
          min={1}
          defaultValue={webinar?.capacity ?? 100}
          required
        />
        <SelectField
          {...field("status")}
          label="Status"
          defaultValue={webinar?.status ?? "scheduled"}
          options={STATUS_OPTIONS}
        />
      </RecordForm>
    </>
  );
}

import { Link, useNavigate } from "react-router";
import { controlsOf, selectClass, useRecordSave } from "~/components/admin/form-controls";
import { ChoiceSelect, SaveButton, SaveFailure } from "~/components/admin/record-form-parts";
import { PageTitle } from "~/components/admin/table-controls";
import { Field, Input, Textarea } from "~/components/ui/form-controls";
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

  const control = controlsOf("webinar", errors);

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
      <SaveFailure message={message} />
      <form onSubmit={save} noValidate className="grid max-w-3xl gap-4 sm:grid-cols-2">
        <Field id="webinar-title" label="Title" error={errors.title} className="sm:col-span-2">
          <Input {...control("title")} defaultValue={webinar?.title} required maxLength={200} />
        </Field>
        <Field id="webinar-slug" label="Slug (lower-case letters, digits, hyphens)" error={errors.slug}>
          <Input {...control("slug")} defaultValue={webinar?.slug} required maxLength={120} />
        </Field>
        <Field id="webinar-audience" label="Audience" error={errors.audience}>
          <ChoiceSelect
            {...control("audience")}
            defaultValue={webinar?.audience ?? "everyone"}
            choices={WEBINAR_AUDIENCES}
            labels={WEBINAR_AUDIENCE_LABELS}
          />
        </Field>
        <Field id="webinar-summary" label="Summary" error={errors.summary} className="sm:col-span-2">
          <Textarea {...control("summary")} rows={4} defaultValue={webinar?.summary} maxLength={2000} />
        </Field>
        <Field id="webinar-hostName" label="Host" error={errors.hostName}>
          <Input {...control("hostName")} defaultValue={webinar?.hostName} required />
        </Field>
        <Field id="webinar-hostTitle" label="Host's title" error={errors.hostTitle}>
          <Input {...control("hostTitle")} defaultValue={webinar?.hostTitle} required />
        </Field>
        <Field id="webinar-startsAt" label="Starts (New York time, ET)" error={errors.startsAt}>
          <Input {...control("startsAt")} type="datetime-local" defaultValue={startsAtLocal} required />
        </Field>
        <Field id="webinar-durationMinutes" label="Duration (minutes)" error={errors.durationMinutes}>
          <Input
            {...control("durationMinutes")}
            type="number"
            min={5}
            max={600}
            defaultValue={webinar?.durationMinutes ?? 45}
            required
          />
        </Field>
        <Field id="webinar-capacity" label="Capacity (seats)" error={errors.capacity}>
          <Input
            {...control("capacity")}
            type="number"
            min={1}
            defaultValue={webinar?.capacity ?? 100}
            required
          />
        </Field>
        <Field id="webinar-status" label="Status" error={errors.status}>
          <select
            {...control("status")}
            defaultValue={webinar?.status ?? "scheduled"}
            className={selectClass}
          >
            <option value="scheduled">Scheduled</option>
            <option value="cancelled">Cancelled (registration closes)</option>
          </select>
        </Field>
        <SaveButton saving={saving} label={webinar ? "Save changes" : "Create webinar"} />
      </form>
    </>
  );
}

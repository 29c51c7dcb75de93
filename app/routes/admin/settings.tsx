import { useState } from "react";
import { useRevalidator } from "react-router";
import { adminSend } from "~/components/admin/admin-api";
import { PageTitle } from "~/components/admin/table-controls";
import { Button } from "~/components/ui/button";
import { errorIdOf, Field, Input } from "~/components/ui/form-controls";
import { Notice } from "~/components/ui/notice";
import { requireAdminPage } from "~/lib/admin-guard.server";
import type { SocialLinkSetting } from "../../../common/site-settings";
import { getAdminSiteSettings, REFERRAL_BONUS_LIMITS } from "../../../server/modules/admin-console";
import type { Route } from "./+types/settings";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request);
  return { ...(await getAdminSiteSettings()), referralLimits: REFERRAL_BONUS_LIMITS };
}

const NETWORKS: { network: SocialLinkSetting["network"]; label: string }[] = [
  { network: "linkedin", label: "LinkedIn" },
  { network: "facebook", label: "Facebook" },
  { network: "x", label: "X" },
];
const HOURS_ROWS = 3;

/** Company name, contact details, hours and social links: /contact and the home page read them on every render. */
export default function AdminSettings({ loaderData: settings }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    // Empty or not a number goes as null, which the API answers with the field's message.
    const whole = (name: string) => (text(name) === "" ? null : Number(text(name)));
    const body = {
      companyName: text("companyName"),
      address: text("address"),
      contactPhone: text("contactPhone"),
      contactEmail: text("contactEmail"),
      businessHours: Array.from({ length: HOURS_ROWS }, (_, row) => ({
        days: text(`hours-${row}-days`),
        hours: text(`hours-${row}-hours`),
      })).filter((row) => row.days || row.hours),
      socialLinks: NETWORKS.map(({ network, label }) => ({
        network,
        label,
        url: text(`social-${network}`),
      })).filter((link) => link.url),
      referralBonusAmount: whole("referralBonusAmount"),
      referralBonusHours: whole("referralBonusHours"),
    };
    setSaving(true);
    const result = await adminSend("PUT", "/api/admin/settings", body);
    setSaving(false);
    setErrors(result.ok ? {} : result.fields);
    setMessage(
      result.ok
        ? { tone: "success", text: "Settings saved. The site shows them now." }
        : { tone: "error", text: result.message },
    );
    if (result.ok) await revalidator.revalidate();
  }

  const described = (name: string, id: string) => ({
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? errorIdOf(id) : undefined,
  });
  const linkOf = (network: string) =>
    settings.socialLinks.find((link) => link.network === network)?.url ?? "";
  const fieldError = (prefix: string) =>
    Object.entries(errors).find(([name]) => name.startsWith(prefix))?.[1];

  return (
    <>
      <PageTitle>Site settings</PageTitle>
      {message ? (
        <Notice tone={message.tone} className="mb-4">
          {message.text}
        </Notice>
      ) : null}
      <form onSubmit={save} noValidate className="grid max-w-2xl gap-4">
        <Field id="settings-companyName" label="Company name" error={errors.companyName}>
          <Input
            id="settings-companyName"
            name="companyName"
            defaultValue={settings.companyName}
            required
            {...described("companyName", "settings-companyName")}
          />
        </Field>
        <Field id="settings-address" label="Address" error={errors.address}>
          <Input
            id="settings-address"
            name="address"
            defaultValue={settings.address ?? ""}
            {...described("address", "settings-address")}
          />
        </Field>
        <Field id="settings-contactPhone" label="Phone" error={errors.contactPhone}>
          <Input
            id="settings-contactPhone"
            name="contactPhone"
            type="tel"
            defaultValue={settings.contactPhone ?? ""}
            {...described("contactPhone", "settings-contactPhone")}
          />
        </Field>
        <Field id="settings-contactEmail" label="Email" error={errors.contactEmail}>
          <Input
            id="settings-contactEmail"
            name="contactEmail"
            type="email"
            defaultValue={settings.contactEmail ?? ""}
            {...described("contactEmail", "settings-contactEmail")}
          />
        </Field>
        <fieldset className="rounded-md border border-slate-200 p-4">
          <legend className="px-1 font-medium text-sm">Business hours</legend>
          {fieldError("businessHours") ? (
            <p className="mb-2 text-red-700 text-sm">{fieldError("businessHours")}</p>
          ) : null}
          <div className="grid gap-3">
            {Array.from({ length: HOURS_ROWS }, (_, row) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed rows
              <div key={row} className="grid gap-2 sm:grid-cols-2">
                <Field id={`hours-${row}-days`} label={`Days, row ${row + 1}`}>
                  <Input
                    id={`hours-${row}-days`}
                    name={`hours-${row}-days`}
                    defaultValue={settings.businessHours[row]?.days ?? ""}
                  />
                </Field>
                <Field id={`hours-${row}-hours`} label={`Hours, row ${row + 1}`}>
                  <Input
                    id={`hours-${row}-hours`}
                    name={`hours-${row}-hours`}
                    defaultValue={settings.businessHours[row]?.hours ?? ""}
                  />
                </Field>
              </div>
            ))}
          </div>
        </fieldset>
        <fieldset className="rounded-md border border-slate-200 p-4">
          <legend className="px-1 font-medium text-sm">
            Social links (https:// addresses; leave empty to hide)
          </legend>
          {fieldError("socialLinks") ? (
            <p className="mb-2 text-red-700 text-sm">{fieldError("socialLinks")}</p>
          ) : null}
          <div className="grid gap-3">
            {NETWORKS.map(({ network, label }) => (
              <Field key={network} id={`social-${network}`} label={label}>
                <Input
                  id={`social-${network}`}
                  name={`social-${network}`}
                  type="url"
                  defaultValue={linkOf(network)}
                />
              </Field>
            ))}
          </div>
        </fieldset>
        <fieldset className="rounded-md border border-slate-200 p-4">
          <legend className="px-1 font-medium text-sm">
            Referral bonus (shown to candidates who refer a friend)
          </legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field
              id="settings-referralBonusAmount"
              label="Bonus in dollars"
              error={errors.referralBonusAmount}
            >
              <Input
                id="settings-referralBonusAmount"
                name="referralBonusAmount"
                type="number"
                inputMode="numeric"
                min={settings.referralLimits.amount.min}
                max={settings.referralLimits.amount.max}
                step={1}
                defaultValue={settings.referralBonusAmount}
                required
                {...described("referralBonusAmount", "settings-referralBonusAmount")}
              />
            </Field>
            <Field
              id="settings-referralBonusHours"
              label="Approved hours the friend works first"
              error={errors.referralBonusHours}
            >
              <Input
                id="settings-referralBonusHours"
                name="referralBonusHours"
                type="number"
                inputMode="numeric"
                min={settings.referralLimits.hours.min}
                max={settings.referralLimits.hours.max}
                step={1}
                defaultValue={settings.referralBonusHours}
                required
                {...described("referralBonusHours", "settings-referralBonusHours")}
              />
            </Field>
          </div>
        </fieldset>
        <div>
          <Button type="submit" disabled={saving}>
            {saving ? "Saving…" : "Save settings"}
          </Button>
        </div>
      </form>
    </>
  );
}

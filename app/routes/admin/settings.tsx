import { useState } from "react";
import { useRevalidator } from "react-router";
import { adminSend } from "~/components/admin/admin-api";
import { SettingInput, SettingsGroup } from "~/components/admin/settings-fields";
import { PageTitle } from "~/components/admin/table-controls";
import { SubmitButton } from "~/components/forms/submit-button";
import { Field, Input } from "~/components/ui/form-controls";
import { Notice } from "~/components/ui/notice";
import { requireAdminPage } from "~/lib/admin-guard.server";
import type { SocialLinkSetting } from "../../../common/site-settings";
import { getAdminSiteSettings, REFERRAL_BONUS_LIMITS } from "../../../server/modules/settings";
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
        <SettingInput
          name="companyName"
          label="Company name"
          error={errors.companyName}
          defaultValue={settings.companyName}
          required
        />
        <SettingInput
          name="address"
          label="Address"
          error={errors.address}
          defaultValue={settings.address ?? ""}
        />
        <SettingInput
          name="contactPhone"
          label="Phone"
          type="tel"
          error={errors.contactPhone}
          defaultValue={settings.contactPhone ?? ""}
        />
        <SettingInput
          name="contactEmail"
          label="Email"
          type="email"
          error={errors.contactEmail}
          defaultValue={settings.contactEmail ?? ""}
        />
        <SettingsGroup legend="Business hours" error={fieldError("businessHours")}>
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
        </SettingsGroup>
        <SettingsGroup
          legend="Social links (https:// addresses; leave empty to hide)"
          error={fieldError("socialLinks")}
        >
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
        </SettingsGroup>
        <SettingsGroup legend="Referral bonus (shown to candidates who refer a friend)">
          <div className="grid gap-3 sm:grid-cols-2">
            <SettingInput
              name="referralBonusAmount"
              label="Bonus in dollars"
              type="number"
              inputMode="numeric"
              min={settings.referralLimits.amount.min}
              max={settings.referralLimits.amount.max}
              step={1}
              error={errors.referralBonusAmount}
              defaultValue={settings.referralBonusAmount}
              required
            />
            <SettingInput
              name="referralBonusHours"
              label="Approved hours the friend works first"
              type="number"
              inputMode="numeric"
              min={settings.referralLimits.hours.min}
              max={settings.referralLimits.hours.max}
              step={1}
              error={errors.referralBonusHours}
              defaultValue={settings.referralBonusHours}
              required
            />
          </div>
        </SettingsGroup>
        <div>
          <SubmitButton pending={saving} pendingLabel="Saving…">
            Save settings
          </SubmitButton>
        </div>
      </form>
    </>
  );
}

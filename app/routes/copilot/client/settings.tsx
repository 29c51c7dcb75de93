import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Dialog } from "radix-ui";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import {
  ConfirmDialogActions,
  ConfirmDialogPanel,
  DANGER_BUTTON_CLASS,
} from "~/components/candidate/confirm-dialog";
import { SHARED_RECORD_QUERY } from "~/components/candidate/shared-records";
import { useApiSubmit } from "~/components/candidate/use-api-submit";
import { useFieldValues } from "~/components/candidate/use-field-values";
import { COPILOT_ME_URL, useClientAccount } from "~/components/copilot/copilot-account";
import { COPILOT_SEATS_URL, TEXT_LINK, useSeats } from "~/components/copilot/copilot-billing";
import { QueryLoadFailed, QueryLoading } from "~/components/copilot/query-states";
import { CheckboxField } from "~/components/forms/checkbox-field";
import { EmailField } from "~/components/forms/person-fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { SelectField, TextField } from "~/components/forms/text-field";
import { TitledForm } from "~/components/forms/titled-form";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { apiRequest } from "~/lib/api-client";
import { serverErrorMessage } from "~/lib/api-errors";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import {
  COPILOT_DATA_USE,
  COPILOT_LIMITS,
  COPILOT_MESSAGES,
  COPILOT_NOTIFICATION_LABELS,
  COPILOT_NOTIFICATIONS,
  type CopilotAiSettings,
  type CopilotInvitation,
  type CopilotMember,
  type CopilotNotificationPreferences,
} from "../../../../common/copilot-accounts";
import { COPILOT_BILLING_PATHS } from "../../../../common/copilot-billing";
import {
  COPILOT_ROLE_LABELS,
  COPILOT_ROLES,
  COPILOT_SEATS_WITHOUT_PLAN,
  type CopilotRole,
} from "../../../../common/copilot-plans";
import type { Route } from "./+types/settings";

const MEMBERS_URL = "/api/copilot/members";
const INVITATIONS_URL = "/api/copilot/invitations";
const NOTIFICATIONS_URL = "/api/copilot/notifications";
const AI_SETTINGS_URL = "/api/copilot/ai-settings";
const ROLE_OPTIONS = COPILOT_ROLES.map((value) => ({ value, label: COPILOT_ROLE_LABELS[value] }));
const SECTION = "space-y-4 rounded-xl border border-slate-200 bg-white p-5 sm:p-6";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Settings",
    description: "Your workspace, its members, your notifications and the AI settings.",
    path: "/copilot/client/settings",
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/** Settings (issue 22): the workspace, its members and invitations, notifications, and the AI settings. */
export default function CopilotSettingsPage() {
  return (
    <div className="space-y-8">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Settings</h1>
      <WorkspaceSection />
      <MembersSection />
      <NotificationsSection />
      <AiSettingsSection />
    </div>
  );
}

function WorkspaceSection() {
  const { workspace, role } = useClientAccount();
  const queryClient = useQueryClient();
  const { sending, errors, outcome, submit } = useApiSubmit();
  const { values, bind } = useFieldValues({ name: workspace.name }, errors);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(() => apiRequest("PATCH", "/api/copilot/workspace", values), {
      success: async () => {
        await queryClient.invalidateQueries({ queryKey: [COPILOT_ME_URL] });
        return COPILOT_MESSAGES.workspaceRenamed;
      },
      failure: "We could not rename the workspace. Please try again.",
    });
  }

  if (role !== "owner") {
    return (
      <section aria-labelledby="workspace" className={SECTION}>
        <h2 id="workspace" className="font-semibold text-slate-900 text-xl">
          Workspace
        </h2>
        <p className="break-words text-slate-800">{workspace.name}</p>
        <p className="text-slate-600 text-sm">Only an owner of the workspace can rename it.</p>
      </section>
    );
  }
  return (
    <section className={SECTION}>
      <TitledForm method="post" onSubmit={onSubmit} headingId="workspace" title="Workspace" outcome={outcome}>
        <TextField
          id="workspace-name"
          label="Company name"
          required
          maxLength={COPILOT_LIMITS.company}
          autoComplete="organization"
          {...bind("name")}
        />
        <SubmitButton pending={sending} pendingLabel="Saving...">
          Save name
        </SubmitButton>
      </TitledForm>
    </section>
  );
}

function MembersSection() {
  const { user, role } = useClientAccount();
  const members = useQuery<{ members: CopilotMember[] }>({
    queryKey: [MEMBERS_URL, user.id],
    ...SHARED_RECORD_QUERY,
  });
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const isOwner = role === "owner";
  return (
    <section id="members" aria-labelledby="members-heading" className={SECTION}>
      <h2 id="members-heading" className="font-semibold text-slate-900 text-xl">
        Members
      </h2>
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
      {members.isPending ? (
        <QueryLoading what="the members" />
      ) : members.isError ? (
        <QueryLoadFailed what="the members" error={members.error} retry={() => void members.refetch()} />
      ) : (
        <ul className="divide-y divide-slate-200">
          {members.data.members.map((member) => (
            <li key={member.userId} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="break-words font-medium text-slate-900">
                  {member.name}
                  {member.userId === user.id ? " (you)" : ""}
                </p>
                <p className="break-all text-slate-600 text-sm">{member.email}</p>
              </div>
              {isOwner ? (
                <div className="flex flex-wrap items-end gap-2">
                  <RoleSelect member={member} onDone={setMessage} />
                  <RemoveMember member={member} onDone={setMessage} />
                </div>
              ) : (
                <span className="text-slate-700 text-sm">{COPILOT_ROLE_LABELS[member.role]}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {isOwner ? (
        <>
          <Invitations />
          <InviteForm />
        </>
      ) : (
        <p className="text-slate-600 text-sm">
          Only an owner of the workspace can invite colleagues or change roles.
        </p>
      )}
    </section>
  );
}

type Message = { tone: "success" | "error"; text: string };

function RoleSelect({ member, onDone }: { member: CopilotMember; onDone: (message: Message) => void }) {
  const { user } = useClientAccount();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);

  async function change(role: CopilotRole) {
    setSaving(true);
    try {
      const response = await apiRequest("PATCH", `${MEMBERS_URL}/${member.userId}`, { role });
      queryClient.setQueryData([MEMBERS_URL, user.id], await response.json());
      // Changing one's own role changes what this page offers.
      if (member.userId === user.id) await queryClient.invalidateQueries({ queryKey: [COPILOT_ME_URL] });
      onDone({ tone: "success", text: `${member.name}: ${COPILOT_MESSAGES.roleChanged}` });
    } catch (error) {
      onDone({ tone: "error", text: serverErrorMessage(error) ?? "We could not change the role." });
    } finally {
      setSaving(false);
    }
  }

  return (
    <SelectField
      id={`role-${member.userId}`}
      label={`Role of ${member.name}`}
      options={ROLE_OPTIONS}
      value={member.role}
      disabled={saving}
      onChange={(event) => void change(event.target.value as CopilotRole)}
    />
  );
}

function RemoveMember({ member, onDone }: { member: CopilotMember; onDone: (message: Message) => void }) {
  const { user } = useClientAccount();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);

  async function remove() {
    setSending(true);
    try {
      await apiRequest("DELETE", `${MEMBERS_URL}/${member.userId}`);
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: [MEMBERS_URL, user.id] });
      await queryClient.invalidateQueries({ queryKey: [COPILOT_ME_URL] });
      await queryClient.invalidateQueries({ queryKey: [COPILOT_SEATS_URL] });
      onDone({ tone: "success", text: `${member.name}: ${COPILOT_MESSAGES.memberRemoved}` });
    } catch (error) {
      setOpen(false);
      onDone({ tone: "error", text: serverErrorMessage(error) ?? "We could not remove the member." });
    } finally {
      setSending(false);
    }
  }

  if (member.userId === user.id) return null;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="outline" aria-label={`Remove ${member.name}`}>
          Remove
        </Button>
      </Dialog.Trigger>
      <ConfirmDialogPanel
        title={`Remove ${member.name}?`}
        description="They are signed out of this workspace at once and can no longer see its orders, candidates or tickets."
      >
        <ConfirmDialogActions sending={sending}>
          <Button className={DANGER_BUTTON_CLASS} onClick={() => void remove()} disabled={sending}>
            {sending ? "Removing..." : "Remove member"}
          </Button>
        </ConfirmDialogActions>
      </ConfirmDialogPanel>
    </Dialog.Root>
  );
}

const INVITATION_STATUS_LABELS: Record<CopilotInvitation["status"], string> = {
  open: "Waiting",
  accepted: "Accepted",
  replaced: "Replaced by a newer invitation",
  cancelled: "Cancelled",
  expired: "Expired",
};

function Invitations() {
  const { user } = useClientAccount();
  const queryClient = useQueryClient();
  const invitations = useQuery<{ invitations: CopilotInvitation[] }>({
    queryKey: [INVITATIONS_URL, user.id],
    ...SHARED_RECORD_QUERY,
  });
  const cancel = useApiSubmit();

  function onCancel(invitation: CopilotInvitation) {
    void cancel.submit(() => apiRequest("DELETE", `${INVITATIONS_URL}/${invitation.id}`), {
      success: async () => {
        await queryClient.invalidateQueries({ queryKey: [INVITATIONS_URL, user.id] });
        await queryClient.invalidateQueries({ queryKey: [COPILOT_SEATS_URL] });
        return `The invitation to ${invitation.email} is cancelled.`;
      },
      failure: "We could not cancel the invitation. Please try again.",
    });
  }

  if (invitations.isPending) return <QueryLoading what="the invitations" />;
  if (invitations.isError) {
    return (
      <QueryLoadFailed
        what="the invitations"
        error={invitations.error}
        retry={() => void invitations.refetch()}
      />
    );
  }
  const pending = invitations.data.invitations.filter((invitation) => invitation.status !== "accepted");
  if (pending.length === 0) return null;
  return (
    <div className="space-y-2">
      <h3 className="font-semibold text-slate-900">Invitations</h3>
      {cancel.outcome ? <Notice tone={cancel.outcome.tone}>{cancel.outcome.text}</Notice> : null}
      <ul className="divide-y divide-slate-200">
        {pending.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="break-all font-medium text-slate-900">{invitation.email}</p>
              <p className="text-slate-600 text-sm">
                {COPILOT_ROLE_LABELS[invitation.role]} · {INVITATION_STATUS_LABELS[invitation.status]} · sent{" "}
                {dateFormat.format(new Date(invitation.createdAt))} by {invitation.invitedBy}
              </p>
            </div>
            {invitation.status === "open" ? (
              <Button
                variant="outline"
                disabled={cancel.sending}
                onClick={() => onCancel(invitation)}
                aria-label={`Cancel the invitation to ${invitation.email}`}
              >
                Cancel invitation
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function InviteForm() {
  const { user } = useClientAccount();
  const queryClient = useQueryClient();
  const { sending, errors, outcome, submit } = useApiSubmit();
  const empty = { email: "", role: "member" };
  const { values, setValues, bind } = useFieldValues(empty, errors);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(() => apiRequest("POST", INVITATIONS_URL, values), {
      success: async () => {
        setValues(empty);
        await queryClient.invalidateQueries({ queryKey: [INVITATIONS_URL, user.id] });
        await queryClient.invalidateQueries({ queryKey: [COPILOT_SEATS_URL] });
        return `${COPILOT_MESSAGES.invited} We emailed ${values.email.trim()} a link that works for ${COPILOT_LIMITS.invitationDays} days.`;
      },
      failure: "We could not send the invitation. Please try again.",
    });
  }

  return (
    <TitledForm
      method="post"
      onSubmit={onSubmit}
      headingId="invite"
      title="Invite a colleague"
      outcome={outcome}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <EmailField
          id="invite-email"
          label="Work email"
          required
          maxLength={COPILOT_LIMITS.email}
          autoComplete="off"
          {...bind("email")}
        />
        <SelectField id="invite-role" label="Role" required options={ROLE_OPTIONS} {...bind("role")} />
      </div>
      <SeatsLine />
      <p className="text-slate-600 text-sm">
        Owners manage the workspace and its members; members draft orders and review candidates; billing
        manages the plan and invoices.
      </p>
      <SubmitButton pending={sending} pendingLabel="Sending...">
        Send invitation
      </SubmitButton>
    </TitledForm>
  );
}

function NotificationsSection() {
  const { user } = useClientAccount();
  const queryClient = useQueryClient();
  const key = [NOTIFICATIONS_URL, user.id];
  const preferences = useQuery<CopilotNotificationPreferences>({ queryKey: key, ...SHARED_RECORD_QUERY });
  const { sending, outcome, submit } = useApiSubmit();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const changes = Object.fromEntries(COPILOT_NOTIFICATIONS.map((name) => [name, form.get(name) === "on"]));
    void submit(() => apiRequest("PATCH", NOTIFICATIONS_URL, changes), {
      success: async (response) => {
        queryClient.setQueryData(key, await response.json());
        return COPILOT_MESSAGES.preferencesSaved;
      },
      failure: "We could not save your preferences. Please try again.",
    });
  }

  return (
    <section className={SECTION}>
      {preferences.isPending ? (
        <QueryLoading what="your notification preferences" />
      ) : preferences.isError ? (
        <QueryLoadFailed
          what="your notification preferences"
          error={preferences.error}
          retry={() => void preferences.refetch()}
        />
      ) : (
        <TitledForm
          method="post"
          onSubmit={onSubmit}
          headingId="notifications"
          title="Notifications"
          outcome={outcome}
        >
          <p className="text-slate-600 text-sm">Your own choices, sent to {user.email}.</p>
          {COPILOT_NOTIFICATIONS.map((name) => (
            <CheckboxField
              key={name}
              id={`notify-${name}`}
              name={name}
              label={COPILOT_NOTIFICATION_LABELS[name]}
              defaultChecked={preferences.data[name]}
            />
          ))}
          <SubmitButton pending={sending} pendingLabel="Saving...">
            Save preferences
          </SubmitButton>
        </TitledForm>
      )}
    </section>
  );
}

function AiSettingsSection() {
  const { user } = useClientAccount();
  const settings = useQuery<CopilotAiSettings>({
    queryKey: [AI_SETTINGS_URL, user.id],
    ...SHARED_RECORD_QUERY,
  });
  return (
    <section aria-labelledby="ai-settings" className={SECTION}>
      <h2 id="ai-settings" className="font-semibold text-slate-900 text-xl">
        AI settings
      </h2>
      <div>
        <h3 className="font-semibold text-slate-900">Model in use</h3>
        {settings.isPending ? (
          <QueryLoading what="the model in use" />
        ) : settings.isError ? (
          <QueryLoadFailed
            what="the model in use"
            error={settings.error}
            retry={() => void settings.refetch()}
          />
        ) : (
          <p className="mt-1 break-words text-slate-800">{settings.data.modelInUse}</p>
        )}
        <p className="mt-1 text-slate-600 text-sm">
          Every draft stays editable and nothing is sent until you submit it; every decision about a candidate
          is made by people.
        </p>
      </div>
      <div>
        <h3 className="font-semibold text-slate-900">What ranking uses</h3>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
          {COPILOT_DATA_USE.ranking.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="font-semibold text-slate-900">What drafting uses</h3>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
          {COPILOT_DATA_USE.drafting.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** How many seats members and open invitations take of the plan's, and where to get more. */
function SeatsLine() {
  const seats = useSeats();
  if (!seats.data) return null;
  const { used, limit } = seats.data;
  return (
    <p className="text-slate-700 text-sm">
      {used} of {limit} {limit === 1 ? "seat" : "seats"} taken by members and open invitations.{" "}
      {used < limit ? null : limit === COPILOT_SEATS_WITHOUT_PLAN ? (
        <Link to={COPILOT_BILLING_PATHS.subscribe} className={TEXT_LINK}>
          Choose a plan to invite colleagues
        </Link>
      ) : (
        <Link to={COPILOT_BILLING_PATHS.billing} className={TEXT_LINK}>
          Upgrade for more seats
        </Link>
      )}
    </p>
  );
}

import { UserMinusIcon } from "lucide-react";
import { Dialog } from "radix-ui";
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import {
  ConfirmDialogActions,
  ConfirmDialogPanel,
  DANGER_BUTTON_CLASS,
} from "~/components/candidate/confirm-dialog";
import { Panel } from "~/components/employer/panel";
import { EmailField } from "~/components/forms/person-fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { SelectField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { apiRequest } from "~/lib/api-client";
import { serverErrorMessage, serverFieldErrors } from "~/lib/api-errors";
import { requireEmployerPage } from "~/lib/employer-guard.server";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import {
  EMPLOYER_LIMITS,
  EMPLOYER_MESSAGES,
  EMPLOYER_ROLE_LABELS,
  EMPLOYER_ROLES,
  type EmployerInvitation,
  type EmployerRole,
  type EmployerUser,
} from "../../../common/employer-options";
import {
  getEmployerAccount,
  listCompanyUsers,
  listInvitations,
} from "../../../server/modules/employer-accounts";
import type { Route } from "./+types/team";

/** /employer/team: the company's users and open invitations; owners invite and remove colleagues. */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireEmployerPage(request);
  const [account, users, invitations] = await Promise.all([
    getEmployerAccount(session),
    listCompanyUsers(session),
    listInvitations(session),
  ]);
  return { me: account.user, users, invitations };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Team",
    description: "Your company's users of the Sunshine Staffing employer portal.",
    path: "/employer/team",
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

const ROLE_OPTIONS = EMPLOYER_ROLES.map((value) => ({ value, label: EMPLOYER_ROLE_LABELS[value] }));

const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "America/New_York" });
const formatDate = (iso: string | null) => (iso ? DATE.format(new Date(iso)) : "");

type Message = { tone: "success" | "error"; text: string };

export default function EmployerTeam({ loaderData }: Route.ComponentProps) {
  const { me, users, invitations } = loaderData;
  return (
    <div className="space-y-6">
      <h1 className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">Team</h1>
      <Team me={me} users={users} invitations={invitations} />
    </div>
  );
}

function Team({
  me,
  users,
  invitations,
}: {
  me: EmployerUser;
  users: EmployerUser[];
  invitations: EmployerInvitation[];
}) {
  const owner = me.role === "owner";
  const open = invitations.filter((invitation) => invitation.status === "open");
  const [message, setMessage] = useState<Message | null>(null);

  return (
    <Panel id="team" title="Team">
      {message ? (
        <Notice tone={message.tone} className="mb-4">
          {message.text}
        </Notice>
      ) : null}
      <div>
        <table className="w-full table-fixed text-left text-sm sm:table-auto">
          <caption className="sr-only">Your company&apos;s users</caption>
          <thead className="border-slate-200 border-b text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                Name
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Email
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Role
              </th>
              {owner ? (
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {users.map((colleague) => (
              <tr key={colleague.id} className="border-slate-100 border-b align-top last:border-0">
                <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                  {colleague.firstName} {colleague.lastName}
                  {colleague.id === me.id ? <span className="font-normal text-slate-600"> (you)</span> : null}
                  <span className="block font-normal text-slate-600">{colleague.jobTitle}</span>
                </th>
                <td className="break-all py-2 pr-3 text-slate-700">{colleague.email}</td>
                <td className="py-2 pr-3 text-slate-700">{EMPLOYER_ROLE_LABELS[colleague.role]}</td>
                {owner ? (
                  <td className="py-2 text-right">
                    {colleague.id === me.id ? null : <RemoveUser user={colleague} onDone={setMessage} />}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3 className="mt-6 font-semibold text-slate-900">Pending invitations</h3>
      {open.length === 0 ? (
        <p className="mt-2 text-slate-600 text-sm">No invitations are waiting to be accepted.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {open.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
              <span className="break-all font-medium text-slate-900">{invitation.email}</span>
              <span className="text-slate-700">
                {EMPLOYER_ROLE_LABELS[invitation.role]} · invited by {invitation.invitedBy.name} · until{" "}
                {formatDate(invitation.expiresAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {owner ? (
        <InviteForm onDone={setMessage} />
      ) : (
        <p className="mt-6 text-slate-600 text-sm">
          Only an owner of your company can invite or remove colleagues.
        </p>
      )}
    </Panel>
  );
}

function InviteForm({ onDone }: { onDone: (message: Message) => void }) {
  const revalidator = useRevalidator();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<EmployerRole | "">("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const address = email.trim();
    const found: Record<string, string> = {};
    if (!/^\S+@\S+\.\S+$/.test(address)) found.email = EMPLOYER_MESSAGES.email;
    if (!role) found.role = EMPLOYER_MESSAGES.role;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      form.querySelector<HTMLElement>(found.email ? "#invite-email" : "#invite-role")?.focus();
      return;
    }
    setSending(true);
    try {
      await apiRequest("POST", "/api/employers/invitations", { email: address, role });
      onDone({ tone: "success", text: `${EMPLOYER_MESSAGES.invited} We emailed ${address} a link to join.` });
      setEmail("");
      setRole("");
      await revalidator.revalidate();
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) {
        onDone({ tone: "error", text: serverErrorMessage(error) ?? "We could not send the invitation." });
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="invite-heading"
      className="mt-6 space-y-4 border-slate-200 border-t pt-5"
    >
      <h3 id="invite-heading" className="font-semibold text-slate-900">
        Invite a colleague
      </h3>
      <p className="text-slate-600 text-sm">
        We email them a link to set their name and password. It works once, for{" "}
        {EMPLOYER_LIMITS.invitationDays} days.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <EmailField
          id="invite-email"
          label="Colleague's work email"
          autoComplete="off"
          maxLength={EMPLOYER_LIMITS.email}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
        />
        <SelectField
          id="invite-role"
          name="role"
          label="Role"
          placeholder="Select a role"
          options={ROLE_OPTIONS}
          value={role}
          onChange={(event) => setRole(event.target.value as EmployerRole)}
          error={errors.role}
        />
      </div>
      <SubmitButton pending={sending} pendingLabel="Sending...">
        Send Invitation
      </SubmitButton>
    </form>
  );
}

function RemoveUser({ user, onDone }: { user: EmployerUser; onDone: (message: Message) => void }) {
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const name = `${user.firstName} ${user.lastName}`;

  async function remove(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    try {
      await apiRequest("DELETE", `/api/employers/users/${user.id}`);
      onDone({ tone: "success", text: `${name} is removed and signed out.` });
      setOpen(false);
      await revalidator.revalidate();
    } catch (error) {
      onDone({ tone: "error", text: serverErrorMessage(error) ?? `We could not remove ${name}.` });
      setOpen(false);
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button
          type="button"
          variant="outline"
          aria-label={`Remove ${name}`}
          className="border-red-700 px-3 text-red-800 hover:border-red-800 hover:text-red-900"
        >
          <UserMinusIcon aria-hidden="true" />
          <span className="hidden sm:inline">Remove</span>
        </Button>
      </Dialog.Trigger>
      <ConfirmDialogPanel
        title={`Remove ${name}?`}
        description={`${name} can no longer sign in to your company's account and is signed out now. You can invite them again later.`}
      >
        <form method="post" noValidate onSubmit={(event) => void remove(event)}>
          <ConfirmDialogActions sending={sending}>
            <SubmitButton className={DANGER_BUTTON_CLASS} pending={sending} pendingLabel="Removing...">
              Remove User
            </SubmitButton>
          </ConfirmDialogActions>
        </form>
      </ConfirmDialogPanel>
    </Dialog.Root>
  );
}

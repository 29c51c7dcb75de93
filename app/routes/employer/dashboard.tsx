import { Building2Icon, LogOutIcon, UserMinusIcon } from "lucide-react";
import { Dialog } from "radix-ui";
import { type FormEvent, type ReactNode, useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import {
  ConfirmDialogActions,
  ConfirmDialogPanel,
  DANGER_BUTTON_CLASS,
} from "~/components/candidate/confirm-dialog";
import { EmailField } from "~/components/forms/person-fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { SelectField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { apiRequest } from "~/lib/api-client";
import { httpStatusOf, serverErrorMessage, serverFieldErrors } from "~/lib/api-errors";
import { requireEmployerPage } from "~/lib/employer-guard.server";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import type { ClientCompany } from "../../../common/clients";
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
import type { Route } from "./+types/dashboard";

/** The portal's one page in this phase: rendered on the server for the session cookie, behind the guard. */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireEmployerPage(request);
  const [account, users, invitations] = await Promise.all([
    getEmployerAccount(session),
    listCompanyUsers(session),
    listInvitations(session),
  ]);
  return { ...account, users, invitations };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Employer Dashboard",
    description: "Your company's account with Sunshine Staffing.",
    path: "/employer/dashboard",
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

const ROLE_OPTIONS = EMPLOYER_ROLES.map((value) => ({ value, label: EMPLOYER_ROLE_LABELS[value] }));

const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "America/New_York" });
const formatDate = (iso: string | null) => (iso ? DATE.format(new Date(iso)) : "");

type Message = { tone: "success" | "error"; text: string };

/**
 * /employer/dashboard (issue 18, accounts phase): the company's approval status, the signed-in user
 * and the team (users and invitations; owners invite and remove colleagues). Orders, candidates,
 * interviews, invoices and onboarding join it in later phases.
 */
export default function EmployerDashboard({ loaderData }: Route.ComponentProps) {
  const { user, company, users, invitations } = loaderData;
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const [signOutFailure, setSignOutFailure] = useState<string | null>(null);

  async function signOut() {
    setSigningOut(true);
    try {
      await apiRequest("POST", "/api/employers/logout");
    } catch (error) {
      // Already signed out (401) is what was wanted; anything else is worth saying.
      if (httpStatusOf(error) !== 401) {
        setSignOutFailure(serverErrorMessage(error) ?? "We could not sign you out. Please try again.");
        setSigningOut(false);
        return;
      }
    }
    await navigate("/employer/login?signedOut=1", { replace: true });
  }

  return (
    <div className="bg-slate-50 px-4 py-10 sm:py-12">
      <div className="mx-auto w-full max-w-5xl space-y-8">
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <p className="flex items-center gap-2 font-medium text-brand-800 text-sm">
              <Building2Icon aria-hidden="true" className="size-4 shrink-0" />
              <span className="break-words">{company.legalName}</span>
            </p>
            <h1 className="mt-1 font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">
              Welcome, {user.firstName}
            </h1>
          </div>
          <Button type="button" variant="outline" disabled={signingOut} onClick={() => void signOut()}>
            <LogOutIcon aria-hidden="true" />
            {signingOut ? "Signing out..." : "Sign Out"}
          </Button>
        </header>
        {signOutFailure ? <Notice tone="error">{signOutFailure}</Notice> : null}
        <ApprovalStatus company={company} />
        <div className="grid gap-6 lg:grid-cols-2">
          <Panel id="company-details" title="Company details">
            <Details
              rows={[
                ["Legal name", company.legalName],
                ["Industry", company.industry],
                ["Size", `${company.sizeBand} employees`],
                [
                  "Address",
                  `${company.address.street}, ${company.address.city}, ${company.address.state} ${company.address.zip}`,
                ],
                ["Website", company.website ?? "Not given"],
              ]}
            />
          </Panel>
          <Panel id="your-account" title="Your account">
            <Details
              rows={[
                ["Name", `${user.firstName} ${user.lastName}`],
                ["Email", user.email],
                ["Job title", user.jobTitle],
                ["Work phone", user.workPhone],
                ["Role", EMPLOYER_ROLE_LABELS[user.role]],
              ]}
            />
          </Panel>
        </div>
        <Team me={user} users={users} invitations={invitations} />
      </div>
    </div>
  );
}

function ApprovalStatus({ company }: { company: ClientCompany }) {
  if (company.status === "approved") {
    return (
      <Notice tone="success" title="Your company is approved">
        <p>
          Approved on {formatDate(company.decidedAt)}. Invoices are due {company.paymentTermsDays} days after
          issue (net {company.paymentTermsDays}); a direct hire&apos;s placement fee is{" "}
          {Number(company.placementFeePercent)}% of first-year salary.
        </p>
      </Notice>
    );
  }
  if (company.status === "rejected") {
    return (
      <Notice tone="error" title="Your company was not approved">
        <p>Our team gave this reason: {company.rejectionReason}</p>
        <p className="mt-1">
          If something has changed, or you think this is a mistake,{" "}
          <Link to="/contact" className="font-medium underline underline-offset-2">
            contact us
          </Link>
          .
        </p>
      </Notice>
    );
  }
  return (
    <Notice tone="info" title="Your company is waiting for approval">
      <p>
        Thank you for registering. Our team reviews every new company, including a credit check, usually
        within one business day. Once your company is approved, this page says so and you can start ordering
        staff. Meanwhile you can invite your colleagues.
      </p>
      <p className="mt-1">
        Questions?{" "}
        <Link to="/contact" className="font-medium underline underline-offset-2">
          Contact us
        </Link>
        .
      </p>
    </Notice>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={id} className="font-semibold text-lg text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Details({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-slate-900">{term}</dt>
          <dd className="break-words text-slate-700">{value}</dd>
        </div>
      ))}
    </dl>
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

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { GiftIcon } from "lucide-react";
import type { FormEvent } from "react";
import { usePortalCandidate } from "~/components/candidate/portal-context";
import { SHARED_RECORD_QUERY } from "~/components/candidate/shared-records";
import { useApiSubmit } from "~/components/candidate/use-api-submit";
import { useFieldValues } from "~/components/candidate/use-field-values";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextField } from "~/components/forms/text-field";
import { TitledForm } from "~/components/forms/titled-form";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { Skeleton } from "~/components/ui/skeleton";
import { apiRequest } from "~/lib/api-client";
import { serverErrorMessage } from "~/lib/api-errors";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import {
  type CandidateReferral,
  type CandidateReferrals,
  formatBonus,
  REFERRAL_LIMITS,
  REFERRAL_MESSAGES,
  type ReferralRule,
  referralRuleText,
} from "../../../common/referrals";
import type { Route } from "./+types/referrals";

const REFERRALS_URL = "/api/candidates/referrals";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Referrals",
    description: "Refer a friend and follow your referral bonuses.",
    path: "/candidate/referrals",
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

/** Refer a friend (an emailed invitation) and follow each friend's way to the bonus. */
export default function CandidateReferralsPage() {
  const candidate = usePortalCandidate();
  const referrals = useQuery<CandidateReferrals>({
    queryKey: [REFERRALS_URL, candidate.id],
    ...SHARED_RECORD_QUERY,
  });
  const rule = referrals.data?.rule;

  return (
    <div className="space-y-8">
      <div>
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Referrals</h1>
        {rule ? (
          <p className="mt-2 flex gap-2 text-lg text-slate-700">
            <GiftIcon aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
            {referralRuleText(rule)}.
          </p>
        ) : (
          <Skeleton className="mt-3 h-6 w-full max-w-lg" />
        )}
        <p className="mt-2 text-slate-600">
          Your friend gets an email from us with a link to create their account. Hours count once their
          timesheets are approved.
        </p>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
        <ReferFriendForm listKey={[REFERRALS_URL, candidate.id]} />
      </div>
      <section aria-labelledby="your-referrals" className="space-y-3">
        <h2 id="your-referrals" className="font-semibold text-slate-900 text-xl">
          Your referrals
        </h2>
        {referrals.isPending ? (
          <div className="space-y-3" aria-busy="true">
            <span className="sr-only">Loading your referrals</span>
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : referrals.isError ? (
          <Notice tone="error" title="We could not load your referrals">
            {serverErrorMessage(referrals.error) ?? "Please try again."}
            <Button className="mt-3 block" variant="outline" onClick={() => void referrals.refetch()}>
              Try again
            </Button>
          </Notice>
        ) : referrals.data.referrals.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-white p-5 text-slate-600">
            You haven't referred anyone yet. Invite a friend with the form above.
          </p>
        ) : (
          <ul className="space-y-3">
            {referrals.data.referrals.map((referral) => (
              <ReferralItem key={referral.id} referral={referral} rule={referrals.data.rule} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function ReferFriendForm({ listKey }: { listKey: readonly unknown[] }) {
  const queryClient = useQueryClient();
  const { sending, errors, outcome, submit } = useApiSubmit();
  const { values, setValues, bind } = useFieldValues({ name: "", email: "" }, errors);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(() => apiRequest("POST", REFERRALS_URL, values), {
      success: async () => {
        setValues({ name: "", email: "" });
        await queryClient.invalidateQueries({ queryKey: listKey });
        return REFERRAL_MESSAGES.invited;
      },
      failure: "We could not send the invitation. Please try again.",
    });
  }

  return (
    <TitledForm
      method="post"
      onSubmit={onSubmit}
      headingId="refer-friend"
      title="Refer a friend"
      outcome={outcome}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="referral-name"
          label="Friend's name"
          autoComplete="off"
          required
          maxLength={REFERRAL_LIMITS.name}
          {...bind("name")}
        />
        <TextField
          id="referral-email"
          label="Friend's email"
          type="email"
          autoComplete="off"
          required
          maxLength={REFERRAL_LIMITS.email}
          {...bind("email")}
        />
      </div>
      <SubmitButton pending={sending} pendingLabel="Sending...">
        Send Invitation
      </SubmitButton>
    </TitledForm>
  );
}

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

function progressText(referral: CandidateReferral, rule: ReferralRule): string {
  if (referral.status === "paid") return `Your ${formatBonus(referral.bonusAmount)} bonus has been paid.`;
  if (referral.status === "bonus_earned") {
    return `Bonus earned: ${formatBonus(referral.bonusAmount)}. We'll pay it with an upcoming payroll.`;
  }
  if (referral.status === "invited") return "Waiting for your friend to create their account.";
  if (referral.status === "registered")
    return "Your friend has an account. Hours start counting once they're placed.";
  return `${referral.approvedHours.toLocaleString("en-US")} of ${rule.hours.toLocaleString("en-US")} approved hours: ${referral.hoursToBonus.toLocaleString("en-US")} to go.`;
}

function ReferralItem({ referral, rule }: { referral: CandidateReferral; rule: ReferralRule }) {
  const labelId = `referral-${referral.id}-name`;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={labelId} className="font-semibold text-slate-900">
            {referral.name}
          </h3>
          <p className="break-all text-slate-600 text-sm">
            {referral.email} · invited {dateFormat.format(new Date(referral.invitedAt))}
          </p>
        </div>
        <span className="rounded-full border border-slate-300 bg-slate-50 px-3 py-1 font-medium text-slate-800 text-sm">
          {referral.statusLabel}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={referral.progressPercent}
        aria-valuetext={`${referral.progressPercent}% of the way to the bonus`}
        className="mt-4 h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${referral.progressPercent}%` }} />
      </div>
      <p className="mt-2 text-slate-700 text-sm">{progressText(referral, rule)}</p>
    </li>
  );
}

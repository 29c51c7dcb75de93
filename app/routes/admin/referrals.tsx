import { ChangeNotice, useRowChange } from "~/components/admin/row-change";
import {
  ColumnHeader,
  ConsoleTable,
  formatDateTime,
  PageTitle,
  Pagination,
  RowAction,
  SearchForm,
  StatusFilter,
} from "~/components/admin/table-controls";
import { loadAdminList } from "~/lib/admin-guard.server";
import {
  formatBonus,
  REFERRAL_STATUS_LABELS,
  REFERRAL_STATUSES,
  referralRuleText,
} from "../../../common/referrals";
import { listAdminReferrals } from "../../../server/modules/referrals";
import type { Route } from "./+types/referrals";

export function loader({ request }: Route.LoaderArgs) {
  return loadAdminList(request, listAdminReferrals);
}

const STATUS_OPTIONS = REFERRAL_STATUSES.map((value) => ({ value, label: REFERRAL_STATUS_LABELS[value] }));

/**
 * Candidates' referrals with each friend's progress to the bonus; a bonus earned is marked paid
 * here once payroll has paid it (audited).
 */
export default function AdminReferrals({ loaderData }: Route.ComponentProps) {
  const { rows, q, status, page, pageSize, total, rule } = loaderData;
  const { message, sendChange } = useRowChange();

  return (
    <>
      <PageTitle>Referrals</PageTitle>
      <p className="text-slate-700">
        The rule candidates see: {referralRuleText(rule)}. Change it in Site settings.
      </p>
      <div className="mt-4">
        <SearchForm q={q} label="Search referrals (friend or referrer, name or email)">
          <StatusFilter id="referral-status" value={status} options={STATUS_OPTIONS} />
        </SearchForm>
      </div>
      <ChangeNotice message={message} />
      <ConsoleTable
        caption="Referrals, newest first"
        columns={6}
        empty={rows.length === 0 ? "No referrals match." : null}
        head={
          <>
            <ColumnHeader>Friend</ColumnHeader>
            <ColumnHeader>Referred by</ColumnHeader>
            <ColumnHeader>Invited</ColumnHeader>
            <ColumnHeader>Status</ColumnHeader>
            <ColumnHeader>Approved hours</ColumnHeader>
            <ColumnHeader>Bonus</ColumnHeader>
          </>
        }
      >
        {rows.map((referral) => (
          <tr key={referral.id} className="border-slate-100 border-t align-top">
            <td className="p-2">
              <span className="font-medium">{referral.name}</span>
              <br />
              <span className="break-all text-slate-600">{referral.email}</span>
            </td>
            <td className="p-2">
              {referral.referrer.name || "Deleted account"}
              <br />
              <span className="break-all text-slate-600">{referral.referrer.email}</span>
            </td>
            <td className="p-2">{formatDateTime(referral.invitedAt)}</td>
            <td className="p-2">
              {referral.statusLabel}
              {referral.paidAt ? (
                <span className="block text-slate-600">on {formatDateTime(referral.paidAt)}</span>
              ) : referral.bonusEarnedAt ? (
                <span className="block text-slate-600">since {formatDateTime(referral.bonusEarnedAt)}</span>
              ) : null}
            </td>
            <td className="p-2">
              {referral.approvedHours.toLocaleString("en-US")} of {rule.hours.toLocaleString("en-US")}
            </td>
            <td className="p-2">
              {formatBonus(referral.bonusAmount)}
              {referral.status === "bonus_earned" ? (
                <div className="mt-1">
                  <RowAction
                    label="Mark paid"
                    title={`(referral of ${referral.name} by ${referral.referrer.name || "a deleted account"})`}
                    onClick={() =>
                      void sendChange(
                        `/api/admin/referrals/${referral.id}/paid`,
                        {},
                        `The bonus for referring ${referral.name} is marked paid.`,
                      )
                    }
                  />
                </div>
              ) : null}
            </td>
          </tr>
        ))}
      </ConsoleTable>
      <Pagination page={page} pageSize={pageSize} total={total} />
    </>
  );
}

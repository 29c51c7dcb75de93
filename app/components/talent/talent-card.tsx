import { AwardIcon, BriefcaseIcon, CalendarIcon, MapPinIcon, WalletIcon } from "lucide-react";
import type { ReactNode } from "react";
import {
  TALENT_REGION_LABELS,
  TALENT_WORK_TYPE_LABELS,
  type TalentCard,
  talentPayBandLabel,
} from "../../../common/talent-database";

const MONTHS = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** "Available now" or "Available from March 2027": the listing keeps the month only. */
export function availabilityText(month: string | null, currentMonth: string): string {
  if (!month || month <= currentMonth) return "Available now";
  return `Available from ${MONTHS.format(new Date(`${month}-01T00:00:00Z`))}`;
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <span aria-hidden="true" className="mt-0.5 text-brand-700">
        {icon}
      </span>
      <span>{children}</span>
    </li>
  );
}

/**
 * One anonymised listing: what the candidate does and wants, never who they are. `action` is the
 * card's 'Request this candidate' control.
 */
export function TalentCardView({
  card,
  currentMonth,
  headingLevel = "h2",
  action,
}: {
  card: TalentCard;
  currentMonth: string;
  headingLevel?: "h2" | "h3";
  action?: ReactNode;
}) {
  const Heading = headingLevel;
  const headingId = `talent-${card.profileId}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div>
        <Heading id={headingId} className="font-semibold text-lg text-slate-900 [overflow-wrap:anywhere]">
          {card.headline}
        </Heading>
        <p className="mt-1 text-slate-700 text-sm">
          {card.yearsExperience === 1 ? "1 year" : `${card.yearsExperience} years`} of experience ·{" "}
          {card.industry}
        </p>
      </div>
      <ul className="space-y-2 text-slate-700 text-sm">
        <Fact icon={<MapPinIcon className="size-4" />}>{TALENT_REGION_LABELS[card.region]}</Fact>
        <Fact icon={<CalendarIcon className="size-4" />}>
          {availabilityText(card.availableMonth, currentMonth)}
        </Fact>
        {card.workTypes.length > 0 ? (
          <Fact icon={<BriefcaseIcon className="size-4" />}>
            {card.workTypes.map((type) => TALENT_WORK_TYPE_LABELS[type]).join(", ")}
          </Fact>
        ) : null}
        {card.payBand ? (
          <Fact icon={<WalletIcon className="size-4" />}>Desired pay {talentPayBandLabel(card.payBand)}</Fact>
        ) : null}
      </ul>
      {card.topSkills.length > 0 ? (
        <ul aria-label="Top skills" className="flex flex-wrap gap-2">
          {card.topSkills.map((skill) => (
            <li
              key={skill}
              className="rounded-full bg-slate-100 px-3 py-1 text-slate-800 text-sm [overflow-wrap:anywhere]"
            >
              {skill}
            </li>
          ))}
        </ul>
      ) : null}
      {card.badges.length > 0 ? (
        <ul aria-label="Assessments" className="space-y-1 text-sm">
          {card.badges.map((badge) => (
            <li key={badge.assessmentSlug} className="flex items-center gap-2 text-slate-800">
              <AwardIcon aria-hidden="true" className="size-4 text-brand-700" />
              {badge.title}: {badge.score}% {badge.passed ? "(passed)" : "(not passed)"}
            </li>
          ))}
        </ul>
      ) : null}
      {action ? <div className="mt-auto pt-1">{action}</div> : null}
    </article>
  );
}

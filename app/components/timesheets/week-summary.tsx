import { hoursLabel } from "../../../common/formats";
import { formatDay, type TimesheetDay } from "../../../common/timesheets";

/** A week's days read-only (a list that reads well on a phone), then the total and the overtime. */
export function WeekSummary({
  days,
  totalHours,
  overtimeHours,
  caption,
}: {
  days: TimesheetDay[];
  totalHours: number;
  overtimeHours: number;
  caption: string;
}) {
  return (
    <div>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-slate-200 border-b text-slate-600">
            <th scope="col" className="py-2 pr-2 font-medium">
              Day
            </th>
            <th scope="col" className="py-2 pr-2 text-right font-medium">
              Hours
            </th>
            <th scope="col" className="hidden py-2 pr-2 text-right font-medium sm:table-cell">
              Break
            </th>
            <th scope="col" className="py-2 font-medium">
              Note
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date} className="border-slate-100 border-b align-top">
              <th scope="row" className="py-2 pr-2 font-medium text-slate-900">
                {formatDay(day.date)}
              </th>
              <td className="py-2 pr-2 text-right tabular-nums">
                {day.hours > 0 ? hoursLabel(day.hours) : "—"}
              </td>
              <td className="hidden py-2 pr-2 text-right tabular-nums sm:table-cell">
                {day.breakMinutes > 0 ? `${day.breakMinutes} min` : "—"}
              </td>
              <td className="break-words py-2 text-slate-700">{day.note}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 font-semibold text-slate-900" data-testid="week-total">
        Total: {hoursLabel(totalHours)}
        {overtimeHours > 0 ? (
          <span className="font-normal text-slate-700">
            {" "}
            (including {hoursLabel(overtimeHours)} overtime above 40 h)
          </span>
        ) : null}
      </p>
    </div>
  );
}

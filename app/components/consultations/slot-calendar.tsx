import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { cn } from "~/lib/utils";
import { longDate } from "../../../common/formats";

/*
 * The month calendar of the booking pages: the visitor's dates, each day a button named by its date
 * and how many times are open, the days with times marked. Arrow keys move a day or a week, Home/End
 * to the week's ends, Page Up/Down a month (the grid pattern of a date picker): only the focused day is
 * in the tab order.
 */

const DAY_MS = 86_400_000;
const WEEKDAYS = [
  ["Sun", "Sunday"],
  ["Mon", "Monday"],
  ["Tue", "Tuesday"],
  ["Wed", "Wednesday"],
  ["Thu", "Thursday"],
  ["Fri", "Friday"],
  ["Sat", "Saturday"],
] as const;
const MONTH = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const toDate = (time: number) => new Date(time).toISOString().slice(0, 10);
const addDays = (date: string, days: number) => toDate(toTime(date) + days * DAY_MS);
const monthOf = (date: string) => date.slice(0, 7);

function addMonths(month: string, months: number): string {
  const [year = 0, index = 1] = month.split("-").map(Number);
  const next = new Date(Date.UTC(year, index - 1 + months, 1));
  return toDate(next.getTime()).slice(0, 7);
}

/** The month's weeks, Sunday first; a cell of another month has no date (its key says where it sits). */
function weeksOf(month: string): { key: string; date: string | null }[][] {
  const first = `${month}-01`;
  const lead = new Date(toTime(first)).getUTCDay();
  const cells: { key: string; date: string | null }[] = Array.from({ length: lead }, (_, n) => ({
    key: `before-${n}`,
    date: null,
  }));
  for (let date = first; monthOf(date) === month; date = addDays(date, 1)) cells.push({ key: date, date });
  for (let n = 0; cells.length % 7; n++) cells.push({ key: `after-${n}`, date: null });
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

const plural = (count: number) => (count === 1 ? "1 open time" : `${count} open times`);

export function SlotCalendar({
  from,
  to,
  openTimes,
  selected,
  onSelect,
  labelledBy,
}: {
  /** The first and last bookable dates, in the visitor's zone. */
  from: string;
  to: string;
  /** Open times per date; a date without any has none. */
  openTimes: ReadonlyMap<string, number>;
  selected: string | null;
  onSelect: (date: string) => void;
  /** The id of the heading that names the calendar. */
  labelledBy: string;
}) {
  const [focused, setFocused] = useState(selected ?? from);
  const [month, setMonth] = useState(monthOf(selected ?? from));
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);

  // A new selection (a new search, a refreshed day) brings its month into view.
  useEffect(() => {
    if (!selected) return;
    setFocused(selected);
    setMonth(monthOf(selected));
  }, [selected]);

  // Keyboard moves focus the new day once it is rendered (possibly in another month).
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const clamp = (date: string) => (date < from ? from : date > to ? to : date);
  const inWindow = (date: string) => date >= from && date <= to;
  const firstMonth = monthOf(from);
  const lastMonth = monthOf(to);
  const rovingDate = monthOf(focused) === month ? focused : inWindow(`${month}-01`) ? `${month}-01` : from;

  function moveTo(date: string) {
    const next = clamp(date);
    moved.current = true;
    setFocused(next);
    setMonth(monthOf(next));
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, date: string) {
    const weekday = new Date(toTime(date)).getUTCDay();
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(date, -1),
      ArrowRight: () => addDays(date, 1),
      ArrowUp: () => addDays(date, -7),
      ArrowDown: () => addDays(date, 7),
      Home: () => addDays(date, -weekday),
      End: () => addDays(date, 6 - weekday),
      PageUp: () => addDays(date, -28),
      PageDown: () => addDays(date, 28),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(move());
  }

  function showMonth(offset: number) {
    const next = addMonths(month, offset);
    setMonth(next);
    setFocused(clamp(offset < 0 ? addDays(`${addMonths(next, 1)}-01`, -1) : `${next}-01`));
  }

  const captionId = `${labelledBy}-month`;
  return (
    <div className="min-w-0">
      <div className="flex items-center justify-between gap-2">
        <p id={captionId} className="font-semibold text-slate-900" aria-live="polite">
          {MONTH.format(new Date(toTime(`${month}-01`)))}
        </p>
        <div className="flex gap-1">
          <button
            type="button"
            onClick={() => showMonth(-1)}
            disabled={month <= firstMonth}
            className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-40"
          >
            <ChevronLeftIcon aria-hidden="true" className="size-5" />
            <span className="sr-only">Previous month</span>
          </button>
          <button
            type="button"
            onClick={() => showMonth(1)}
            disabled={month >= lastMonth}
            className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-40"
          >
            <ChevronRightIcon aria-hidden="true" className="size-5" />
            <span className="sr-only">Next month</span>
          </button>
        </div>
      </div>
      <table ref={grid} className="mt-2 w-full table-fixed border-collapse" aria-labelledby={captionId}>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" className="pb-1 font-medium text-slate-600 text-xs">
                <abbr title={long} className="no-underline">
                  {short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week) => (
            <tr key={week.find((cell) => cell.date)?.key}>
              {week.map(({ key, date }) => {
                if (!date) return <td key={key} />;
                const count = inWindow(date) ? (openTimes.get(date) ?? 0) : 0;
                const isSelected = date === selected;
                return (
                  <td key={date} className="p-0.5 text-center">
                    <button
                      type="button"
                      data-date={date}
                      tabIndex={date === rovingDate ? 0 : -1}
                      aria-pressed={isSelected}
                      aria-disabled={count === 0 ? true : undefined}
                      aria-label={`${longDate(date, { weekday: true })}, ${count ? plural(count) : "no open times"}`}
                      onClick={() => {
                        setFocused(date);
                        if (count) onSelect(date);
                      }}
                      onKeyDown={(event) => onKeyDown(event, date)}
                      className={cn(
                        "relative mx-auto flex aspect-square w-full max-w-12 items-center justify-center rounded-lg font-medium text-sm focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-1",
                        isSelected
                          ? "bg-brand-700 text-white"
                          : count
                            ? "bg-brand-50 text-brand-900 hover:bg-brand-100"
                            : "cursor-default text-slate-500",
                      )}
                    >
                      {Number(date.slice(8))}
                      {count && !isSelected ? (
                        <span
                          aria-hidden="true"
                          className="absolute bottom-1 left-1/2 size-1 -translate-x-1/2 rounded-full bg-brand-700"
                        />
                      ) : null}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

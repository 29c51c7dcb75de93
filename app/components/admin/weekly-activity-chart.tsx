/** One week of the overview's activity, as the server counts it. */
type WeeklyActivity = { weekStart: string; applications: number; messages: number };

const HEIGHT = 160;
const BAR = 14;
const GROUP = 48;

const weekLabel = (weekStart: string) =>
  new Date(`${weekStart}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

/**
 * An inline SVG bar chart (no chart library) of two series per week. The SVG is one labelled image;
 * the table under it carries the same figures for screen readers and keyboard users.
 */
export function WeeklyActivityChart({ weeks }: { weeks: WeeklyActivity[] }) {
  const max = Math.max(1, ...weeks.flatMap((week) => [week.applications, week.messages]));
  const width = weeks.length * GROUP + 8;
  const barHeight = (value: number) => Math.round((value / max) * (HEIGHT - 20));
  return (
    <div className="mt-4">
      <ul className="mb-2 flex gap-4 text-sm" aria-hidden="true">
        <li className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-orange-600" /> Applications
        </li>
        <li className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-cyan-700" /> Contact messages
        </li>
      </ul>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT + 24}`}
        className="h-auto w-full max-w-xl"
        role="img"
        aria-label={`Bar chart of the last ${weeks.length} weeks; the table below lists the figures.`}
      >
        {weeks.map((week, index) => {
          const x = index * GROUP + 8;
          const a = barHeight(week.applications);
          const m = barHeight(week.messages);
          return (
            <g key={week.weekStart}>
              <rect x={x} y={HEIGHT - a} width={BAR} height={a} className="fill-orange-600" />
              <rect x={x + BAR + 2} y={HEIGHT - m} width={BAR} height={m} className="fill-cyan-700" />
              <text x={x + BAR} y={HEIGHT + 16} textAnchor="middle" className="fill-slate-600 text-[9px]">
                {weekLabel(week.weekStart)}
              </text>
            </g>
          );
        })}
        <line x1="0" x2={width} y1={HEIGHT} y2={HEIGHT} className="stroke-slate-300" />
      </svg>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium">Show the figures as a table</summary>
        <table className="mt-2 w-full max-w-xl text-sm">
          <caption className="sr-only">New applications and contact messages per week</caption>
          <thead>
            <tr className="border-slate-200 border-b">
              <th scope="col" className="p-2 text-left">
                Week of
              </th>
              <th scope="col" className="p-2 text-right">
                Applications
              </th>
              <th scope="col" className="p-2 text-right">
                Contact messages
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekStart} className="border-slate-100 border-b">
                <th scope="row" className="p-2 text-left font-normal">
                  {weekLabel(week.weekStart)}
                </th>
                <td className="p-2 text-right">{week.applications}</td>
                <td className="p-2 text-right">{week.messages}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}

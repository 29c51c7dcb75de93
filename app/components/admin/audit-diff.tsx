import { TableScroll } from "~/components/ui/table-scroll";

/** A field's value as one line of text. */
function show(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "string") return value.length > 160 ? `${value.slice(0, 157)}…` : value;
  const text = JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * The fields that changed between before and after (all of them for a creation), as a small table;
 * `label` names it among the page's other entries ("Changed fields: … on job …").
 */
export function AuditDiff({ before, after, label }: { before: unknown; after: unknown; label: string }) {
  const was = record(before);
  const now = record(after);
  const created = before === null || before === undefined;
  const names = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter(
    (name) => name !== "updatedAt" && JSON.stringify(was[name]) !== JSON.stringify(now[name]),
  );
  if (names.length === 0) return <p className="mt-2 text-slate-600 text-sm">No field changed.</p>;
  return (
    <TableScroll label={label} className="mt-2">
      <table className="w-full text-sm">
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr className="text-left text-slate-600">
            <th scope="col" className="pr-3 font-medium">
              Field
            </th>
            {created ? null : (
              <th scope="col" className="pr-3 font-medium">
                Before
              </th>
            )}
            <th scope="col" className="font-medium">
              {created ? "Value" : "After"}
            </th>
          </tr>
        </thead>
        <tbody>
          {names.map((name) => (
            <tr key={name} className="align-top">
              <th scope="row" className="pr-3 text-left font-mono font-normal">
                {name}
              </th>
              {created ? null : (
                <td className="pr-3 break-all text-red-800">
                  <del>{show(was[name])}</del>
                </td>
              )}
              <td className="break-all text-green-800">
                <ins className="no-underline">{show(now[name])}</ins>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

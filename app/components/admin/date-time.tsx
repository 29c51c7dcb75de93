import { formatDateTime } from "./table-controls";

/**
 * A time in the console's zone. Node and Chromium may differ in one space of the same time (a narrow
 * no-break space before AM/PM), so the text is allowed to differ at hydration.
 */
export function When({ value }: { value: Date | string }) {
  return (
    <time dateTime={new Date(value).toISOString()} suppressHydrationWarning>
      {formatDateTime(value)}
    </time>
  );
}

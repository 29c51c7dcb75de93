// CSV exports: safe cells (no spreadsheet formulas) and streaming to a response with back-pressure.
/** One CSV cell: quoted when needed, and never read as a formula by a spreadsheet. */
export function csvCell(value: string): string {
  // A leading = + - @ (or a tab or carriage return) would make a spreadsheet run the cell as a formula.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as CSV lines (CRLF after each), ready to be written to a response. */
export function csvLines(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
}

/** Writes an async stream of CSV chunks to an Express-like response as an attachment, honouring back-pressure. */
export async function sendCsv(
  res: {
    setHeader(name: string, value: string): unknown;
    write(chunk: string): boolean;
    once(event: "drain", listener: () => void): unknown;
    end(): unknown;
  },
  fileName: string,
  chunks: AsyncIterable<string>,
): Promise<void> {
  res.setHeader("Content-Type", "text/csv; charset=utf-8");
  res.setHeader("Content-Disposition", `attachment; filename="${fileName.replace(/[^\w.-]/g, "_")}"`);
  for await (const chunk of chunks) {
    if (!res.write(chunk)) await new Promise<void>((resolve) => res.once("drain", resolve));
  }
  res.end();
}

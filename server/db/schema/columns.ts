import { customType, numeric } from "drizzle-orm/pg-core";

/** PostgreSQL's full-text document type (Drizzle has none built in). */
export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** Money as exact decimals (dollars and cents); Drizzle reads them as strings. */
export const money = (name: string, precision = 10) => numeric(name, { precision, scale: 2 });

/** Pay figures (stubs, year-to-date totals, plan costs) can reach ten million dollars: two more digits than rates. */
export const payAmount = (name: string) => money(name, 12);

/** Hours, in quarter hours (up to 9,999.75). */
export const hours = (name: string) => numeric(name, { precision: 6, scale: 2 });

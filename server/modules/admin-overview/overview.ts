import { count, desc, eq, gte, ne, sql } from "drizzle-orm";
import { db } from "../../db/client";
import { applications, companyReviews, contactMessages, emailSubscribers, jobs } from "../../db/schema";

export type WeeklyActivity = { weekStart: string; applications: number; messages: number };

export type Overview = {
  openJobs: number;
  applicationsThisWeek: number;
  unhandledMessages: number;
  pendingReviews: number;
  subscribers: number;
  weekly: WeeklyActivity[];
  openJobsByIndustry: { industry: string; jobs: number }[];
};

const WEEKS = 8;

/** The console's front page: a few counts and new applications and messages per week (last 8 weeks). */
export async function loadOverview(): Promise<Overview> {
  const database = db();
  const since = sql`date_trunc('week', now()) - make_interval(weeks => ${WEEKS - 1})`;
  const weekOf = (column: typeof applications.createdAt | typeof contactMessages.createdAt) =>
    sql<string>`to_char(date_trunc('week', ${column}), 'YYYY-MM-DD')`;
  const [openJobs, applicationsThisWeek, unhandled, pending, subscribed, appWeeks, messageWeeks, byIndustry] =
    await Promise.all([
      database.select({ n: count() }).from(jobs).where(eq(jobs.status, "open")),
      database
        .select({ n: count() })
        .from(applications)
        .where(gte(applications.createdAt, sql`date_trunc('week', now())`)),
      database.select({ n: count() }).from(contactMessages).where(ne(contactMessages.status, "archived")),
      database.select({ n: count() }).from(companyReviews).where(eq(companyReviews.status, "pending")),
      database.select({ n: count() }).from(emailSubscribers).where(eq(emailSubscribers.status, "subscribed")),
      database
        .select({ week: weekOf(applications.createdAt), n: count() })
        .from(applications)
        .where(gte(applications.createdAt, since))
        .groupBy(sql`1`),
      database
        .select({ week: weekOf(contactMessages.createdAt), n: count() })
        .from(contactMessages)
        .where(gte(contactMessages.createdAt, since))
        .groupBy(sql`1`),
      database
        .select({ industry: jobs.industry, jobs: count() })
        .from(jobs)
        .where(eq(jobs.status, "open"))
        .groupBy(jobs.industry)
        .orderBy(desc(count()), jobs.industry),
    ]);
  const [weekStarts] = await Promise.all([
    database.execute<{ week: string }>(
      sql`SELECT to_char(date_trunc('week', now()) - make_interval(weeks => w), 'YYYY-MM-DD') AS week FROM generate_series(${WEEKS - 1}, 0, -1) AS w`,
    ),
  ]);
  const byWeek = (rows: { week: string; n: number }[]) => new Map(rows.map((row) => [row.week, row.n]));
  const appsByWeek = byWeek(appWeeks);
  const messagesByWeek = byWeek(messageWeeks);
  return {
    openJobs: openJobs[0]?.n ?? 0,
    applicationsThisWeek: applicationsThisWeek[0]?.n ?? 0,
    unhandledMessages: unhandled[0]?.n ?? 0,
    pendingReviews: pending[0]?.n ?? 0,
    subscribers: subscribed[0]?.n ?? 0,
    weekly: weekStarts.rows.map(({ week }) => ({
      weekStart: week,
      applications: appsByWeek.get(week) ?? 0,
      messages: messagesByWeek.get(week) ?? 0,
    })),
    openJobsByIndustry: byIndustry,
  };
}

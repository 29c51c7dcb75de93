import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { BENEFIT_ELECTIONS, BENEFIT_KINDS } from "../../../common/recruiting";
import { candidates } from "./candidates";
import { payAmount } from "./columns";

/** Benefit plans offered to eligible contractors, with their cost per pay period (weekly pay). */
export const benefitPlans = pgTable(
  "benefit_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: BENEFIT_KINDS }).notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    /** Dollars per pay period; for the 401(k) the cost is a percentage of gross instead. */
    costPerPeriod: payAmount("cost_per_period").notNull().default("0"),
    /** For retirement plans: the contractor's contribution as a percentage of gross (e.g. 4.00). */
    contributionPercent: numeric("contribution_percent", { precision: 5, scale: 2 }),
    /** Days on assignment before a contractor may enroll. */
    eligibleAfterDays: integer("eligible_after_days").notNull().default(30),
    active: integer("active").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("benefit_plans_kind_idx").on(table.kind)],
);

/** A contractor's choice for one kind of benefit: enrolled in a plan, or waived. */
export const benefitElections = pgTable(
  "benefit_elections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: BENEFIT_KINDS }).notNull(),
    election: text("election", { enum: BENEFIT_ELECTIONS }).notNull(),
    planId: uuid("plan_id").references(() => benefitPlans.id),
    electedAt: timestamp("elected_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("benefit_elections_candidate_kind_unique").on(table.candidateId, table.kind),
    check("benefit_elections_plan", sql`(${table.election} = 'enrolled') = (${table.planId} IS NOT NULL)`),
  ],
);

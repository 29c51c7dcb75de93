/** Input schemas of ranking (issue 22): the weights a client may change and the order ranked. */
import { SALARY_PERIODS, WORKPLACE_TYPES } from "./jobs";
import {
  DEFAULT_MATCHING_WEIGHTS,
  MATCHING_CRITERIA,
  MATCHING_CRITERION_LABELS,
  MATCHING_LEVELS,
  MATCHING_LIMITS,
  MATCHING_WEIGHT_MAX,
  type MatchingCriterion,
} from "./matching";
import { z } from "./zod";

export { MATCHING_LIMITS };

const L = MATCHING_LIMITS;

export const MATCHING_MESSAGES = {
  weight: (criterion: MatchingCriterion) =>
    `${MATCHING_CRITERION_LABELS[criterion]}: please enter a whole number from 0 to ${MATCHING_WEIGHT_MAX}`,
  allZero: "Please give at least one criterion a weight above 0",
  title: `Please enter a job title of up to ${L.title} characters`,
  skills: `Please list up to ${L.skills} skills of up to ${L.skill} characters each`,
  years: `Please enter years of experience from 0 to ${L.years}`,
  pay: "Please enter pay as a whole number of dollars",
  payRange: "The lowest pay must not be above the highest",
  startDate: "Please enter a valid date (YYYY-MM-DD)",
} as const;

const M = MATCHING_MESSAGES;

const weight = (criterion: MatchingCriterion) =>
  z
    .number({ error: M.weight(criterion) })
    .int(M.weight(criterion))
    .min(0, M.weight(criterion))
    .max(MATCHING_WEIGHT_MAX, M.weight(criterion));

/** A client's weights: any criterion left out keeps its default; all at 0 would rank nothing. */
export const matchingWeightsSchema = z
  .strictObject(
    Object.fromEntries(
      MATCHING_CRITERIA.map((criterion) => [
        criterion,
        weight(criterion).default(DEFAULT_MATCHING_WEIGHTS[criterion]),
      ]),
    ) as Record<MatchingCriterion, z.ZodDefault<z.ZodNumber>>,
  )
  .refine((weights) => MATCHING_CRITERIA.some((criterion) => weights[criterion] > 0), { message: M.allZero });

const skillList = z
  .array(z.string().trim().min(1, M.skills).max(L.skill, M.skills), { error: M.skills })
  .max(L.skills, M.skills)
  .default([]);
const pay = z.number({ error: M.pay }).int(M.pay).min(0, M.pay).max(L.pay, M.pay).nullable().default(null);
const place = z.string().trim().max(L.place).nullable().default(null);

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return (
    /^\d{4}-\d\d-\d\d$/.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
  );
}

/** The order to rank for (the copilot's order form and the demo post this). */
export const matchingOrderSchema = z
  .strictObject({
    title: z.string({ error: M.title }).trim().min(1, M.title).max(L.title, M.title),
    description: z.string().trim().max(L.description).default(""),
    mustHaveSkills: skillList,
    niceToHaveSkills: skillList,
    minYearsExperience: z
      .number({ error: M.years })
      .min(0, M.years)
      .max(L.years, M.years)
      .nullable()
      .default(null),
    level: z.enum(MATCHING_LEVELS).nullable().default(null),
    workplaceType: z.enum(WORKPLACE_TYPES).default("on-site"),
    city: place,
    state: place,
    payMin: pay,
    payMax: pay,
    payPeriod: z.enum(SALARY_PERIODS).default("hour"),
    startDate: z.string().refine(isCalendarDate, M.startDate).nullable().default(null),
  })
  .refine((order) => order.payMin === null || order.payMax === null || order.payMin <= order.payMax, {
    message: M.payRange,
    path: ["payMin"],
  });

/** Input schemas of order drafting and the demo (issue 22): the text to draft from, an edited draft, a rank request. */
import { DRAFTING_LIMITS } from "./copilot-drafting";
import { EMPLOYMENT_TYPES, SALARY_PERIODS, WORKPLACE_TYPES } from "./jobs";
import { MATCHING_LEVELS } from "./matching";
import { MATCHING_MESSAGES, matchingWeightsSchema } from "./matching-schemas";
import { z } from "./zod";

export { DRAFTING_LIMITS };

const L = DRAFTING_LIMITS;

export const DRAFTING_MESSAGES = {
  text: `Please describe the role in a few words (up to ${L.text.toLocaleString("en-US")} characters)`,
  title: MATCHING_MESSAGES.title,
  summary: `Please keep the summary under ${L.summary.toLocaleString("en-US")} characters`,
  items: `Please list up to ${L.items} items of up to ${L.item} characters each`,
  skills: MATCHING_MESSAGES.skills,
  years: MATCHING_MESSAGES.years,
  level: "Please choose a level from the list",
  education: `Please keep education under ${L.education} characters`,
  workType: "Please choose a work type from the list",
  hours: `Please keep the hours or shift under ${L.hours} characters`,
  workplaceType: "Please choose on-site, hybrid or remote",
  place: `Please keep the city and state under ${L.place} characters each`,
  pay: MATCHING_MESSAGES.pay,
  payRange: MATCHING_MESSAGES.payRange,
  payPeriod: "Please choose hour or year",
} as const;

const M = DRAFTING_MESSAGES;

/** What a client types or pastes: a few sentences or a whole job description. */
export const draftRequestSchema = z.strictObject({
  text: z
    .string({ error: M.text })
    .trim()
    .min(1, M.text)
    .max(L.text, M.text)
    .refine((text) => /[\p{L}\p{N}]/u.test(text), M.text),
});

const itemList = z
  .array(z.string({ error: M.items }).trim().min(1, M.items).max(L.item, M.items), { error: M.items })
  .max(L.items, M.items);
const skillList = z
  .array(z.string({ error: M.skills }).trim().min(1, M.skills).max(L.skill, M.skills), { error: M.skills })
  .max(L.skills, M.skills);
const place = z.string({ error: M.place }).trim().max(L.place, M.place).nullable();
const pay = z.number({ error: M.pay }).int(M.pay).min(0, M.pay).max(L.pay, M.pay).nullable();

/** A draft as the client edited it (and as every drafter must produce it). */
export const orderDraftSchema = z.strictObject({
  title: z.string({ error: M.title }).trim().min(1, M.title).max(L.title, M.title),
  summary: z.string({ error: M.summary }).trim().max(L.summary, M.summary),
  responsibilities: itemList,
  mustHaveSkills: skillList,
  niceToHaveSkills: skillList,
  experience: z.strictObject({
    minYears: z.number({ error: M.years }).min(0, M.years).max(L.years, M.years).nullable(),
    level: z.enum(MATCHING_LEVELS, { error: M.level }).nullable(),
  }),
  education: z.string({ error: M.education }).trim().max(L.education, M.education),
  schedule: z.strictObject({
    workType: z.enum(EMPLOYMENT_TYPES, { error: M.workType }),
    hours: z.string({ error: M.hours }).trim().max(L.hours, M.hours),
  }),
  location: z.strictObject({
    workplaceType: z.enum(WORKPLACE_TYPES, { error: M.workplaceType }),
    city: place,
    state: place,
  }),
  pay: z
    .strictObject({
      min: pay,
      max: pay,
      period: z.enum(SALARY_PERIODS, { error: M.payPeriod }),
      basedOn: z.number().int().min(0),
      note: z.string().trim().max(L.note),
    })
    .refine((range) => range.min === null || range.max === null || range.min <= range.max, {
      message: M.payRange,
      path: ["min"],
    }),
  screeningQuestions: itemList,
});

/** The demo's ranking request: the (edited) draft and, optionally, the weights to rank with. */
export const demoRankRequestSchema = z.strictObject({
  draft: orderDraftSchema,
  weights: matchingWeightsSchema.optional(),
});

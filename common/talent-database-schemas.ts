/**
 * The input schemas of the public candidate database (issue 21), with TALENT_MESSAGES: the forms check
 * with them in the browser and the server parses every call with them. Endpoints and shapes:
 * `common/talent-database.ts`.
 */
import { emailAddress, phoneNumber, requiredLine, singleLine } from "./form-fields";
import { HONEYPOT_FIELD } from "./honeypot";
import { JOB_ORDER_TYPES } from "./job-orders";
import { WORKPLACE_TYPES } from "./jobs";
import {
  TALENT_LIMITS as LIMITS,
  TALENT_MESSAGES as M,
  TALENT_AVAILABILITY,
  TALENT_INDUSTRIES,
  TALENT_REGIONS,
  TALENT_WORK_TYPES,
} from "./talent-database";
import { z } from "./zod";

/** A query-string value that is blank reads as not given. */
const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    schema.optional(),
  );

/** GET /api/talent and the /candidate-database page's query string. */
export const talentSearchSchema = z.object({
  q: optionalParam(
    z
      .string()
      .transform(singleLine)
      .pipe(z.string().max(LIMITS.query, { message: M.query })),
  ),
  skills: z
    .string()
    .optional()
    .transform((value) => [
      ...new Set(
        (value ?? "")
          .split(",")
          .map((skill) => singleLine(skill).toLowerCase())
          .filter(Boolean),
      ),
    ])
    .refine((skills) => skills.length <= LIMITS.skills, { message: M.skills }),
  industry: optionalParam(z.enum(TALENT_INDUSTRIES, { message: M.industry })),
  region: optionalParam(z.enum(TALENT_REGIONS, { message: M.region })),
  availability: optionalParam(z.enum(TALENT_AVAILABILITY, { message: M.availability })),
  workType: optionalParam(z.enum(TALENT_WORK_TYPES as [string, ...string[]], { message: M.workType })),
  /** Only profiles with a passed assessment they chose to share. */
  assessed: z
    .unknown()
    .optional()
    .transform((value) => value === "true" || value === "on" || value === true),
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(Math.ceil(LIMITS.totalCap / LIMITS.pageSize))
    .catch(1),
});
export type TalentSearch = z.output<typeof talentSearchSchema>;

/** A listing's public id as links carry it. */
export const talentProfileIdSchema = z.string().regex(/^[a-z0-9]{16}$/, { message: M.profileId });

/** POST /api/talent/:profileId/leads: a visitor asks for a candidate (the contact form's rules). */
export const talentLeadSchema = z.object({
  /** The listing asked for (the path's id); an unknown one is a 404, not a field error. */
  profileId: z.string({ message: M.profileId }).max(64, { message: M.profileId }),
  company: requiredLine(M.company, M.companyTooLong, LIMITS.company),
  name: requiredLine(M.name, M.nameTooLong, LIMITS.name),
  email: emailAddress(M.email, LIMITS.email),
  phone: phoneNumber(M.phone, LIMITS.phone),
  message: z
    .string({ message: M.message })
    .optional()
    .transform((value) => (value ?? "").trim())
    .pipe(z.string().max(LIMITS.message, { message: M.message })),
  /** The hidden field only bots fill. */
  [HONEYPOT_FIELD]: z.unknown().optional(),
});
export type TalentLeadInput = z.input<typeof talentLeadSchema>;

/** POST /api/employers/talent-requests: an existing open order of the company, or "new" with a title. */
export const talentEmployerRequestSchema = z
  .object({
    profileId: talentProfileIdSchema,
    orderId: z.union([z.literal("new"), z.uuid({ message: M.order })], { message: M.order }),
    newOrderTitle: z
      .string({ message: M.orderTitle })
      .optional()
      .transform((value) => singleLine(value ?? ""))
      .pipe(z.string().max(LIMITS.orderTitle, { message: M.orderTitleTooLong })),
    newOrderType: optionalParam(z.enum(JOB_ORDER_TYPES, { message: M.orderType })),
    newOrderWorkplace: optionalParam(z.enum(WORKPLACE_TYPES, { message: M.orderWorkplace })),
    message: z
      .string({ message: M.message })
      .optional()
      .transform((value) => (value ?? "").trim())
      .pipe(z.string().max(LIMITS.message, { message: M.message })),
  })
  .superRefine((value, context) => {
    if (value.orderId !== "new") return;
    if (!value.newOrderTitle)
      context.addIssue({ code: "custom", path: ["newOrderTitle"], message: M.orderTitle });
    if (!value.newOrderType)
      context.addIssue({ code: "custom", path: ["newOrderType"], message: M.orderType });
    if (!value.newOrderWorkplace)
      context.addIssue({ code: "custom", path: ["newOrderWorkplace"], message: M.orderWorkplace });
  });
export type TalentEmployerRequestInput = z.input<typeof talentEmployerRequestSchema>;

/** PUT /api/candidates/talent-profile: the switch and what a listing needs beyond the profile. */
export const talentSettingsSchema = z
  .object({
    listed: z.boolean({ message: M.listedChoice }),
    yearsExperience: z
      .union([z.number(), z.string().trim()], { message: M.years })
      .nullish()
      .transform((value) => (value === "" || value === undefined || value === null ? null : Number(value)))
      .refine(
        (value) => value === null || (Number.isInteger(value) && value >= 0 && value <= LIMITS.yearsMax),
        {
          message: M.years,
        },
      ),
    industry: z
      .enum(TALENT_INDUSTRIES, { message: M.industry })
      .nullish()
      .transform((value) => value ?? null),
    region: z
      .enum(TALENT_REGIONS, { message: M.region })
      .nullish()
      .transform((value) => value ?? null),
  })
  .superRefine((value, context) => {
    if (!value.listed) return;
    if (value.yearsExperience === null)
      context.addIssue({ code: "custom", path: ["yearsExperience"], message: M.years });
    if (value.industry === null)
      context.addIssue({ code: "custom", path: ["industry"], message: M.industry });
    if (value.region === null) context.addIssue({ code: "custom", path: ["region"], message: M.region });
  });
export type TalentSettingsInput = z.input<typeof talentSettingsSchema>;

/** POST /api/admin/talent-requests/:id/answer: the answer a candidate gave a recruiter. */
export const talentStaffAnswerSchema = z.strictObject({
  answer: z.enum(["accepted", "declined"], { message: M.answer }),
});

/**
 * A visitor proves an email address before a sitting: a 6-digit code by email (through the outbox),
 * keyed-hashed, 15 minutes, 5 tries, with requests limited per address and per client address.
 */
import { sql } from "drizzle-orm";
import { assessmentVerificationSchema } from "../../../common/assessment-schemas";
import {
  ASSESSMENT_MESSAGES,
  type AssessmentCodeSent,
  VISITOR_CODE_ATTEMPTS,
  VISITOR_CODE_MINUTES,
} from "../../../common/assessments";
import { z } from "../../../common/zod";
import { db } from "../../db/client";
import { type AssessmentVerificationPurpose, assessmentEmailVerifications } from "../../db/schema";
import { accountVerifications } from "../../kernel/account-verifications";
import { siteLink } from "../../kernel/email-layout";
import { perClientAddress, type UseCase } from "../../kernel/use-case";
import { actionEmail } from "../../mail/action-email";
import { enqueueMail } from "../../mail/outbox";
import { appSecret } from "../secrets";
import { publicAssessment } from "./listing";

const PURPOSE: AssessmentVerificationPurpose = "start-assessment";

const verifications = accountVerifications<AssessmentVerificationPurpose>({
  table: assessmentEmailVerifications,
  owner: { column: assessmentEmailVerifications.email, key: "email" },
  rules: {
    [PURPOSE]: {
      lifetimeSeconds: VISITOR_CODE_MINUTES * 60,
      maxAttempts: VISITOR_CODE_ATTEMPTS,
      withCode: true,
    },
  },
  codeKey: () => appSecret("assessment-verification-code"),
});

export const VISITOR_CODE_LIMITS = {
  perAddress: { name: "assessment-code-email", limit: 3, windowSeconds: 15 * 60 },
  perClient: { name: "assessment-code-ip", limit: 10, windowSeconds: 15 * 60 },
  startPerClient: { name: "assessment-start-ip", limit: 30, windowSeconds: 15 * 60 },
} as const;

const codeRequestInput = assessmentVerificationSchema.extend({ slug: z.string() });

/** POST /api/assessments/:slug/verification: a new code (the previous one stops working). */
export const assessmentCodeRequest: UseCase<typeof codeRequestInput, AssessmentCodeSent> = {
  input: codeRequestInput,
  limits: [
    { ...VISITOR_CODE_LIMITS.perClient, key: perClientAddress },
    { ...VISITOR_CODE_LIMITS.perAddress, key: ({ email }) => email },
  ],
  run: async ({ slug, email }) => {
    const assessment = await publicAssessment(slug);
    await db().transaction(async (tx) => {
      const { code } = await verifications.issue(tx, email, PURPOSE);
      await enqueueMail(
        tx,
        actionEmail({
          to: email,
          title: `Your assessment verification code is ${code}`,
          lines: [
            "Hello,",
            `To start the ${assessment.title}, enter this code on the assessment page: ${code}`,
            `The code works for ${VISITOR_CODE_MINUTES} minutes. The assessment takes ${assessment.minutes} minutes once you start, so start when you have the time.`,
          ],
          action: { href: siteLink(`/assessment/${assessment.slug}`), label: "Open the assessment" },
          after: ["If you did not ask for this code, you can ignore this email."],
        }),
      );
    });
    return { sentTo: email, expiresInMinutes: VISITOR_CODE_MINUTES, message: ASSESSMENT_MESSAGES.codeSent };
  },
};

/**
 * Uses up the visitor's code for the address (wrong tries counted and committed); 400 naming `code`
 * when it is wrong, expired, used up or never sent.
 */
export async function proveVisitorAddress(email: string, code: string): Promise<void> {
  await verifications.verifyAddress(
    PURPOSE,
    { code },
    { find: async () => email, markVerified: async () => {} },
  );
}

/** Codes that stopped working more than a day ago: nothing reads them again. */
export async function deleteEndedVisitorCodes(): Promise<number> {
  const deleted = await db()
    .delete(assessmentEmailVerifications)
    .where(
      sql`least(${assessmentEmailVerifications.expiresAt}, ${assessmentEmailVerifications.consumedAt}) < now() - interval '1 day'`,
    )
    .returning({ id: assessmentEmailVerifications.id });
  return deleted.length;
}

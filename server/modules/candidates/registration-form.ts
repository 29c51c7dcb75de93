import { candidateRegistrationSchema } from "../../../common/candidates";
import { HONEYPOT_FIELD } from "../../../common/honeypot";
import { parseInput } from "../../kernel/parse-input";
import { deleteStoredFile, type UploadRequest } from "../../storage";
import { claimReferral, referralTokenOf } from "../referrals";
import { limitUploadsByAddress, readResumeText, receiveResumeForm, removingFileOnFailure } from "../resumes";
import { registerCandidate } from "./accounts";
import { CANDIDATE_RATE_LIMITS } from "./rate-limits";

/**
 * The registration form's text fields (the JSON body's names) and the hidden field only bots fill;
 * anything else in the form is dropped.
 */
export const REGISTRATION_FORM_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "password",
  "consentTerms",
  "consentSms",
  "referral",
  HONEYPOT_FIELD,
] as const;

/**
 * Registration as multipart/form-data, with an optional resume (PDF or DOCX by content, at most
 * 10 MB, checked while it streams). The per-address limit is counted before any byte is read. A new
 * account keeps the resume; when the address already has one, or anything fails, the file is deleted
 * and the caller answers exactly as for a new account. A filled hidden field (a bot) gets the same
 * answer and nothing is created.
 */
export async function registerCandidateFromForm({
  request,
  ip,
}: {
  request: UploadRequest;
  ip?: string;
}): Promise<void> {
  await limitUploadsByAddress(request, CANDIDATE_RATE_LIMITS.registerPerIp, ip);
  const { file, fields } = await receiveResumeForm(request, REGISTRATION_FORM_FIELDS);
  const { [HONEYPOT_FIELD]: trap, referral, ...registration } = fields;
  if (trap) {
    if (file) await deleteStoredFile(file.id);
    return;
  }
  const { created } = await removingFileOnFailure(file, async () => {
    const values = parseInput(candidateRegistrationSchema, registration, { naming: "form-field" });
    // The text feeds the candidate database's search; a resume it cannot read still registers.
    const resumeText = file ? await readResumeText(file).catch(() => "") : "";
    return registerCandidate(values, { resumeFileId: file?.id, resumeText });
  });
  if (file && !created) await deleteStoredFile(file.id);
  if (created) await claimReferral((registration.email ?? "").trim(), referralTokenOf(referral));
}

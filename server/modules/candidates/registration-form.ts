import { candidateRegistrationSchema } from "../../../common/candidates";
import { deleteStoredFile, type UploadRequest } from "../../storage";
import {
  fieldErrorsOf,
  invalidFields,
  limitUploadsByAddress,
  receiveResumeForm,
  removingFileOnFailure,
} from "../resumes";
import { registerCandidate } from "./accounts";
import { CANDIDATE_RATE_LIMITS } from "./rate-limits";

/** The registration form's text fields (the JSON body's names); anything else in the form is dropped. */
export const REGISTRATION_FORM_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "password",
  "consentTerms",
  "consentSms",
] as const;

/**
 * Registration as multipart/form-data, with an optional resume (PDF or DOCX by content, at most
 * 10 MB, checked while it streams). The per-address limit is counted before any byte is read. A new
 * account keeps the resume; when the address already has one, or anything fails, the file is deleted
 * and the caller answers exactly as for a new account.
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
  const { created } = await removingFileOnFailure(file, () => {
    const parsed = candidateRegistrationSchema.safeParse(fields);
    if (!parsed.success) throw invalidFields(fieldErrorsOf(parsed.error.issues));
    return registerCandidate(parsed.data, { resumeFileId: file?.id });
  });
  if (file && !created) await deleteStoredFile(file.id);
}

import { useState } from "react";
import { SubmissionSuccess } from "~/components/applications/submission-success";
import {
  ResumeUploadForm,
  type StagedUpload,
  TalentProfileForm,
} from "~/components/applications/talent-pool-forms";
import type { FormProblem } from "~/components/forms/form-outcome";
import { PageHero } from "~/components/marketing/page-hero";
import { SquareBulletList } from "~/components/marketing/square-bullet-list";
import { readPageForm } from "~/lib/page-form.server";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { answerRefusals } from "~/lib/use-case-action.server";
import { RESUME_FIELD } from "../../../common/application-options";
import { HONEYPOT_FIELD } from "../../../common/honeypot";
import { confirmResumeUpload, stageResumeUpload } from "../../../server/modules/applications";
import type { Route } from "./+types/upload-resume";

type UploadResumeResult =
  | { step: "review"; upload: StagedUpload; problem?: FormProblem }
  | { step: "upload"; problem: FormProblem }
  | { step: "saved"; message: string; email: string };

/**
 * Without JavaScript both steps post here: the multipart upload (step 1), then the corrected fields
 * (step 2, intent=save). With JavaScript step 1 goes to the API for its progress bar.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const isUpload = request.headers.get("content-type")?.toLowerCase().startsWith("multipart/form-data");
  if (isUpload) {
    return answerRefusals(
      async () => {
        const upload = await stageResumeUpload({ request, ip: context.clientIp });
        return { step: "review", upload } satisfies UploadResumeResult;
      },
      (problem): UploadResumeResult => ({ step: "upload", problem }),
      { fileField: RESUME_FIELD },
    );
  }
  const form = await readPageForm(request);
  const value = (name: string) => {
    const entry = form.get(name);
    return typeof entry === "string" ? entry : "";
  };
  const upload: StagedUpload = {
    uploadId: value("uploadId"),
    token: value("token"),
    fileName: value("fileName"),
    fields: {
      fullName: value("fullName"),
      email: value("email"),
      phone: value("phone"),
      recentTitle: value("recentTitle"),
      skills: value("skills")
        .split(",")
        .map((skill) => skill.trim())
        .filter(Boolean),
    },
  };
  return answerRefusals(
    async () => {
      const saved = await confirmResumeUpload({
        uploadId: upload.uploadId,
        body: {
          ...upload.fields,
          skills: value("skills"),
          token: upload.token,
          consentTerms: value("consentTerms"),
          consentSms: value("consentSms"),
          [HONEYPOT_FIELD]: value(HONEYPOT_FIELD),
        },
        ip: context.clientIp,
      });
      return { step: "saved", message: saved.message, email: saved.email } satisfies UploadResumeResult;
    },
    (problem): UploadResumeResult => ({ step: "review", upload, problem }),
    { fileField: RESUME_FIELD },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Submit Your Resume",
    description:
      "Join Sunshine Staffing's talent pool: upload your resume (PDF or DOCX), check the details we read from it, and our recruiters will contact you when a role fits.",
    path: "/upload-resume",
    appUrl: appUrlFrom(matches),
  });
}

const HOW_IT_WORKS = [
  "We read your contact details, skills and latest title from your resume.",
  "Recruiters search the talent pool first when a client needs someone.",
  "Your resume stays private: only our recruiters can open it.",
];

export default function UploadResumePage({ actionData }: Route.ComponentProps) {
  const result = actionData as UploadResumeResult | undefined;
  const [stagedInBrowser, setStagedInBrowser] = useState<StagedUpload | undefined>();
  const staged = result?.step === "review" ? result.upload : stagedInBrowser;

  let panel: React.ReactNode;
  if (result?.step === "saved") {
    panel = (
      <SubmissionSuccess heading="Resume saved">
        <p>{result.message}</p>
        <p>
          We sent a confirmation to <strong>{result.email}</strong>.
        </p>
      </SubmissionSuccess>
    );
  } else if (staged) {
    panel = (
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <TalentProfileForm upload={staged} problem={result?.step === "review" ? result.problem : undefined} />
      </div>
    );
  } else {
    panel = (
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <ResumeUploadForm
          serverProblem={result?.step === "upload" ? result.problem : undefined}
          onStaged={setStagedInBrowser}
        />
      </div>
    );
  }

  return (
    <PageHero
      eyebrow="Talent pool"
      title="Submit your resume"
      description={
        <>
          <p>Not sure which job fits? Send us your resume and we'll match you with roles as they open.</p>
          <SquareBulletList items={HOW_IT_WORKS} />
        </>
      }
      aside={panel}
    />
  );
}

import { AccountDataSection } from "~/components/candidate/account-data-section";
import { AssessmentResults } from "~/components/candidate/assessment-results";
import { MatchingChoicesSection } from "~/components/candidate/matching-choices-section";
import { PasswordChangeForm } from "~/components/candidate/password-change-form";
import { usePortalCandidate } from "~/components/candidate/portal-context";
import { ProfileDetailsForm } from "~/components/candidate/profile-details-form";
import { ResumeSection, SkillsForm, WorkPreferencesForm } from "~/components/candidate/profile-sections";
import { TalentListingSection } from "~/components/candidate/talent-listing-section";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/profile";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "My Profile",
    description:
      "Your candidate profile, skills, work preferences, candidate database listing, AI matching choices, resume and password.",
    path: "/candidate/profile",
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

export default function CandidateProfilePage() {
  const candidate = usePortalCandidate();
  return (
    <div className="space-y-8">
      <div>
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight">My Profile</h1>
        <p className="mt-2 text-slate-600">Keep your details current so our recruiters can reach you.</p>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
        <ProfileDetailsForm key={candidate.id} candidate={candidate} />
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
        <SkillsForm key={candidate.id} candidate={candidate} />
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
        <WorkPreferencesForm key={candidate.id} candidate={candidate} />
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
        <TalentListingSection />
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
        <MatchingChoicesSection />
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
        <ResumeSection candidate={candidate} />
      </div>
      <AssessmentResults headingId="profile-assessments" />
      <div className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
        <PasswordChangeForm />
      </div>
      <AccountDataSection />
    </div>
  );
}

import { UserRoundIcon } from "lucide-react";
import { Link } from "react-router";
import { ProfileSummary } from "~/components/candidate/profile-summary";
import { useCandidateAccount } from "~/components/candidate/use-candidate-account";
import { QueryProvider } from "~/components/query-provider";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/public-profile";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Your Profile",
    description: "Your candidate profile, or sign in to see it.",
    path: "/profile",
    appUrl: appUrlFrom(matches),
    noindex: true,
  });
}

/** /profile: the signed-in candidate's profile, or an invitation to sign in or create an account. */
export default function PublicProfilePage() {
  return (
    <QueryProvider>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <ProfileContent />
      </div>
    </QueryProvider>
  );
}

function ProfileContent() {
  const account = useCandidateAccount();
  if (account.status === "checking") {
    return (
      <div aria-busy="true" className="space-y-4">
        <p role="status" className="sr-only">
          Loading your profile…
        </p>
        <Skeleton className="h-9 w-48" />
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
    );
  }
  if (account.status === "signed-in") {
    return (
      <div className="space-y-6">
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Your Profile</h1>
        <ProfileSummary candidate={account.candidate} />
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/candidate/profile">Edit profile</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/candidate/dashboard">Go to your dashboard</Link>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <UserRoundIcon aria-hidden="true" className="mx-auto size-10 text-brand-700" />
      <h1 className="mt-4 font-bold text-2xl text-slate-900">Sign in to see your profile</h1>
      <p className="mt-2 text-slate-600">
        Your profile keeps your details and resume in one place for our recruiters.
      </p>
      {account.status === "unreachable" ? (
        <p role="alert" className="mt-4 text-red-800 text-sm">
          We could not reach the server. Check your connection and try again.
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/candidate/login?returnTo=%2Fcandidate%2Fprofile">Sign In</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/candidate/registration">Create Account</Link>
        </Button>
      </div>
    </div>
  );
}

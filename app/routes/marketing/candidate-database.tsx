import { ArrowLeftIcon, UsersIcon } from "lucide-react";
import { data, Link, useNavigation } from "react-router";
import { Pagination } from "~/components/marketing/pagination";
import { TalentCardView } from "~/components/talent/talent-card";
import { EmployerRequestForm, VisitorLeadForm } from "~/components/talent/talent-request-forms";
import { TalentSearchForm, type TalentSearchValues } from "~/components/talent/talent-search-form";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { employerFromRequest } from "~/lib/employer-guard.server";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { canEmployer, EMPLOYER_ROLE_REFUSAL } from "../../../common/employer-options";
import {
  TALENT_DATABASE_PATH,
  TALENT_MESSAGES,
  type TalentOrderOption,
  type TalentProfile,
} from "../../../common/talent-database";
import { todayInFlorida } from "../../../common/timesheets";
import { Invalid, NotFound } from "../../../server/errors";
import {
  getTalentProfile,
  searchTalent,
  talentOrderOptions,
  talentSearchOf,
} from "../../../server/modules/talent-database";
import type { Route } from "./+types/candidate-database";

const SEARCH_KEYS = ["q", "skills", "industry", "region", "availability", "workType", "assessed"] as const;

/** The address of the list with these params (blank ones dropped), on `page`. */
function listHref(params: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams();
  for (const key of [...SEARCH_KEYS, "page", "profile"]) {
    const value = key in changes ? changes[key] : params.get(key);
    if (value) next.set(key, value);
  }
  const query = next.toString();
  return query ? `${TALENT_DATABASE_PATH}?${query}` : TALENT_DATABASE_PATH;
}

/** The requested listing, or why it is not shown (gone or never listed). */
async function selectedProfile(id: string | null): Promise<TalentProfile | "missing" | null> {
  if (!id) return null;
  try {
    return await getTalentProfile(id);
  } catch (error) {
    if (error instanceof NotFound) return "missing";
    throw error;
  }
}

/**
 * The public candidate database: the search runs on the server (the cards are anonymised by the
 * module's allow-list); a signed-in employer also gets the company's open orders to request into.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = url.searchParams;
  let errors: Record<string, string> = {};
  let search: ReturnType<typeof talentSearchOf>;
  try {
    search = talentSearchOf(params);
  } catch (error) {
    if (!(error instanceof Invalid)) throw error;
    errors = error.fields ?? { q: error.message };
    search = talentSearchOf(new URLSearchParams());
  }
  const [results, selected, employer] = await Promise.all([
    Object.keys(errors).length > 0 ? null : searchTalent(search),
    selectedProfile(params.get("profile")),
    employerFromRequest(request),
  ]);
  const canRequest = employer ? canEmployer(employer.role, "manageOrders") : false;
  const values: TalentSearchValues = {
    q: params.get("q") ?? "",
    skills: params.getAll("skills").join(", "),
    industry: params.get("industry") ?? "",
    region: params.get("region") ?? "",
    availability: params.get("availability") ?? "",
    workType: params.get("workType") ?? "",
    assessed: params.get("assessed") === "true",
  };
  const filtered = SEARCH_KEYS.some((key) => params.get(key));
  return data(
    {
      query: params.toString(),
      values,
      errors,
      results,
      filtered,
      selected,
      employer: employer
        ? { canRequest, orders: canRequest ? await talentOrderOptions(employer) : [] }
        : null,
      currentMonth: todayInFlorida().slice(0, 7),
    },
    {
      status: Object.keys(errors).length > 0 ? 400 : 200,
      // What an employer sees (their orders) must not be cached for anyone else.
      headers: { "Cache-Control": "private, no-store", Vary: "Cookie" },
    },
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Candidate Database",
    description:
      "Browse anonymised profiles of available candidates in Miami, Fort Lauderdale and across Florida: skills, experience, availability and assessed results. Request a candidate and our recruiters introduce you.",
    path: TALENT_DATABASE_PATH,
    appUrl: appUrlFrom(matches),
    noindex: Boolean(loaderData?.filtered || loaderData?.selected),
  });
}

export default function CandidateDatabasePage({ loaderData }: Route.ComponentProps) {
  const { query, values, errors, results, filtered, selected, employer, currentMonth } = loaderData;
  const params = new URLSearchParams(query);
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === TALENT_DATABASE_PATH;
  const pageCount = results ? Math.ceil(results.total / results.pageSize) : 0;
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <header className="max-w-3xl">
          <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">Candidate Database</h1>
          <p className="mt-3 text-lg text-slate-700">
            Browse candidates our recruiters know, who chose to be listed. Profiles are anonymous: you see
            skills, experience and availability, never who they are. Request a candidate and we ask them
            first; if they agree, a recruiter introduces you.
          </p>
        </header>

        {selected ? (
          <RequestSection
            selected={selected}
            employer={employer}
            backHref={listHref(params, { profile: null })}
            currentMonth={currentMonth}
          />
        ) : null}

        <TalentSearchForm key={query} values={values} errors={errors} />

        {results ? (
          <section aria-labelledby="talent-results-heading" aria-busy={searching} className="space-y-6">
            <h2 id="talent-results-heading" className="sr-only">
              Candidates
            </h2>
            <p role="status" className="font-medium text-slate-800">
              {results.totalIsCapped
                ? `More than ${results.total.toLocaleString("en-US")} candidates`
                : `${results.total.toLocaleString("en-US")} ${results.total === 1 ? "candidate" : "candidates"}`}
            </p>
            {results.cards.length === 0 ? (
              <EmptyResults filtered={filtered} />
            ) : (
              <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
                {results.cards.map((card) => (
                  <li key={card.profileId}>
                    <TalentCardView
                      card={card}
                      currentMonth={currentMonth}
                      headingLevel="h3"
                      action={
                        <Button asChild variant="outline" className="w-full sm:w-auto">
                          <Link
                            to={`${listHref(params, { profile: card.profileId })}#talent-request`}
                            aria-describedby={`talent-${card.profileId}`}
                          >
                            Request this candidate
                          </Link>
                        </Button>
                      }
                    />
                  </li>
                ))}
              </ul>
            )}
            <Pagination
              page={results.page}
              pageCount={pageCount}
              hrefFor={(page) => listHref(params, { page: page > 1 ? String(page) : null, profile: null })}
            />
          </section>
        ) : null}
      </div>
    </div>
  );
}

function EmptyResults({ filtered }: { filtered: boolean }) {
  return (
    <div className="rounded-xl border border-slate-300 border-dashed bg-white p-8 text-center">
      <UsersIcon aria-hidden="true" className="mx-auto size-10 text-brand-700" />
      <h3 className="mt-3 font-semibold text-lg text-slate-900">
        {filtered ? "No candidates match your search" : "No candidates are listed yet"}
      </h3>
      <p className="mt-2 text-slate-700">
        {filtered
          ? "Try fewer filters or other words, or tell a recruiter what you need and we will search for you."
          : "Tell a recruiter what you need and we will search our whole network for you."}
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        {filtered ? (
          <Button asChild variant="outline">
            <Link to={TALENT_DATABASE_PATH}>Clear filters</Link>
          </Button>
        ) : null}
        <Button asChild>
          <Link to="/contact">Contact a recruiter</Link>
        </Button>
      </div>
    </div>
  );
}

/** The chosen listing and its request form: the employer's (orders) or the visitor's (a lead). */
function RequestSection({
  selected,
  employer,
  backHref,
  currentMonth,
}: {
  selected: TalentProfile | "missing";
  employer: { canRequest: boolean; orders: TalentOrderOption[] } | null;
  backHref: string;
  currentMonth: string;
}) {
  return (
    <section id="talent-request" aria-label="Request a candidate" className="scroll-mt-24 space-y-4">
      <Link
        to={backHref}
        className="inline-flex min-h-11 items-center gap-2 font-medium text-brand-700 underline"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        Back to all results
      </Link>
      {selected === "missing" ? (
        <Notice tone="error">{TALENT_MESSAGES.notFound}</Notice>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <TalentCardView card={selected} currentMonth={currentMonth} />
          <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            {employer === null ? (
              <VisitorLeadForm profileId={selected.profileId} />
            ) : employer.canRequest ? (
              <EmployerRequestForm profileId={selected.profileId} orders={employer.orders} />
            ) : (
              <Notice tone="info">{EMPLOYER_ROLE_REFUSAL}</Notice>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

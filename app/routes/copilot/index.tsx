import { ArrowRightIcon, BotIcon, PlayIcon, UserPlusIcon } from "lucide-react";
import { Link } from "react-router";
import { PlanCard } from "~/components/copilot/plan-card";
import { CtaBanner } from "~/components/marketing/cta-banner";
import { FaqList } from "~/components/marketing/faq-list";
import { NumberedSteps } from "~/components/marketing/numbered-steps";
import { PageHero } from "~/components/marketing/page-hero";
import { Section } from "~/components/marketing/section";
import { Button } from "~/components/ui/button";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import { BRAND } from "../../../common/brand";
import { COPILOT_PLANS } from "../../../common/copilot-plans";
import type { Route } from "./+types/index";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Copilot: the AI Hiring Assistant",
    description:
      "Turn a few sentences into a complete job order and see our Florida talent pool ranked with reasons you can check. From Sunshine Staffing, Miami and Fort Lauderdale, since 2014.",
    path: "/copilot",
    appUrl: appUrlFrom(matches),
  });
}

const STEPS = [
  {
    title: "Describe the role in a few sentences",
    description:
      "Type what you would tell a recruiter, or paste a job description you already have. The assistant drafts the title, summary, duties, skills, experience, schedule, location and screening questions.",
  },
  {
    title: "Check the draft and the suggested pay",
    description:
      "The pay range comes from the jobs our recruiters have filled for that title in your region, with how many it is based on. Every field stays editable, and nothing is sent until you submit the order.",
  },
  {
    title: "Review a ranked, anonymised shortlist",
    description:
      "Candidates from our talent pool who allow it, and the people who apply, are ranked with their reasons: skills matched and missing, experience, location, availability and pay fit. Change the weights and watch the order change.",
  },
  {
    title: "Decide, and our recruiters make the introductions",
    description:
      "Shortlist, pass with a reason or ask for an introduction. A recruiter from our Miami or Fort Lauderdale office contacts the candidate; names are shared only when the candidate accepts.",
  },
] as const;

const DATA_USE = [
  {
    title: "Anonymised ranking",
    description:
      "You see scores, reasons and skills with the resume lines that show them, never a name, photo, age, gender, address, school name or graduation year before an accepted introduction.",
  },
  {
    title: "Candidates can opt out",
    description:
      "Anyone in our talent pool can turn off automated ranking in their profile. They are then never ranked, only found by our recruiters.",
  },
  {
    title: "People make the decisions",
    description:
      "The assistant ranks and explains; it does not reject anyone. Every shortlist, pass and introduction is a person's choice, and our recruiters speak with every candidate.",
  },
  {
    title: "Demographics kept apart",
    description:
      "Voluntary, self-reported demographic answers are stored apart from everything a client sees and used only for the bias audit of selection rates, as New York City Local Law 144 requires.",
  },
] as const;

const FAQS = [
  {
    question: "Do I need a language model or an AI account?",
    answer:
      "No. The built-in drafter composes orders from our own jobs of similar titles and a catalogue of more than 1,500 skills, and the ranking works the same way. When we configure a language model it only helps word drafts and explanations; it never sets pay or scores.",
  },
  {
    question: "Where does the suggested pay range come from?",
    answer:
      "From the jobs Sunshine Staffing has posted and filled for that title in your metro area or state: the 25th to 75th percentile of their pay, with the number of jobs it is based on. If we have none, the draft says so and you enter your own range.",
  },
  {
    question: "Which candidates are ranked?",
    answer:
      "Candidates in our talent pool who allow automated ranking, and the people who apply to your order. The public demo ranks a small set of fictional sample candidates instead.",
  },
  {
    question: "Can I change how candidates are ranked?",
    answer:
      "Yes. Nine criteria (must-have skills, nice-to-have skills, job title, experience, location, availability, pay, shared assessments and resume relevance) each have a weight you can change, and the ranking updates with the points each criterion gave.",
  },
  {
    question: "What happens when I ask for an introduction?",
    answer:
      "A recruiter contacts the candidate. If they accept, you see their name and contact details and we arrange the interview, just as for any order placed with our team.",
  },
  {
    question: "Can I cancel my plan?",
    answer:
      "Yes. The owner of your workspace can change plan at any time (prorated) or cancel at the end of the billing period.",
  },
] as const;

const linkClass =
  "inline-flex items-center gap-1 rounded-sm font-semibold text-brand-700 text-sm hover:text-brand-800 hover:underline";

/**
 * /copilot: the AI hiring assistant's landing (issue 22): what it does, the plans and prices, how
 * data is used, questions, and the ways in (sign up, the demo).
 */
export default function CopilotLanding() {
  return (
    <>
      <PageHero
        eyebrow={
          <span className="inline-flex items-center gap-2">
            <BotIcon aria-hidden="true" className="size-5" />
            Copilot, the AI hiring assistant
          </span>
        }
        title="From a Few Sentences to a Ranked Shortlist"
        description={
          <p>
            Since {BRAND.founded}, {BRAND.name} has filled roles for employers from its{" "}
            {BRAND.offices.join(" and ")} offices. Copilot puts our recruiters' know-how in your hands:
            describe a role and get a complete job order, then see our talent pool ranked with reasons you can
            check. You make every decision.
          </p>
        }
        actions={
          <>
            <Button asChild size="lg">
              <Link to="/copilot/client/signup">
                <UserPlusIcon aria-hidden="true" />
                Sign up
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/copilot/demo">
                <PlayIcon aria-hidden="true" />
                Try the demo
              </Link>
            </Button>
          </>
        }
      />

      <Section id="what-it-does" eyebrow="What it does" title="How Copilot Works">
        <NumberedSteps steps={STEPS} />
      </Section>

      <Section id="plans" tone="muted" eyebrow="Plans and prices" title="Plans for Every Hiring Pace">
        <ul className="grid gap-6 md:grid-cols-3">
          {COPILOT_PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan}>
              <Link to="/copilot/client/signup" className={`${linkClass} mt-6`}>
                Start with {plan.name}
                <ArrowRightIcon aria-hidden="true" className="size-4" />
              </Link>
            </PlanCard>
          ))}
        </ul>
      </Section>

      <Section id="data-use" eyebrow="Your data and candidates' data" title="How Data Is Used">
        <ul className="grid gap-6 sm:grid-cols-2">
          {DATA_USE.map((item) => (
            <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-6">
              <h3 className="font-semibold text-lg text-slate-900">{item.title}</h3>
              <p className="mt-2 text-slate-600 leading-7">{item.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="faq" tone="muted" eyebrow="Questions" title="Frequently Asked Questions">
        <FaqList faqs={FAQS} name="copilot-faq" />
      </Section>

      <CtaBanner
        id="get-started"
        title="See It Work on Your Own Role"
        description="The demo drafts an order from your description and ranks a sample pool of fictional candidates. No account needed."
        links={[
          { to: "/copilot/demo", label: "Try the demo", icon: PlayIcon },
          { to: "/copilot/client/signup", label: "Sign up" },
        ]}
      />
    </>
  );
}

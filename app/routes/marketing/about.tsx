import {
  AwardIcon,
  BriefcaseIcon,
  FileUpIcon,
  HeartHandshakeIcon,
  LightbulbIcon,
  type LucideIcon,
  MessagesSquareIcon,
  TrendingUpIcon,
  UsersIcon,
} from "lucide-react";
import { CtaBanner } from "~/components/marketing/cta-banner";
import { InitialsAvatar } from "~/components/marketing/initials-avatar";
import { PageHero } from "~/components/marketing/page-hero";
import { Section } from "~/components/marketing/section";
import { StatGrid } from "~/components/marketing/stat-grid";
import {
  ABOUT_INTRO,
  ACHIEVEMENT_STATS,
  AWARDS,
  COMMUNITY_PROGRAMS,
  LEADERS,
  MILESTONES,
  MISSION,
  STORY_PARAGRAPHS,
  VALUES,
} from "~/content/about";
import skylineIllustration from "~/content/about-skyline.svg?no-inline";
import { appUrlFrom, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about";

export function loader() {
  return {
    intro: ABOUT_INTRO,
    story: STORY_PARAGRAPHS,
    milestones: MILESTONES,
    mission: MISSION,
    values: VALUES,
    leaders: LEADERS,
    stats: ACHIEVEMENT_STATS,
    awards: AWARDS,
    community: COMMUNITY_PROGRAMS,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "About Us: Our Story, Values and Leadership",
    description:
      "Founded in Miami in 2014, Sunshine Staffing pairs AI-assisted search with experienced recruiters. Meet our founders and leaders, our values and our South Florida community work.",
    path: "/about",
    appUrl: appUrlFrom(matches),
  });
}

const VALUE_ICONS: Record<(typeof VALUES)[number]["name"], LucideIcon> = {
  Communication: MessagesSquareIcon,
  Empathy: HeartHandshakeIcon,
  Teamwork: UsersIcon,
  Innovation: LightbulbIcon,
  "Self-Improvement": TrendingUpIcon,
};

export default function About({ loaderData }: Route.ComponentProps) {
  const { intro, story, milestones, mission, values, leaders, stats, awards, community } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="About Sunshine Staffing"
        title="People-First Recruiting, Powered by AI"
        description={<p>{intro}</p>}
        aside={
          <img
            src={skylineIllustration}
            width={640}
            height={480}
            alt="Illustration of the Miami and Fort Lauderdale skylines under a Florida sun"
            className="h-auto w-full max-w-xl justify-self-center rounded-[2rem] shadow-sm"
          />
        }
      />

      <Section id="our-story" eyebrow="Our story" title="From Two Desks in Brickell to 21 States">
        <div className="grid gap-12 lg:grid-cols-5">
          <div className="space-y-5 text-lg text-slate-700 leading-8 lg:col-span-3">
            {story.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>
          <div className="lg:col-span-2">
            <h3 className="font-semibold text-lg text-slate-900">Milestones</h3>
            <ol className="mt-4 space-y-5 border-brand-200 border-l-2 pl-6">
              {milestones.map((milestone) => (
                <li key={milestone.year} className="relative">
                  <span
                    aria-hidden="true"
                    className="absolute top-1.5 -left-[1.95rem] size-3 rounded-full bg-brand-700 ring-4 ring-white"
                  />
                  <p className="font-bold text-brand-700">{milestone.year}</p>
                  <p className="mt-1 text-slate-700 leading-7">{milestone.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </Section>

      <Section id="our-mission" tone="warm" eyebrow="Why we exist" title="Our Mission">
        <p className="max-w-4xl border-brand-700 border-l-4 pl-6 font-medium text-2xl text-slate-900 leading-10 sm:text-3xl sm:leading-[1.4]">
          {mission}
        </p>
      </Section>

      <Section
        id="our-values"
        eyebrow="How we work"
        title="Our Values"
        description="Five commitments every recruiter, account manager and engineer at Sunshine Staffing signs up to."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {values.map((value) => {
            const Icon = VALUE_ICONS[value.name];
            return (
              <li key={value.name} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 font-semibold text-lg text-slate-900">{value.name}</h3>
                <p className="mt-2 text-slate-600 leading-7">{value.description}</p>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section
        id="leadership"
        tone="muted"
        eyebrow="Leadership"
        title="Meet Our Leadership Team"
        description="Our founders still work on client searches every week, alongside the director who built our Fort Lauderdale office."
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {leaders.map((leader) => (
            <li
              key={leader.name}
              className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <InitialsAvatar name={leader.name} />
              <h3 className="mt-5 font-semibold text-slate-900 text-xl">{leader.name}</h3>
              <p className="mt-1 font-medium text-brand-700">{leader.title}</p>
              <p className="mt-4 text-slate-600 leading-7">{leader.bio}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="achievements" eyebrow="Results" title="Achievements">
        <StatGrid stats={stats} />
        <h3 className="mt-14 font-semibold text-slate-900 text-xl">Awards and recognition</h3>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {awards.map((award) => (
            <li key={award.name} className="flex gap-4 rounded-2xl border border-slate-200 p-5">
              <AwardIcon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
              <div>
                <p className="font-semibold text-slate-900">{award.name}</p>
                <p className="mt-1 text-slate-600 text-sm">
                  {award.by}, {award.year}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="community"
        tone="warm"
        eyebrow="Giving back"
        title="Community Involvement"
        description="South Florida gave us our start. We give back with our time and our expertise, in the neighborhoods where our team lives."
      >
        <ul className="grid gap-6 md:grid-cols-2">
          {community.map((program) => (
            <li key={program.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
              <h3 className="font-semibold text-lg text-slate-900">{program.title}</h3>
              <p className="mt-1 font-medium text-brand-700 text-sm">{program.partner}</p>
              <p className="mt-3 text-slate-700 leading-7">{program.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBanner
        id="join-us"
        title="Ready for Your Next Opportunity?"
        description="Browse the roles our clients are hiring for right now, or send us your résumé and a recruiter will be in touch when the right job opens."
        links={[
          { to: "/jobs", label: "View Open Positions", icon: BriefcaseIcon },
          { to: "/upload-resume", label: "Submit Your Resume", icon: FileUpIcon },
        ]}
      />
    </>
  );
}

import type { ReactNode } from "react";
import { cn } from "~/lib/utils";
import type { StaffAttemptAnswer, WrittenRuleResult } from "../../../common/assessments";
import { durationLabel } from "./assessment-parts";
import { When } from "./date-time";

/** How the answer scored, in words: right or wrong, half of a best-and-worst pair, or the rule points. */
export function creditLabel(answer: StaffAttemptAnswer): string {
  if (answer.credit === null) return "Not scored yet";
  if (answer.kind === "written") return `${Math.round(answer.credit * 100)} of 100 points`;
  if (answer.kind === "best-worst") {
    if (answer.credit >= 1) return "Best and worst right (1 point)";
    if (answer.credit > 0) return "One of best and worst right (½ point)";
    return "Neither best nor worst right (0 points)";
  }
  return answer.credit >= 1 ? "Right (1 point)" : "Wrong (0 points)";
}

/** What the person chose of one option, and what the key says of it, as short tags. */
function optionTags(answer: StaffAttemptAnswer, option: StaffAttemptAnswer["options"][number]): string[] {
  const given = answer.answer;
  const tags: string[] = [];
  if (option.correct) tags.push("Right answer");
  if (option.best) tags.push("Key: best");
  if (option.worst) tags.push("Key: worst");
  if (given?.kind === "single-choice" && given.choice === option.id) tags.push("Chosen");
  if (given?.kind === "best-worst" && given.best === option.id) tags.push("Chosen as best");
  if (given?.kind === "best-worst" && given.worst === option.id) tags.push("Chosen as worst");
  return tags;
}

function Tag({ children, tone }: { children: ReactNode; tone: "key" | "choice" }) {
  return (
    <span
      className={cn(
        "ml-2 inline-block rounded border px-1.5 py-0.5 font-medium text-xs",
        tone === "key"
          ? "border-green-700/40 bg-green-50 text-green-900"
          : "border-ocean-700/40 bg-cyan-50 text-slate-900",
      )}
    >
      {children}
    </span>
  );
}

const RULES: { key: keyof Omit<WrittenRuleResult, "words" | "score">; label: string }[] = [
  { key: "length", label: "Length in the range asked" },
  { key: "greeting", label: "Greets the customer" },
  { key: "apology", label: "Apologises" },
  { key: "resolution", label: "Offers a resolution" },
  { key: "tone", label: "Courteous tone" },
];

function WrittenAnswer({ answer }: { answer: StaffAttemptAnswer }) {
  const text = answer.answer?.kind === "written" ? answer.answer.text : "";
  return (
    <>
      <p className="mt-3 font-medium text-slate-900 text-sm">Reply</p>
      {text ? (
        <blockquote className="mt-1 whitespace-pre-wrap break-words rounded-lg border border-slate-200 bg-slate-50 p-3 text-slate-800 text-sm">
          {text}
        </blockquote>
      ) : (
        <p className="mt-1 text-slate-600 text-sm">No reply written.</p>
      )}
      {answer.writtenRules ? (
        <>
          <p className="mt-3 font-medium text-slate-900 text-sm">
            Rules ({answer.writtenRules.words} words, {answer.writtenRules.score} of 100 by the rules)
          </p>
          <ul className="mt-1 grid gap-1 text-sm sm:grid-cols-2">
            {RULES.map((rule) => (
              <li key={rule.key}>
                {rule.label}: <strong>{answer.writtenRules?.[rule.key] ? "met" : "not met"}</strong>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

/**
 * One question of a sitting as the person saw it (the version drawn, the options in their order),
 * what they answered, how it scored, and how long they spent on it.
 */
export function AttemptAnswer({
  answer,
  sectionTitle,
}: {
  answer: StaffAttemptAnswer;
  sectionTitle: string;
}) {
  const headingId = `answer-${answer.position}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4"
      data-testid="sitting-answer"
    >
      <h3 id={headingId} className="font-semibold text-slate-900">
        Question {answer.position} · {sectionTitle}
      </h3>
      <p className="mt-1 text-slate-600 text-sm">
        Version {answer.itemVersion} · {creditLabel(answer)} · Time on it:{" "}
        {durationLabel(answer.timeSpentSeconds)}
        {answer.answeredAt ? (
          <>
            {" "}
            · Last saved <When value={answer.answeredAt} />
          </>
        ) : (
          " · Not answered"
        )}
      </p>
      {answer.passage ? (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-medium text-slate-900">Passage</summary>
          <p className="mt-2 whitespace-pre-wrap text-slate-700">{answer.passage}</p>
        </details>
      ) : null}
      <p className="mt-3 whitespace-pre-wrap text-slate-900 text-sm">{answer.prompt}</p>
      {answer.kind === "written" ? (
        <WrittenAnswer answer={answer} />
      ) : (
        <ol className="mt-3 space-y-1 text-sm" aria-label={`Options of question ${answer.position}`}>
          {answer.options.map((option) => (
            <li key={option.id} className="text-slate-800">
              {option.text}
              {optionTags(answer, option).map((tag) => (
                <Tag key={tag} tone={tag.startsWith("Chosen") ? "choice" : "key"}>
                  {tag}
                </Tag>
              ))}
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}

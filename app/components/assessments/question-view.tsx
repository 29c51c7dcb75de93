import type { ClipboardEvent } from "react";
import { Textarea } from "~/components/ui/form-controls";
import { cn } from "~/lib/utils";
import { ASSESSMENT_LIMITS, type ItemAnswer, type SittingItem } from "../../../common/assessments";

type QuestionProps = {
  item: SittingItem;
  answer: ItemAnswer | null;
  onAnswer: (answer: ItemAnswer) => void;
  onPaste: () => void;
};

const OPTION =
  "flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 has-checked:border-brand-700 has-checked:bg-brand-50 has-disabled:cursor-not-allowed has-disabled:bg-slate-100 has-focus-visible:outline-2 has-focus-visible:outline-brand-700";

function Option({
  name,
  option,
  checked,
  disabled,
  note,
  onChange,
}: {
  name: string;
  option: { id: string; text: string };
  checked: boolean;
  disabled?: boolean;
  note?: string;
  onChange: () => void;
}) {
  return (
    <label className={OPTION}>
      <input
        type="radio"
        name={name}
        value={option.id}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        className="mt-1 size-4 shrink-0 accent-brand-700"
      />
      <span className="min-w-0 break-words">
        {option.text}
        {note ? <span className="block text-slate-600 text-sm">{note}</span> : null}
      </span>
    </label>
  );
}

const LEGEND = "font-semibold text-slate-900";

/** A policy or the records to compare: shown with each of its questions. */
function Passage({ text, id }: { text: string; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <h3 id={id} className="font-semibold text-slate-900 text-sm uppercase tracking-wide">
        Read this first
      </h3>
      <p className="mt-2 whitespace-pre-line break-words text-slate-800">{text}</p>
    </section>
  );
}

/** One question of the sitting, answered by radio buttons or a written reply. */
export function QuestionView({ item, answer, onAnswer, onPaste }: QuestionProps) {
  const promptId = `question-${item.position}-prompt`;
  return (
    <div className="space-y-4">
      {item.passage ? <Passage text={item.passage} id={`question-${item.position}-passage`} /> : null}
      {item.kind === "single-choice" ? (
        <fieldset className="space-y-2">
          <legend className={cn(LEGEND, "mb-3 break-words")}>{item.prompt}</legend>
          {item.options.map((option) => (
            <Option
              key={option.id}
              name={`question-${item.position}`}
              option={option}
              checked={answer?.kind === "single-choice" && answer.choice === option.id}
              onChange={() => onAnswer({ kind: "single-choice", choice: option.id })}
            />
          ))}
        </fieldset>
      ) : (
        <p id={promptId} className="break-words font-semibold text-slate-900">
          {item.prompt}
        </p>
      )}
      {item.kind === "best-worst" ? (
        <BestWorst item={item} answer={answer} onAnswer={onAnswer} promptId={promptId} />
      ) : null}
      {item.kind === "written" ? (
        <WrittenReply item={item} answer={answer} onAnswer={onAnswer} onPaste={onPaste} promptId={promptId} />
      ) : null}
    </div>
  );
}

/** Situational judgement: the best and the worst response, two groups that cannot name the same option. */
function BestWorst({
  item,
  answer,
  onAnswer,
  promptId,
}: Omit<QuestionProps, "onPaste"> & { promptId: string }) {
  const best = answer?.kind === "best-worst" ? answer.best : null;
  const worst = answer?.kind === "best-worst" ? answer.worst : null;
  const groups = [
    { key: "best", legend: "Best response", chosen: best, other: worst, otherNote: "Chosen as the worst" },
    { key: "worst", legend: "Worst response", chosen: worst, other: best, otherNote: "Chosen as the best" },
  ] as const;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {groups.map((group) => (
        <fieldset key={group.key} aria-describedby={promptId} className="space-y-2">
          <legend className={cn(LEGEND, "mb-2")}>{group.legend}</legend>
          {item.options.map((option) => (
            <Option
              key={option.id}
              name={`question-${item.position}-${group.key}`}
              option={option}
              checked={group.chosen === option.id}
              disabled={group.other === option.id}
              note={group.other === option.id ? group.otherNote : undefined}
              onChange={() =>
                onAnswer(
                  group.key === "best"
                    ? { kind: "best-worst", best: option.id, worst }
                    : { kind: "best-worst", best, worst: option.id },
                )
              }
            />
          ))}
        </fieldset>
      ))}
    </div>
  );
}

function wordCount(text: string): number {
  return text.trim() ? text.trim().split(/\s+/).length : 0;
}

/** The written reply, with its characters and words counted as the person types. */
function WrittenReply({ item, answer, onAnswer, onPaste, promptId }: QuestionProps & { promptId: string }) {
  const text = answer?.kind === "written" ? answer.text : "";
  const id = `question-${item.position}-reply`;
  const countId = `${id}-count`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="font-medium text-slate-900 text-sm">
        Your reply
      </label>
      <Textarea
        id={id}
        rows={10}
        maxLength={ASSESSMENT_LIMITS.writtenAnswer}
        aria-describedby={`${promptId} ${countId}`}
        value={text}
        onChange={(event) => onAnswer({ kind: "written", text: event.target.value })}
        onPaste={(_event: ClipboardEvent<HTMLTextAreaElement>) => onPaste()}
      />
      <p id={countId} className="text-slate-600 text-sm">
        {text.length} of {ASSESSMENT_LIMITS.writtenAnswer} characters · {wordCount(text)} words
        {item.words ? ` (aim for ${item.words.min} to ${item.words.max} words)` : ""}
      </p>
      <p className="text-slate-600 text-sm">
        Pasted text is recorded and shown to our staff with your answers.
      </p>
    </div>
  );
}

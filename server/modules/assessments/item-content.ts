/** What an item version stores (options with ids, the answer key) from the fields staff or the bank file give. */
import {
  type ItemKind,
  ASSESSMENT_MESSAGES as M,
  type SittingOption,
  type WrittenRubric,
} from "../../../common/assessments";
import type { ItemKey } from "../../db/schema";
import { Invalid } from "../../errors";
import { OPTION_IDS } from "./scoring";

export type ItemContentFields = {
  options: readonly string[];
  correct?: number | null;
  best?: number | null;
  worst?: number | null;
  rubric?: WrittenRubric | null;
};

const refuse = (field: string, message: string): never => {
  throw new Invalid(message, { [field]: message });
};

/**
 * The stored options and key of a version of the section's kind; 400 naming the field when what was
 * given does not fit the kind (options on a written item, a best-and-worst item without both, …).
 */
export function itemContent(
  kind: ItemKind,
  fields: ItemContentFields,
): { options: SittingOption[]; answerKey: ItemKey } {
  const options = fields.options.map((text, index) => ({ id: OPTION_IDS[index] ?? String(index), text }));
  const idOf = (index: number | null | undefined) =>
    index === null || index === undefined ? undefined : options[index]?.id;
  if (kind === "written") {
    if (options.length > 0) refuse("options", M.options);
    if (!fields.rubric) return refuse("rubric", M.rubric);
    return { options, answerKey: { rubric: fields.rubric } };
  }
  if (options.length < 2 || options.length > OPTION_IDS.length) refuse("options", M.options);
  if (kind === "single-choice") {
    const correct = idOf(fields.correct);
    if (!correct) return refuse("correctOption", M.correctOption);
    return { options, answerKey: { correct } };
  }
  const best = idOf(fields.best);
  const worst = idOf(fields.worst);
  if (!best || !worst || best === worst) return refuse("bestOption", M.bestWorst);
  return { options, answerKey: { best, worst } };
}

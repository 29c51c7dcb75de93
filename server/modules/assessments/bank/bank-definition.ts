import type { ItemKind, WrittenRubric } from "../../../../common/assessments";

/** One question as shipped: option indexes count from 0 in the order given. */
export type BankItem = {
  key: string;
  section: string;
  prompt: string;
  passage?: string;
  options?: string[];
  correct?: number;
  best?: number;
  worst?: number;
  rubric?: WrittenRubric;
};

/** An assessment as shipped: ensureAssessmentBanks puts in whatever of it the database lacks. */
export type BankDefinition = {
  slug: string;
  title: string;
  measures: string;
  minutes: number;
  retakeDays: number;
  passThreshold: number;
  accommodations: string[];
  sections: {
    key: string;
    title: string;
    measures: string;
    kind: ItemKind;
    itemsPerSitting: number;
  }[];
  items: BankItem[];
};

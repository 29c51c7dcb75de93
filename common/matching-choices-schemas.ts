/** The input schema of a candidate's matching choices; shapes and messages in common/matching-choices.ts. */
import {
  MATCHING_CHOICES_MESSAGES as M,
  SELF_IDENTIFIED_RACES,
  SELF_IDENTIFIED_SEXES,
} from "./matching-choices";
import { z } from "./zod";

/** "" (the select's "Prefer not to say") reads as not answered. */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((value) => (value === "" ? null : value), z.enum(values, { message }).nullable());

export const matchingChoicesSchema = z.object({
  automatedRankingOptOut: z.boolean({ message: M.optOut }),
  sex: optionalChoice(SELF_IDENTIFIED_SEXES, M.sex),
  raceEthnicity: optionalChoice(SELF_IDENTIFIED_RACES, M.raceEthnicity),
});

import type { RankedOrderSnapshot } from "../../common/matching";

/** An order as the ranking log stores it, for tests that write logged rankings directly. */
export const RANKED_ORDER: RankedOrderSnapshot = {
  title: "Warehouse Supervisor",
  description: "",
  mustHaveSkills: ["Forklift"],
  niceToHaveSkills: [],
  minYearsExperience: null,
  level: null,
  workplaceType: "on-site",
  city: "Miami",
  state: "FL",
  payMin: null,
  payMax: null,
  payPeriod: "hour",
  startDate: null,
  mustHaveSkillIds: [null],
  niceToHaveSkillIds: [],
};

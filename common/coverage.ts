/** SPEC §9: the 21 states the agency serves, highlighted on the coverage map. */
export const SERVED_STATES = [
  "Alabama",
  "Arkansas",
  "Colorado",
  "Florida",
  "Georgia",
  "Indiana",
  "Illinois",
  "Kentucky",
  "Louisiana",
  "Massachusetts",
  "Michigan",
  "Mississippi",
  "North Carolina",
  "Ohio",
  "Oregon",
  "Pennsylvania",
  "Rhode Island",
  "South Carolina",
  "Tennessee",
  "Texas",
  "Virginia",
] as const;

/** SPEC §2/§9 marketing figures, in the order the site shows them. */
export const HOME_STATISTICS = [
  { value: "100+", label: "Clients Served" },
  { value: "2k+", label: "Placements" },
  { value: "95%", label: "Client Satisfaction" },
  { value: "25+", label: "Years Experience" },
] as const;

export const COVERAGE_FIGURES = [
  { value: "21", label: "States Served" },
  { value: "100+", label: "Cities Covered" },
  { value: "2M+", label: "Candidates Reached" },
] as const;

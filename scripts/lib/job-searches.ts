/** Realistic /jobs searches (words, a typo, filters, sorts, none), as query strings: the job benches share them. */
export const JOB_SEARCHES = [
  "q=nurse",
  "q=registered%20nurse&location=Miami",
  "q=python%20developer",
  "q=accountant&sort=salary",
  "q=warehouse&type=temporary",
  "q=develper",
  "q=project%20manager&remote=remote",
  "q=medical&industry=Healthcare&salaryMin=50000",
  "q=paralegal&location=FL",
  "location=Fort%20Lauderdale,%20FL&sort=newest",
  "industry=Technology&salaryMin=120000",
  "",
];

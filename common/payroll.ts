/** Payroll views shared by the API and the pages (no zod here: portal pages import this). */

/** Payroll settings as the console edits them: rates in percent ("6.20"), money and hours as decimals. */
export type PayrollSettingsView = {
  federalPercent: string;
  statePercent: string;
  socialSecurityPercent: string;
  socialSecurityWageBase: string;
  medicarePercent: string;
  overtimeThresholdHours: string;
  overtimeMultiplier: string;
  updatedAt: string;
};

export type PaystubDeduction = { label: string; amount: string };

export type PaystubYtd = {
  gross: string;
  federal: string;
  state: string;
  socialSecurity: string;
  medicare: string;
  deductions: string;
  net: string;
};

/** One stub with every figure (money as "1234.56" strings). */
export type PaystubView = {
  id: string;
  payRunId: string;
  payDate: string;
  periodStart: string;
  periodEnd: string;
  placementId: string;
  candidateId: string | null;
  contractorName: string;
  client: string;
  roleTitle: string;
  regularHours: string;
  overtimeHours: string;
  payRate: string;
  overtimeRate: string;
  gross: string;
  federalWithholding: string;
  stateWithholding: string;
  socialSecurity: string;
  medicare: string;
  benefitDeductions: string;
  deductions: PaystubDeduction[];
  net: string;
  ytd: PaystubYtd;
  /** The timesheet weeks (Monday dates) this stub pays. */
  weeks: string[];
};

export type PayRunTotals = {
  stubs: number;
  hours: string;
  gross: string;
  withholding: string;
  deductions: string;
  net: string;
};

export type PayRunSummary = {
  id: string;
  periodStart: string;
  periodEnd: string;
  payDate: string;
  status: "draft" | "finalized";
  createdBy: string;
  createdAt: string;
  finalizedAt: string | null;
  finalizedBy: string | null;
  totals: PayRunTotals;
};

export type PayRunDetail = PayRunSummary & { stubs: PaystubView[] };

export const PAYROLL_MESSAGES = {
  runNotFound: "No such pay run.",
  stubNotFound: "No such paystub.",
  nothingToPay: "No approved, unpaid timesheet weeks start in this period: there is nothing to pay.",
  alreadyFinalized: "This pay run is already finalized; its stubs can no longer change.",
  busy: "Another pay run is being computed for these hours. Please try again.",
  staleDraft:
    "Another pay run for these contractors was finalized after this one was computed, so its year-to-date figures and Social Security are out of date. Recompute it, review it, then finalize.",
} as const;

/** "1234.5" → "$1,234.50" (string work only: no floating point on money). */
export function formatMoney(amount: string): string {
  const negative = amount.startsWith("-");
  const [whole = "0", fraction = ""] = (negative ? amount.slice(1) : amount).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${negative ? "−" : ""}$${grouped}.${fraction.padEnd(2, "0").slice(0, 2)}`;
}

/** The dashboard's workforce cards (GET /api/candidates/dashboard → workforce; null if never placed). */
export type WorkforceSummary = {
  currentPlacement: { id: string; client: string; roleTitle: string; since: string } | null;
  /** This week (Monday start, eastern time): hours of its submitted or approved timesheets, and the current placement's sheet status. */
  thisWeek: {
    weekStart: string;
    hoursSubmitted: string;
    status: "draft" | "submitted" | "approved" | "rejected" | null;
  };
  /** The next Friday (weekly pay for the previous week), or an upcoming drafted run's pay date. */
  nextPayDate: string;
  lastPay: { paystubId: string; net: string; payDate: string } | null;
};

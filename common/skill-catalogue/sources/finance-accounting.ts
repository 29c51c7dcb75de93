import type { SkillSource } from "../types";

/** Accounting, bookkeeping, audit, tax, financial planning, banking and insurance. */
export const FINANCE_ACCOUNTING: SkillSource = {
  category: "finance-accounting",
  lines: `
Accounts Payable | =AP, A/P, accounts payable processing, AP specialist, AP clerk
Accounts Receivable | A/R, accounts receivable processing, AR specialist, AR clerk
General Ledger | =GL, G/L, general ledger accounting, GL reconciliation
Bookkeeping | bookkeeper, full-charge bookkeeping, full charge bookkeeper
Account Reconciliation | reconciliations, reconciling accounts, balance sheet reconciliation
Bank Reconciliation | bank recs, bank reconciliations, reconciling bank statements
Month-End Close | month end close, month-end closing, monthly close, period close
Year-End Close | year end close, annual close
Journal Entries | JEs, adjusting entries, accruals and deferrals, journal entry
Accruals | accrual accounting, accrued expenses
Financial Statements | financial statement preparation, balance sheet, income statement, P&L statement
Financial Reporting | financial reports, management reporting, GAAP reporting
GAAP | US GAAP, generally accepted accounting principles
IFRS | international financial reporting standards
Cost Accounting | cost accountant, standard costing, job costing
Fixed Assets | fixed asset accounting, depreciation, asset accounting
Intercompany Accounting | intercompany reconciliation, intercompany transactions
Consolidation | financial consolidation, consolidations
Revenue Recognition | ASC 606, rev rec
Lease Accounting | ASC 842, IFRS 16
Payroll Processing | payroll, payroll administration, payroll specialist, processing payroll
Payroll Tax | payroll taxes, 941 filings, quarterly payroll tax
ADP | ADP Workforce Now, ADP Run, ADP payroll
Paychex | Paychex Flex
QuickBooks | QuickBooks Online, QBO, QuickBooks Desktop, Quick Books, QuickBooks Pro
Xero | Xero accounting
Sage 50 | Peachtree, Sage accounting
Sage Intacct | Intacct
NetSuite | Oracle NetSuite, Net Suite
Microsoft Dynamics GP | Dynamics GP, Great Plains
SAP FICO | SAP FI/CO, SAP FI, SAP finance
Oracle Financials | Oracle Fusion Financials, Oracle Cloud ERP
Bill.com | Bill com, BILL.com AP
Expensify | Concur, SAP Concur, expense reporting software
Expense Reports | expense reporting, travel and expense, T&E
Invoicing | invoice processing, billing invoices, invoice entry
Three-Way Match | 3-way match, three way matching, PO matching
Vendor Management | vendor relations, supplier management, vendor setup
Purchase Orders | PO processing, purchase order processing
Collections | collections specialist, debt collection, past due accounts
Credit Analysis | credit analyst, credit risk analysis, underwriting credit
Cash Management | cash flow management, treasury management, cash forecasting
Cash Application | cash posting, payment posting, cash apps
Treasury | treasury operations, treasury analyst
Budgeting | budget management, budget preparation, budgets
Forecasting | financial forecasting, rolling forecasts
Financial Planning and Analysis | FP&A, FP and A, financial planning & analysis
Financial Analysis | financial analyst, ratio analysis
Financial Modeling | financial models, DCF, discounted cash flow, three-statement model
Variance Analysis | budget variance, budget vs actual
Valuation | business valuation, company valuation
Mergers and Acquisitions | M&A, mergers & acquisitions, due diligence
Investment Banking | IB analyst, capital markets
Private Equity | PE fund, buyouts
Venture Capital | VC investing
Portfolio Management | investment portfolio, asset allocation
Wealth Management | financial advisor, financial advising, private wealth
Financial Planning | CFP, certified financial planner, retirement planning
Equity Research | securities research, stock analysis
Fixed Income | bonds, fixed income trading
Trading | securities trading, equity trading, trader
Bloomberg Terminal | Bloomberg, Bloomberg BQL
FINRA Series 7 | Series 7, general securities representative
FINRA Series 63 | Series 63
FINRA Series 65 | Series 65
FINRA Series 66 | Series 66
Certified Public Accountant | CPA, CPA license, licensed CPA
Certified Management Accountant | CMA certification accounting, certified management accountant CMA
Chartered Financial Analyst | CFA, CFA charterholder
Certified Internal Auditor | CIA certification, certified internal auditor CIA
Enrolled Agent | EA tax, enrolled agent IRS
Auditing | audit, audits, external audit, audit procedures
Internal Audit | internal auditor, internal controls testing
Internal Controls | internal control, control environment, SOX controls
Sarbanes-Oxley | SOX, SOX compliance, Sarbanes Oxley
Risk Management | enterprise risk management, ERM, risk assessment
Compliance | regulatory compliance, compliance monitoring
Anti-Money Laundering | AML, BSA/AML, Bank Secrecy Act
Know Your Customer | KYC, customer due diligence, CDD
Fraud Investigation | fraud detection, fraud prevention, fraud analysis
Forensic Accounting | forensic accountant
Tax Preparation | tax returns, tax preparer, income tax preparation
Individual Tax | Form 1040, 1040 returns, personal income tax
Corporate Tax | corporate tax returns, Form 1120, 1120S
Partnership Tax | Form 1065, partnership returns
Sales and Use Tax | sales tax, use tax, sales tax filings
Tax Planning | tax strategy, tax advisory
Tax Compliance | tax filings, tax reporting
1099 Reporting | 1099s, 1099 forms, Form 1099
Lacerte | Intuit Lacerte
UltraTax | UltraTax CS
ProSeries | Intuit ProSeries
Drake Tax | Drake software
CCH Axcess | CCH, ProSystem fx
Non-Profit Accounting | nonprofit accounting, fund accounting, grant accounting
Government Accounting | governmental accounting, GASB
Construction Accounting | construction billing, AIA billing, WIP reporting
Property Accounting | real estate accounting, property management accounting, CAM reconciliation
Yardi | Yardi Voyager, Yardi Breeze
Hospital Accounting | healthcare accounting
Banking | retail banking, bank operations, commercial banking
Bank Teller | teller, teller operations, cash handling banking
Cash Handling | handling cash, cash drawer, cash register balancing, counting cash
Loan Processing | loan processor, mortgage processing
Loan Origination | loan officer, mortgage loan officer, NMLS, mortgage origination
Mortgage Underwriting | underwriter mortgage, loan underwriting, mortgage underwriter
Commercial Lending | commercial loans, business lending, credit memos
Loan Servicing | mortgage servicing, loan administration
Escrow | escrow processing, escrow officer
Title Insurance | title examination, title search, title processor
Insurance Underwriting | underwriting insurance, P&C underwriting
Insurance Claims Adjusting | claims adjuster, insurance adjuster, independent adjuster, claims adjusting
Property and Casualty Insurance | P&C, property & casualty, 2-20 license, 220 license
Life and Health Insurance | 2-15 license, 215 license, life insurance, health insurance agent
Insurance Sales | insurance agent, insurance producer
Actuarial Analysis | actuary, actuarial science, ASA, FSA actuary
Financial Services | financial industry
Credit Card Operations | card services, chargebacks, disputes processing
Accounts Payable Automation | AP automation
ERP Systems | ERP, enterprise resource planning, ERP implementation
Excel Financial Functions | VLOOKUP, XLOOKUP, INDEX MATCH, SUMIFS, Excel formulas
Pivot Tables | pivot table, pivottables
Financial Controls | controllership, financial controller
Audit Preparation | audit schedules, PBC lists, audit support
Cost Reduction | cost savings, cost control
Procurement | purchasing, strategic sourcing, sourcing, buyer
Inventory Accounting | inventory costing, inventory valuation
Grant Management | grants management, grant reporting, grant compliance
Billing | billing specialist, billing coordinator, client billing
Pricing Analysis | pricing strategy, pricing analyst
Economic Analysis | econometrics, economics
Investor Relations | IR reporting, shareholder communications
Credit Reporting | credit bureaus, credit reports
Financial Compliance Reporting | regulatory reporting, call reports, FFIEC
Cryptocurrency | crypto, bitcoin, digital assets
Hedge Funds | hedge fund operations
Fund Administration | fund accounting operations, NAV calculation
Reconciliation Software | BlackLine, Blackline reconciliation
Hyperion | Oracle Hyperion, Hyperion Financial Management, HFM, Essbase
Adaptive Insights | Workday Adaptive Planning, Adaptive Planning
Anaplan | Anaplan modeling
`,
};

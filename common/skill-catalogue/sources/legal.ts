import type { SkillSource } from "../types";

/** Law firm and in-house legal work: paralegal, litigation, contracts, research and compliance. */
export const LEGAL: SkillSource = {
  category: "legal",
  lines: `
Paralegal | paralegal experience, certified paralegal, paralegal certificate, CP paralegal
Legal Assistant | legal secretary, law firm assistant
Legal Research | case law research, statutory research, legal research and writing
Legal Writing | legal drafting, drafting pleadings, brief writing, legal memoranda, legal memos
Westlaw | Thomson Reuters Westlaw, Westlaw Edge
LexisNexis | Lexis, Lexis Nexis, Lexis+
Litigation | litigation support, litigation paralegal, civil litigation
Litigation Management | case management legal, docket management, case calendar
Discovery | written discovery, discovery requests, discovery responses, interrogatories, requests for production
E-Discovery | eDiscovery, electronic discovery, ESI, Relativity, Concordance
Document Review | doc review, privilege review, privilege logs
Deposition Preparation | depositions, deposition summaries, deposition digests
Trial Preparation | trial prep, trial binders, exhibit preparation, trial exhibits
E-Filing | electronic filing, court e-filing, PACER, CM/ECF, Florida Courts E-Filing Portal
Court Filings | filing pleadings, court filing, court documents
Legal Calendaring | docketing, docket clerk, court deadlines, calendaring deadlines
Subpoenas | subpoena preparation, records subpoenas
Service of Process | process server, serving process
Pleadings | complaints and answers, motions, motion practice
Affidavits | sworn statements, declarations
Contract Drafting | drafting contracts, contract preparation
Contract Review | reviewing contracts, contract analysis, redlining, redlines
Contract Negotiation | negotiating agreements, contract negotiations
Contract Lifecycle Management | CLM, contract management software, Ironclad, Icertis
NDAs | non-disclosure agreements, confidentiality agreements, NDA
Corporate Law | corporate legal, corporate governance, entity formation, minute books
Corporate Paralegal | corporate paralegal experience
Securities Law | SEC filings, SEC reporting, EDGAR
Real Estate Law | real estate transactions, real estate paralegal
Title Review | title commitments, title review and examination
Foreclosure | foreclosure paralegal, foreclosure processing
Personal Injury | PI paralegal, personal injury law, PI litigation
Medical Records Review | medical chronologies, medical records summary
Insurance Defense | insurance defense litigation
Workers' Compensation Law | workers comp defense, workers compensation litigation
Family Law | divorce, child custody, family law paralegal, dissolution of marriage
Immigration Law | immigration paralegal, USCIS filings, visa petitions, green card applications
Criminal Law | criminal defense, criminal litigation, public defender
Bankruptcy | bankruptcy paralegal, Chapter 7, Chapter 13, Chapter 11
Estate Planning | wills and trusts, trusts and estates, estate administration
Probate | probate administration, probate court
Employment Litigation | labor and employment litigation, employment law paralegal
Intellectual Property | IP law, intellectual property law
Patent Prosecution | patent applications, patents, USPTO
Trademark Prosecution | trademarks, trademark filings, trademark searches
Copyright | copyrights, copyright registration
Regulatory Affairs | regulatory submissions, regulatory filings, regulatory affairs specialist
Legal Compliance | corporate compliance, compliance program, ethics and compliance
Privacy Law | data privacy, GDPR, CCPA, privacy compliance
Government Contracts Law | =FAR, federal acquisition regulation, government contracting
Construction Law | construction litigation, construction liens, lien law
Landlord-Tenant Law | evictions, landlord tenant
Tax Law | tax controversy
Environmental Law | environmental litigation
Healthcare Law | health law, Stark law, anti-kickback
Maritime Law | admiralty law, maritime
Appellate Practice | appellate briefs, appellate litigation
Arbitration | arbitrations, alternative dispute resolution, ADR, mediation
Class Actions | mass torts, class action litigation, multidistrict litigation, MDL
Legal Billing | timekeeping legal, legal invoicing, LEDES, e-billing legal
Clio | Clio Manage
PracticePanther | Practice Panther
MyCase | My Case
Time Matters | Time Matters software
Amicus Attorney | Amicus
NetDocuments | Net Documents, iManage, Worldox
Bates Numbering | Bates stamping, Bates labels
Legal Transcription Review | transcript review
Conflict Checks | conflicts check, conflict of interest checks
Client Intake Legal | legal intake, case intake
Law Office Management | law firm administration, legal office management
Attorney | lawyer, licensed attorney, practicing attorney, Florida Bar, member of the bar
Juris Doctor | J.D., Juris Doctorate, law degree, JD degree
Legal Analysis | legal reasoning, issue spotting
Statutory Compliance | statutes and regulations
Notarization Legal | notarizing legal documents
Court Procedures | rules of civil procedure, Florida rules of civil procedure, court rules
Federal Rules of Evidence | rules of evidence, evidence law
Legal Ethics | professional responsibility
Municipal Law | local government law, land use, zoning law, zoning
Compliance Investigations | internal investigations, compliance investigation
Records Retention Legal | legal holds, litigation hold
Legal Project Management | matter management
Court Interpreting | court interpreter, certified court interpreter
Mediation Coordination | mediation scheduling
Judicial Clerkship | law clerk, judicial clerk
Victim Advocacy | victim advocate
Collections Law | creditor rights, collection litigation
Insurance Subrogation | subrogation
Claims Litigation | claims management legal
Real Estate Closings | closing agent, closing coordinator, HUD-1, closing disclosure
`,
};

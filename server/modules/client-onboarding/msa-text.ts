import { BRAND } from "../../../common/brand";
import { MSA_VERSION } from "../../../common/client-onboarding";

/**
 * The master services agreement a client company accepts in /employer/onboarding. The text is kept
 * here with its version (common/client-onboarding MSA_VERSION): change the text, change the version,
 * so every acceptance names exactly what was read. The PDF of an acceptance prints these sections.
 */
export const MSA_TITLE = `Master Services Agreement (version ${MSA_VERSION})`;

export const MSA_SECTIONS: readonly { heading: string; text: string }[] = [
  {
    heading: "1. Parties and scope",
    text: `This Master Services Agreement ("Agreement") is between ${BRAND.legalName}, a Florida limited liability company ("Agency"), and the client company named on the acceptance record ("Client"). Agency recruits, screens and supplies temporary, contract, contract-to-hire and direct-hire personnel to Client under job orders Client submits through the employer portal. Each accepted job order is governed by this Agreement.`,
  },
  {
    heading: "2. Contract personnel",
    text: "Contract personnel placed with Client are employees of Agency, not of Client. Agency pays their wages, withholds and remits payroll taxes, provides workers' compensation coverage as required by Chapter 440, Florida Statutes, and administers benefits it offers. Client directs the day-to-day work, provides a safe workplace that complies with OSHA and applicable Florida law, and gives the site-specific safety training the work requires.",
  },
  {
    heading: "3. Timesheets and approval",
    text: "Contract personnel record their hours weekly. Client reviews and approves or rejects each week in the employer portal or through the emailed approval link within three business days of submission; a rejection states its reason. Approved hours are final and are the basis of Agency's invoices. Client does not ask contract personnel to work off the clock.",
  },
  {
    heading: "4. Rates, invoices and payment",
    text: "Client pays the bill rate stated for each placement for every approved regular hour, and 1.5 times that rate for hours over 40 in a work week. Agency invoices weekly for contract work. Invoices are due within the payment terms recorded for Client in the portal (net 30 unless agreed otherwise in writing). Amounts not paid when due bear interest at the lesser of 1.5% per month or the highest rate permitted by Florida law, and Client pays reasonable costs of collection.",
  },
  {
    heading: "5. Direct hire and conversion fees",
    text: "When Client hires a candidate Agency introduced, directly or as a conversion from contract work, within twelve months of the introduction, Client pays a placement fee equal to the percentage of the candidate's first-year base salary recorded for Client in the portal (20% unless agreed otherwise). If a direct hire leaves within 60 days of the start date for reasons other than a reduction in force, Agency provides one replacement search without another fee.",
  },
  {
    heading: "6. Screening",
    text: "Agency verifies identity and employment eligibility (Form I-9) of contract personnel and performs the background checks and drug screens Client orders, in compliance with the Fair Credit Reporting Act and Florida law. Client tells Agency in the job order which checks a position requires and does not make employment decisions on grounds prohibited by law.",
  },
  {
    heading: "7. Equal employment opportunity",
    text: "Both parties comply with Title VII of the Civil Rights Act, the Americans with Disabilities Act, the Age Discrimination in Employment Act, the Florida Civil Rights Act and every other applicable employment law. Neither party requests or accepts candidates on the basis of a protected characteristic.",
  },
  {
    heading: "8. Confidentiality and data",
    text: "Each party keeps the other's confidential information, including candidate records, rates and business plans, confidential and uses it only to perform this Agreement. Client uses candidate personal information only to evaluate and engage the candidate, protects it with reasonable safeguards and deletes it when no longer needed for that purpose or as the law requires.",
  },
  {
    heading: "9. Insurance and indemnity",
    text: "Agency maintains workers' compensation, general liability and employment practices liability insurance. Each party indemnifies the other against third-party claims arising from its own negligence, willful misconduct or breach of this Agreement. Client is responsible for supervising contract personnel and for the results of their work, and does not entrust them with cash, securities or unattended valuables without Agency's written consent.",
  },
  {
    heading: "10. Limitation of liability",
    text: "Except for payment obligations, indemnity and breaches of confidentiality, neither party is liable for indirect, incidental or consequential damages, and each party's total liability under this Agreement is limited to the fees paid or payable in the twelve months before the claim.",
  },
  {
    heading: "11. Term and termination",
    text: "This Agreement continues until either party ends it with 30 days' written notice. Either party may end an individual assignment with notice at the end of a work week. Fees for work performed and placements made before termination remain due, and sections 4, 5, 8, 9 and 10 survive termination.",
  },
  {
    heading: "12. Governing law and acceptance",
    text: "This Agreement is governed by the laws of the State of Florida; the state and federal courts located in Miami-Dade County, Florida, have exclusive jurisdiction. Client's authorized representative accepts this Agreement electronically by typing their full name; the parties agree that this electronic signature is binding under the Florida Uniform Electronic Transaction Act (section 668.50, Florida Statutes). This Agreement and the job orders are the parties' entire agreement on its subject.",
  },
];

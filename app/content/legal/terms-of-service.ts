import { BRAND } from "../../../common/brand";
import { contactLinks, type LegalContext, type LegalDocument, link, list, paragraph } from "./types";

export function termsOfService(context: LegalContext): LegalDocument {
  const { email, phone } = contactLinks(context);
  const { address } = context.contact;

  return {
    slug: "terms-of-service",
    title: "Terms of Service",
    description: `The terms for using the ${BRAND.name} website, candidate and employer accounts and our AI hiring assistant: responsibilities, intellectual property, liability and Florida governing law.`,
    lastUpdated: "2026-11-01",
    summary: `These terms govern your use of the ${BRAND.name} website and online services. Please read them carefully: by using the site or creating an account you agree to them. Staffing, placement and payroll services for businesses are also covered by a separate written agreement.`,
    sections: [
      {
        id: "acceptance",
        title: "Acceptance of These Terms",
        blocks: [
          paragraph(
            `These Terms of Service ("Terms") are an agreement between you and ${BRAND.legalName} ("${BRAND.name}", "we", "us"), a Florida limited liability company. They apply to this website, the candidate, employer and client portals, our AI hiring assistant, and any related online service that links to these Terms (together, the "Services").`,
          ),
          paragraph([
            "If you use the Services on behalf of a company, you confirm that you are authorized to accept these Terms for it. Our ",
            link("Privacy Policy", "/privacy-policy"),
            ", ",
            link("Cookie Policy", "/cookie-policy"),
            " and ",
            link("SMS Terms", "/sms-terms"),
            " are part of these Terms. If you do not agree, please do not use the Services.",
          ]),
        ],
      },
      {
        id: "our-services",
        title: "What We Provide",
        blocks: [
          paragraph(
            "Through the Services, job seekers can browse and apply for jobs, upload or build a resume, take skills assessments and schedule consultations with our recruiters. Employers can request staffing help, submit job orders, review candidates we present and manage contract assignments, invoices and timesheets. Clients of our AI hiring assistant can use its tools under their subscription.",
          ),
          paragraph(
            "Where a business engages us for permanent placement, contract staffing, executive search, recruitment process outsourcing, HR consulting or payroll services, the signed client services agreement (including its fees, guarantees and non-solicitation terms) controls if it conflicts with these Terms.",
          ),
        ],
      },
      {
        id: "eligibility",
        title: "Eligibility",
        blocks: [
          paragraph(
            "You must be at least 18 years old to create an account or apply through the Services. The Services are offered to people and businesses in the United States; job listings are for positions in the United States unless stated otherwise.",
          ),
        ],
      },
      {
        id: "accounts",
        title: "Accounts and Security",
        blocks: [
          list(
            "Give accurate information when you register and keep it up to date.",
            "Keep your password confidential and do not share your account. You are responsible for activity under your account.",
            "Tell us right away if you suspect unauthorized use of your account.",
            "We may suspend or close an account that breaks these Terms, is used fraudulently, or has been inactive for an extended period, and we will tell you when we reasonably can.",
          ),
          paragraph(
            "You may close your account at any time by contacting us. Closing an account does not delete records we must keep by law, as described in our Privacy Policy.",
          ),
        ],
      },
      {
        id: "candidate-responsibilities",
        title: "Candidate Responsibilities",
        blocks: [
          paragraph("If you use the Services to look for work, you agree that:"),
          list(
            "the resume, work history, credentials and other information you provide are truthful and your own, and you will correct anything that becomes inaccurate;",
            "you will not apply using someone else's identity or documents, or misrepresent your authorization to work in the United States;",
            "you authorize us to present your profile to a prospective employer once you have agreed to be submitted for that role, and you will tell us if you have already applied to the same employer directly or through another agency;",
            "you will attend interviews and assignments you accept, or let your recruiter know promptly if you cannot;",
            "you will keep confidential any non-public information about our clients that you learn during the hiring process or an assignment.",
          ),
        ],
      },
      {
        id: "employer-responsibilities",
        title: "Employer Responsibilities",
        blocks: [
          paragraph("If you use the Services to hire, you agree that:"),
          list(
            "job orders you submit describe real, lawful positions with accurate duties, locations and pay;",
            "you will not ask us to select or exclude candidates on the basis of race, color, religion, sex, national origin, age, disability, genetic information or any other characteristic protected by law, and you will make hiring decisions in compliance with employment laws;",
            "you will use candidate information we share only to evaluate candidates for the role they were presented for, keep it confidential, and not pass it to anyone outside your hiring team;",
            "candidates we introduce are subject to the fees in your client services agreement, including if you hire them directly, for a different role, or through an affiliate within the period that agreement sets;",
            "you will provide a safe workplace and appropriate supervision for contractors on assignment with you, and approve their timesheets accurately and on time.",
          ),
        ],
      },
      {
        id: "no-guarantee",
        title: "No Guarantee of Employment or Hire",
        blocks: [
          paragraph(
            "We work hard to match people and roles, but we cannot promise that any candidate will receive an interview, an offer or a particular pay rate, or that any employer will find a suitable candidate within a given time. Employers make their own hiring decisions. Job listings may be filled or withdrawn without notice, and using the Services does not create an employment relationship with us or with any employer. Contractors are employed by us only under a written assignment offer they accept.",
          ),
        ],
      },
      {
        id: "ai-tools",
        title: "AI Features",
        blocks: [
          paragraph([
            "Some features use artificial intelligence, such as resume parsing, job matching and the AI hiring assistant. Their output can be incomplete or wrong: review parsed profiles and generated text before relying on them. Our recruiters review AI suggestions before candidates are presented to employers, and candidates may ask for manual review as explained in our ",
            link("Privacy Policy", "/privacy-policy#ai-assisted-screening"),
            ". You may not use the Services to make automated decisions about people that the law requires a human to make.",
          ]),
        ],
      },
      {
        id: "acceptable-use",
        title: "Acceptable Use",
        blocks: [
          paragraph("When using the Services, you must not:"),
          list(
            "post false, misleading, discriminatory, harassing or unlawful content, including fake job postings or fraudulent applications;",
            "scrape, harvest or bulk-download listings or candidate information, or use bots to create accounts or submit forms;",
            "try to access accounts, data or systems you are not authorized to use, or probe, scan or test their vulnerability;",
            "upload viruses or other harmful code, or interfere with the operation of the Services;",
            "use the Services to recruit candidates for another staffing agency or to send unsolicited commercial messages;",
            "copy, resell or build a competing product from the Services.",
          ),
        ],
      },
      {
        id: "your-content",
        title: "Content You Submit",
        blocks: [
          paragraph(
            "You keep ownership of the resumes, documents and other content you submit. You give us a non-exclusive, royalty-free license to store, copy, format and share that content as needed to provide the Services, including presenting your profile to employers with your consent and reformatting your resume to our standard layout. This license ends when the content is deleted, except for copies we must keep by law or that remain in backups for a limited time.",
          ),
          paragraph(
            "You confirm that you have the right to submit the content and that it does not infringe anyone else's rights. We may remove content that breaks these Terms.",
          ),
        ],
      },
      {
        id: "intellectual-property",
        title: "Intellectual Property",
        blocks: [
          paragraph(
            `The Services, including their design, text, graphics, logos, software and the ${BRAND.name} name and sun mark, belong to ${BRAND.legalName} or its licensors and are protected by intellectual property laws. We grant you a limited, revocable, non-transferable license to use the Services for their intended purpose. You may share links to our job listings and articles, but you may not copy or republish substantial parts of the Services without our written permission.`,
          ),
        ],
      },
      {
        id: "third-party-links",
        title: "Third-Party Websites",
        blocks: [
          paragraph(
            "The Services link to websites we do not control, such as employers' sites and social networks. We are not responsible for their content, products or privacy practices.",
          ),
        ],
      },
      {
        id: "disclaimers",
        title: "Disclaimers",
        blocks: [
          paragraph(
            'THE SERVICES ARE PROVIDED "AS IS" AND "AS AVAILABLE". TO THE FULLEST EXTENT THE LAW ALLOWS, WE DISCLAIM ALL WARRANTIES, EXPRESS OR IMPLIED, INCLUDING MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NON-INFRINGEMENT. WE DO NOT WARRANT THAT THE SERVICES WILL BE UNINTERRUPTED OR ERROR-FREE, OR THAT INFORMATION PROVIDED BY EMPLOYERS OR CANDIDATES IS ACCURATE. Articles, salary information and webinars are general information, not legal, tax or financial advice.',
          ),
        ],
      },
      {
        id: "limitation-of-liability",
        title: "Limitation of Liability",
        blocks: [
          paragraph(
            `TO THE FULLEST EXTENT THE LAW ALLOWS, ${BRAND.legalName.toUpperCase()} AND ITS MEMBERS, EMPLOYEES AND AGENTS WILL NOT BE LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL, CONSEQUENTIAL OR PUNITIVE DAMAGES, OR FOR LOST PROFITS, WAGES, DATA OR BUSINESS OPPORTUNITIES, ARISING FROM YOUR USE OF THE SERVICES. OUR TOTAL LIABILITY FOR ANY CLAIM RELATING TO THE SERVICES IS LIMITED TO THE GREATER OF ONE HUNDRED U.S. DOLLARS OR THE AMOUNT YOU PAID US FOR THE SERVICES IN THE TWELVE MONTHS BEFORE THE CLAIM.`,
          ),
          paragraph(
            "These limits do not apply to liability that cannot be limited by law, and they do not limit wages or benefits owed to contractors we employ. A client services agreement may set different limits for the services it covers.",
          ),
        ],
      },
      {
        id: "indemnification",
        title: "Indemnification",
        blocks: [
          paragraph(
            "You agree to defend and indemnify us against claims, losses and reasonable legal fees arising from content you submit, your breach of these Terms, or your violation of law or of someone else's rights through the Services.",
          ),
        ],
      },
      {
        id: "governing-law",
        title: "Governing Law and Venue",
        blocks: [
          paragraph(
            "These Terms are governed by the laws of the State of Florida and applicable federal law, without regard to conflict-of-law rules. Any dispute arising from these Terms or the Services will be brought exclusively in the state courts located in Miami-Dade County, Florida, or the United States District Court for the Southern District of Florida, and you and we consent to the personal jurisdiction of those courts. Before filing a claim, each side agrees to try to resolve the dispute informally by contacting the other for at least 30 days.",
          ),
        ],
      },
      {
        id: "changes",
        title: "Changes to These Terms",
        blocks: [
          paragraph(
            'We may update these Terms as the Services or the law change. We will post the new version here and update the "Last updated" date; if a change is material, we will also email account holders at least 14 days before it takes effect. Continuing to use the Services after that date means you accept the updated Terms.',
          ),
        ],
      },
      {
        id: "general",
        title: "General Terms",
        blocks: [
          paragraph(
            "If any part of these Terms is found unenforceable, the rest remains in effect. Our failure to enforce a provision is not a waiver of it. You may not transfer your rights under these Terms without our consent; we may transfer ours in connection with a merger or sale of our business. These Terms, together with the policies they refer to and any signed agreement with us, are the entire agreement about the Services.",
          ),
        ],
      },
      {
        id: "contact",
        title: "Contact Us",
        blocks: [
          paragraph("Questions about these Terms can be sent to:"),
          list(`${BRAND.legalName}, Attn: Legal, ${address}`, ["Email: ", email], ["Phone: ", phone]),
        ],
      },
    ],
  };
}

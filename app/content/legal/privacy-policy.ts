import { BRAND } from "../../../common/brand";
import {
  contactLinks,
  type LegalContext,
  type LegalDocument,
  link,
  list,
  paragraph,
  subheading,
  terms,
} from "./types";

export function privacyPolicy(context: LegalContext): LegalDocument {
  const { email, phone } = contactLinks(context);
  const { address } = context.contact;

  return {
    slug: "privacy-policy",
    title: "Privacy Policy",
    description: `How ${BRAND.name} collects, uses, shares and protects the personal information of job seekers, employers and website visitors, including AI-assisted screening and your privacy rights.`,
    lastUpdated: "2026-11-01",
    summary: `${BRAND.legalName} is a staffing and recruitment agency. To help you find work, or to help your company hire, we handle personal information such as resumes, contact details and, for contractors on our payroll, tax and banking details. This policy explains what we collect, why, who sees it, how long we keep it and the choices you have.`,
    sections: [
      {
        id: "who-we-are",
        title: "Who We Are and What This Policy Covers",
        blocks: [
          paragraph(
            `${BRAND.legalName} ("${BRAND.name}", "we", "us") is a Florida limited liability company with offices in Miami and Fort Lauderdale. We recruit for permanent and contract roles, run executive searches and recruitment process outsourcing (RPO) programs, and employ contract workers whom we place with our clients and pay through our payroll.`,
          ),
          paragraph(
            "This policy applies to personal information we collect through this website, our candidate, employer and client portals, our AI hiring assistant, email, phone and text messages, recruiting events, and our work with clients. It covers job seekers and candidates, contractors on our payroll, client and prospective client contacts, references, and visitors to our website.",
          ),
          paragraph([
            "Our ",
            link("Cookie Policy", "/cookie-policy"),
            " explains the cookies and browser storage the website uses, and our ",
            link("SMS Terms", "/sms-terms"),
            " explain our text messages. If you work for us as a contractor, your employment records are also governed by the notices you receive during onboarding.",
          ]),
        ],
      },
      {
        id: "information-we-collect",
        title: "Information We Collect",
        blocks: [
          paragraph("Depending on how you work with us, we may collect the following categories:"),
          terms(
            [
              "Identifiers and contact details",
              "name, email address, phone number, postal address, account usernames and the sign-in details of your account (we store passwords only as one-way hashes).",
            ],
            [
              "Professional and employment information",
              "your resume or CV, work history, skills, certifications and licenses, education, portfolio links, salary expectations, availability, preferred locations, references, and notes from interviews with our recruiters.",
            ],
            [
              "Assessment results",
              "answers and scores from skills assessments you choose to take, such as customer-service or software assessments.",
            ],
            [
              "Background and eligibility information",
              "where a role requires it and only with your separate written authorization, results of background checks, drug screens, license verifications and employment or education verifications; and the documents needed to confirm your identity and authorization to work in the United States (Form I-9 and, where used, E-Verify).",
            ],
            [
              "Payroll and benefits information (contractors on our payroll)",
              "Social Security number, date of birth, tax withholding forms (Form W-4 and state equivalents), bank account details for direct deposit, timesheets, pay rates, paystubs, benefits elections, and workers' compensation or leave records.",
            ],
            [
              "Voluntary self-identification",
              "if you choose to provide it, your gender, race or ethnicity, veteran status or disability status. Providing it is always optional, it is kept separately from your candidate profile, and recruiters and employers do not see it when evaluating you.",
            ],
            [
              "Employer and client information",
              "the names, job titles and business contact details of people at our clients, job orders and role requirements, interview feedback, invoices and billing contacts.",
            ],
            [
              "Communications",
              "messages you send through our contact forms, emails, text messages, call notes and the content of support requests.",
            ],
            [
              "Technical information",
              "IP address, browser type, device type, pages requested and the date and time of requests, which our servers record in security and error logs. We do not use analytics or advertising trackers on this website.",
            ],
          ),
        ],
      },
      {
        id: "sources",
        title: "Where Your Information Comes From",
        blocks: [
          list(
            "Directly from you: when you apply for a job, upload or build a resume, create an account, take an assessment, schedule a consultation, contact us, subscribe to our newsletter or register for a webinar.",
            "From our clients: interview feedback, assignment details, hours approved on timesheets and performance information for contractors placed with them.",
            "From people you name: references you ask us to contact, and colleagues who refer you to us.",
            "From public professional sources: profiles you have made public on professional networking sites and job boards where you posted your resume, which our recruiters may review when matching you to a role.",
            "From service providers acting for us or with your authorization: background screening companies, verification services, and E-Verify.",
            "Automatically: the technical information our servers record when you use the website.",
          ),
        ],
      },
      {
        id: "how-we-use-information",
        title: "How We Use Your Information",
        blocks: [
          list(
            "To match job seekers with open roles, contact you about opportunities, and represent you to employers you have agreed to be submitted to.",
            "To run interviews, assessments, background checks and onboarding for the roles you pursue.",
            "To employ and pay contractors: payroll, tax withholding and reporting, benefits, timekeeping, workers' compensation and unemployment claims.",
            "To provide our staffing, executive search, RPO, HR consulting and payroll services to clients, including invoicing.",
            "To operate accounts and portals, answer questions, send job alerts, interview and timesheet reminders, and send newsletters you subscribe to (each with an unsubscribe link).",
            "To keep our services secure, prevent fraud and misuse, and fix errors.",
            "To meet our legal obligations, including employment, tax, equal employment opportunity and record-keeping laws, and to establish or defend legal claims.",
            "To improve our recruiting services, including measuring how well our matching works, using information that is aggregated or de-identified wherever possible.",
          ),
          paragraph(
            "We do not sell your personal information, and we do not use or share it for targeted (cross-context behavioral) advertising.",
          ),
        ],
      },
      {
        id: "ai-assisted-screening",
        title: "AI-Assisted Screening and Human Review",
        blocks: [
          paragraph(
            "We use software that includes artificial intelligence to help our recruiters work faster and more consistently. Specifically, it is used to:",
          ),
          list(
            "read resumes you upload and turn them into a structured profile (contact details, work history, skills, certifications), which you can review and correct in your candidate account;",
            "compare the skills and experience in your profile with the requirements of an open role and suggest a relevance ranking to the recruiter handling it;",
            "suggest job openings that match your profile for job alerts;",
            "help clients using our AI hiring assistant draft job descriptions and organize candidate shortlists that our recruiters have prepared.",
          ),
          paragraph(
            "AI does not make hiring decisions and does not reject anyone on its own. A recruiter reviews every shortlist and every candidate before a profile is shared with an employer, and decisions to hire are made by people at the employer. We do not use AI to analyze your face, voice or video, and our matching does not use protected characteristics such as race, sex, age, religion or disability, or the voluntary self-identification information described above. We periodically review outcomes of our matching tools for signs of adverse impact on protected groups.",
          ),
          paragraph([
            "You can opt out of automated matching at any time and ask that a recruiter review your application manually instead. Email us at ",
            email,
            ' with the subject line "Human review request", or tell your recruiter. Choosing manual review will not count against you in any way. You may also ask us which information about you was used in a matching suggestion and correct anything that is wrong; see ',
            link("Your Privacy Rights", "#your-rights"),
            ".",
          ]),
        ],
      },
      {
        id: "how-we-share-information",
        title: "How We Share Your Information",
        blocks: [
          terms(
            [
              "With prospective employers, with your consent",
              "We submit your profile to a specific employer only after a recruiter has described the role to you and you have agreed to be put forward for it. We share what the employer needs to evaluate you, such as your resume, relevant experience and availability; we do not share your Social Security number, banking details or self-identification information with employers.",
            ],
            [
              "With clients where you work on assignment",
              "If you are placed on a contract assignment, the client receives your name, work contact details, schedule, and the timesheets and information needed to supervise the assignment and check invoices.",
            ],
            [
              "With service providers",
              "Companies that work for us under contracts requiring them to protect your information and use it only to provide their service: hosting and data storage, email and text message delivery, background screening, identity and work-authorization verification, payroll processing and banks, benefits administrators, insurance carriers, and professional advisors such as accountants and lawyers.",
            ],
            [
              "With government agencies",
              "Where the law requires it, for example tax authorities, state unemployment and workers' compensation agencies, E-Verify and the Equal Employment Opportunity Commission, or in response to a valid subpoena or court order.",
            ],
            [
              "In a business transfer",
              "If we are involved in a merger, acquisition or sale of assets, personal information may transfer to the new owner, who must continue to honor this policy for information collected under it.",
            ],
            [
              "To protect people and rights",
              "Where we believe in good faith that disclosure is needed to prevent fraud, protect someone's safety, or protect our rights and property.",
            ],
          ),
          paragraph(
            "We do not share your mobile phone number or your text-message consent with third parties for their marketing purposes.",
          ),
        ],
      },
      {
        id: "retention",
        title: "How Long We Keep Information",
        blocks: [
          paragraph(
            "We keep personal information only as long as we need it for the purposes above or as the law requires, then delete or de-identify it. Typical periods are:",
          ),
          list(
            "Candidate profiles and resumes: while you are actively working with us, and for up to four years after your last interaction so we can consider you for future roles, unless you ask us to delete them sooner. Applications for a specific job are kept at least one year, as federal equal employment opportunity rules require.",
            "Payroll, tax and timekeeping records of contractors: at least four years after the last pay date, as federal tax rules require.",
            "Forms I-9: three years after the date of hire or one year after employment ends, whichever is later.",
            "Background check reports: for the period required by law and our client contracts, generally no longer than five years.",
            "Contact form messages and support requests: up to two years.",
            "Server security and error logs: up to 90 days.",
            "Newsletter subscriptions: until you unsubscribe.",
          ),
          paragraph(
            "Where a legal claim, investigation or audit is pending, we keep the relevant records until it is resolved.",
          ),
        ],
      },
      {
        id: "security",
        title: "How We Protect Information",
        blocks: [
          paragraph(
            "We use administrative, technical and physical safeguards suited to the sensitivity of the information, including encryption in transit (HTTPS) on every page, encryption of stored documents, role-based access so staff see only what their work requires, company sign-in with multi-factor authentication for staff, passwords stored only as one-way hashes, and training for recruiters who handle candidate files.",
          ),
          paragraph(
            "No system is perfectly secure. If a breach affects your personal information, we will notify you and the authorities as Florida law (section 501.171, Florida Statutes) and other applicable laws require. Please keep your account password private and tell us right away if you think your account has been misused.",
          ),
        ],
      },
      {
        id: "your-rights",
        title: "Your Privacy Rights",
        blocks: [
          paragraph(
            "Wherever you live in the United States, you may ask us to do the following, and we will honor the request unless an exception in the law applies (for example, records we must keep for tax or employment purposes):",
          ),
          terms(
            ["Access", "confirm whether we process your personal information and get a copy of it."],
            ["Correction", "fix information that is inaccurate or incomplete."],
            [
              "Deletion",
              "delete personal information we hold about you, including your candidate profile and resume.",
            ],
            ["Portability", "receive the information you gave us in a commonly used electronic format."],
            [
              "Opt-out",
              "opt out of any sale of personal information, targeted advertising, or profiling that produces legal or similarly significant effects. We do none of these; in the same spirit, you can opt out of automated matching as described in AI-Assisted Screening above.",
            ],
            [
              "Withdraw consent",
              "withdraw consent you gave us, for example to be submitted to employers, to receive text messages or to receive our newsletter.",
            ],
          ),
          subheading("Florida and other state privacy laws"),
          paragraph(
            "Florida's Digital Bill of Rights and the comprehensive privacy laws of states such as California, Colorado, Connecticut, Oregon, Texas and Virginia give residents rights like those above and apply to businesses that meet certain thresholds. We extend the same rights to all of our candidates, contractors and contacts whether or not a particular law applies to us. California residents may also limit the use of sensitive personal information; we use sensitive information (such as Social Security numbers and banking details) only to employ and pay you, verify eligibility and comply with the law.",
          ),
          subheading("How to make a request"),
          paragraph([
            "Email ",
            email,
            " or call ",
            phone,
            ". We will verify your identity by matching details you give us with our records before acting on a request, and respond within 45 days (we may extend this once by 45 days when reasonably necessary, and will tell you why). You may use an authorized agent, who must provide your signed permission. We will not discriminate against you for exercising your rights.",
          ]),
          paragraph(
            'If we decline your request, you may appeal by replying to our decision with the subject line "Privacy appeal". We will answer the appeal within 60 days and, if we deny it, tell you how to contact your state attorney general.',
          ),
          paragraph(
            "We treat a Global Privacy Control signal from your browser as a request to opt out of sale and targeted advertising; since we do neither, no further action is needed.",
          ),
        ],
      },
      {
        id: "children",
        title: "Children's Privacy",
        blocks: [
          paragraph([
            "Our website and services are intended for adults looking for work and for businesses. They are not directed to children under 16, and we do not knowingly collect personal information from them. Most roles we fill require candidates to be at least 18. If you believe a child has given us personal information, contact us at ",
            email,
            " and we will delete it.",
          ]),
        ],
      },
      {
        id: "equal-opportunity",
        title: "Equal Employment Opportunity",
        blocks: [
          paragraph(
            `${BRAND.name} is an equal opportunity employer. We recruit, refer and employ without regard to race, color, religion, sex (including pregnancy, sexual orientation and gender identity), national origin, age, disability, genetic information, marital status, veteran or military status, or any other characteristic protected by federal, Florida or local law. We do not accept job orders that ask us to screen candidates on any of these grounds.`,
          ),
          paragraph([
            "If you need a reasonable accommodation to apply, interview or complete an assessment, contact us at ",
            email,
            " or ",
            phone,
            " and we will work with you. Information about accommodations is kept confidential and separate from your candidate profile.",
          ]),
        ],
      },
      {
        id: "other-websites",
        title: "Links to Other Websites",
        blocks: [
          paragraph(
            "Our website links to other sites, such as our pages on professional and social networks and employers' own websites. Their privacy practices are their own; please read their policies before giving them information.",
          ),
        ],
      },
      {
        id: "changes",
        title: "Changes to This Policy",
        blocks: [
          paragraph(
            'We review this policy at least once a year. When we change it, we update the "Last updated" date at the top of this page; if a change materially affects how we use information we already hold, we will tell candidates and clients with an account by email before it takes effect.',
          ),
        ],
      },
      {
        id: "contact",
        title: "Contact Us",
        blocks: [
          paragraph("Questions or requests about your privacy can be sent to:"),
          list(`${BRAND.legalName}, Attn: Privacy, ${address}`, ["Email: ", email], ["Phone: ", phone]),
        ],
      },
    ],
  };
}

import type { ServiceDetail } from "./types";

export const executiveSearch: ServiceDetail = {
  slug: "executive-search",
  metaTitle: "Executive Search for Directors, VPs & C-Suite",
  metaDescription:
    "Retained, confidential executive search for directors, vice presidents and C-suite leaders, led by a partner from brief to offer. Fee paid in three instalments.",
  lead: "Retained, confidential searches for directors, vice presidents and C-suite leaders, led by one of our partners from the first brief to the signed offer.",
  overview: [
    "The leaders you need are rarely looking. Executive search is a research-led, confidential approach to the people already succeeding in comparable roles: we map the market, make discreet contact, and assess each candidate against the results you need from the role in its first year.",
    "Every search is led by a partner with at least fifteen years of recruiting experience, supported by a researcher and our AI-assisted market mapping. You get one point of contact, a written update every week, and a shortlist of leaders who have been interviewed in depth and referenced on the record.",
  ],
  included: [
    "A partner leads your search personally, with a dedicated researcher",
    "Confidential market mapping and outreach to leaders who are not job hunting",
    "Structured assessment and in-depth references before the shortlist",
    "Weekly written progress reports with market feedback",
    "Support through offer, resignation and the first six months in the role",
  ],
  audiences: [
    {
      title: "Boards and CEOs",
      description:
        "Appointing a CFO, COO, chief nursing officer or head of technology, where the hire shapes the company for years.",
    },
    {
      title: "Private-equity-backed companies",
      description:
        "Building the leadership team after an acquisition or ahead of growth, often on a tight timeline with specific experience required.",
    },
    {
      title: "Family-owned businesses",
      description:
        "Bringing in the first non-family executive or planning a succession, with the discretion those conversations need.",
    },
    {
      title: "Confidential replacements",
      description:
        "Searching for a successor while the incumbent is still in post, when word must not reach your team, customers or competitors.",
    },
  ],
  steps: [
    {
      title: "Brief and success profile",
      description:
        "We meet the decision-makers, agree the outcomes the leader must deliver in twelve months, and write a success profile and a confidential role brief.",
    },
    {
      title: "Market map and outreach",
      description:
        "We research the target companies and leaders, then approach the strongest people discreetly, including those who would never answer a job advert.",
    },
    {
      title: "Assessment and shortlist",
      description:
        "Structured interviews against the success profile, leadership assessments and in-depth references produce a shortlist of three to five finalists.",
    },
    {
      title: "Offer and integration",
      description:
        "We negotiate the package, manage resignation and counteroffers, and stay in touch with you and your new leader through their first six months.",
    },
  ],
  pricing: {
    model: "Retained search in three instalments",
    summary:
      "A fee based on the role's estimated first-year cash compensation (base salary plus target bonus), fixed when the search begins and paid in three instalments.",
    points: [
      "First instalment when the search begins, second when we present the shortlist, third when your candidate accepts the offer",
      "Fixed at the start, so the fee does not rise if the final offer is higher than planned",
      "Agreed expenses such as candidate travel and assessments are passed through at cost, only with your approval",
      "A twelve-month guarantee: if the executive leaves in their first year, we repeat the search for expenses only",
    ],
    note: "Retained executive search fees are typically about one third of first-year cash compensation across the industry. We quote a fixed fee for your search after the first meeting.",
  },
  faqs: [
    {
      question: "How long does an executive search take?",
      answer:
        "Most searches take 90 to 120 days from the brief to an accepted offer, with the shortlist typically presented in weeks six to eight. Notice periods for senior leaders can add one to three months before the start date.",
    },
    {
      question: "How do you keep the search confidential?",
      answer:
        "We can run the search under a project name without naming your company until a candidate has signed a non-disclosure agreement and reached the interview stage. Only the partner and researcher on your search see the brief.",
    },
    {
      question: "Why retained search rather than contingency?",
      answer:
        "A retained search commits a partner and researcher to your role exclusively and lets us approach leaders systematically rather than presenting whoever is available. For senior roles that thoroughness, and the accountability that comes with it, matter more than speed.",
    },
    {
      question: "What happens if the executive leaves early?",
      answer:
        "If the executive you hire leaves or is dismissed for performance within twelve months, we repeat the search with no further fee; you cover agreed expenses only.",
    },
    {
      question: "Do you consider diverse candidates?",
      answer:
        "Yes, deliberately. Our market maps look beyond the obvious competitor list, and every shortlist we present has been built from a candidate pool that reflects the talent available in the market.",
    },
  ],
};

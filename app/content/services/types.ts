import type { ServiceSlug } from "../../../common/services";

export type ContentStep = { title: string; description: string };
export type ContentFaq = { question: string; answer: string };

/** Everything a /services/{slug} page says beyond the name and summary in common/services.ts. */
export type ServiceDetail = {
  slug: ServiceSlug;
  /** Page title before the brand name: unique per page. */
  metaTitle: string;
  /** Meta description: unique per page, about 150 characters. */
  metaDescription: string;
  /** The hero's lead sentence. */
  lead: string;
  /** "What it is": a few short paragraphs. */
  overview: readonly string[];
  /** What the engagement includes; also the bullets on the services overview cards (first three). */
  included: readonly string[];
  /** "Who it is for". */
  audiences: readonly { title: string; description: string }[];
  /** "How it works", in order. */
  steps: readonly ContentStep[];
  /** "What it costs to engage": the pricing model, never a price list. */
  pricing: {
    model: string;
    summary: string;
    points: readonly string[];
    /** Industry ranges, always labelled as typical, or how a quote is made. */
    note: string;
  };
  faqs: readonly ContentFaq[];
};

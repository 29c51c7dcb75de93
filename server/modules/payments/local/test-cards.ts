/** The local provider's test cards, numbered as Stripe's test mode numbers them. */
import type { LOCAL_CARD_BEHAVIOURS } from "../../../db/schema";

type Behaviour = (typeof LOCAL_CARD_BEHAVIOURS)[number];

export type TestCard = {
  number: string;
  /** What happens: at entry ("declined" never attaches) and when charged later. */
  outcome: Behaviour | "declined";
  description: string;
};

export const LOCAL_TEST_CARDS: readonly TestCard[] = [
  { number: "4242424242424242", outcome: "succeeds", description: "Succeeds" },
  { number: "4000000000000002", outcome: "declined", description: "Is declined" },
  {
    number: "4000002500003155",
    outcome: "authenticates",
    description: "Needs authentication once, then succeeds",
  },
  {
    number: "4000000000000341",
    outcome: "declines_later",
    description: "Attaches, then every charge is declined (a failed renewal)",
  },
];

/** "4242 4242 4242 4242" → "4242 4242 4242 4242" grouped, for the page. */
export const groupedCardNumber = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, "$1 ");

export type CardEntry = { number: string; expiry: string; cvc: string };

export type CheckedCard = { card: TestCard; expMonth: number; expYear: number; last4: string };

/**
 * The entered card checked as a card form checks it: field errors (by field name) or the test card
 * with its expiry. Any number that is not a test card is refused: this provider moves no money.
 */
export function checkCardEntry(
  entry: CardEntry,
  now = new Date(),
): { errors: Record<string, string> } | CheckedCard {
  const errors: Record<string, string> = {};
  const digits = entry.number.replace(/[\s-]/g, "");
  const card = LOCAL_TEST_CARDS.find((candidate) => candidate.number === digits);
  if (!/^\d{12,19}$/.test(digits)) errors.number = "Enter the card number.";
  else if (!card)
    errors.number = "Use one of the test cards listed below; this local provider moves no money.";
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(entry.expiry);
  const expMonth = Number(expiry?.[1]);
  const expYear = expiry ? Number(expiry[2]?.length === 2 ? `20${expiry[2]}` : expiry[2]) : Number.NaN;
  if (!expiry || expMonth < 1 || expMonth > 12) errors.expiry = "Enter the expiry as MM/YY.";
  else if (expYear * 12 + expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    errors.expiry = "This card has expired.";
  }
  if (!/^\d{3,4}$/.test(entry.cvc.trim())) errors.cvc = "Enter the 3 or 4 digit security code.";
  if (Object.keys(errors).length > 0 || !card) return { errors };
  return { card, expMonth, expYear, last4: digits.slice(-4) };
}

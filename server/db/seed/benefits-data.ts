import type { benefitPlans } from "../schema";
import { addDays } from "./dates";

/** The benefit plans a demo contractor can choose from, costs per weekly pay period. */
export const DEMO_BENEFIT_PLANS = [
  {
    kind: "medical",
    name: "Sunshine Bronze PPO",
    description:
      "Doctor visits with a $40 copay, urgent care, hospital stays and prescriptions through a statewide PPO network. $3,000 deductible.",
    costPerPeriod: "38.50",
    eligibleAfterDays: 30,
  },
  {
    kind: "medical",
    name: "Sunshine Silver PPO",
    description:
      "The same statewide network with a $1,500 deductible, $25 primary care copays and lower prescription costs.",
    costPerPeriod: "61.75",
    eligibleAfterDays: 30,
  },
  {
    kind: "dental",
    name: "Bright Smile Dental",
    description:
      "Two cleanings and exams a year at no cost, 80% of fillings and 50% of crowns after the deductible.",
    costPerPeriod: "6.25",
    eligibleAfterDays: 30,
  },
  {
    kind: "vision",
    name: "Clear View Vision",
    description: "A yearly eye exam for a $10 copay and a $150 allowance toward glasses or contact lenses.",
    costPerPeriod: "2.10",
    eligibleAfterDays: 30,
  },
  {
    kind: "retirement",
    name: "Sunshine 401(k)",
    description:
      "Save for retirement from every paycheck: 4% of gross pay by default, invested in a target-date fund you can change at any time.",
    costPerPeriod: "0",
    contributionPercent: "4.00",
    eligibleAfterDays: 30,
  },
] satisfies (typeof benefitPlans.$inferInsert)[];

/** The demo enrollment window: opened two weeks ago, closes in six weeks. */
export function demoEnrollmentWindow(today: string): { opensOn: string; closesOn: string } {
  return { opensOn: addDays(today, -14), closesOn: addDays(today, 42) };
}

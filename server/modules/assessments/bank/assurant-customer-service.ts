/**
 * The Assurant customer-service assessment as shipped: its settings, sections and the 61-question
 * bank. ensureAssessmentBanks puts in what is missing (matched by slug, section key and item key) and
 * never changes what is there, so staff edits, retirements and the pass mark survive every restart.
 *
 * Blueprint of a sitting (25 questions, 30 minutes): 8 customer scenarios, 7 policy questions,
 * 9 computer and data-entry questions, and always 1 written reply. Each section counts a quarter of
 * the overall score.
 */
import type { BankDefinition } from "./bank-definition";

const RETURNS_POLICY = `Device Protection Plan: Replacement Policy (excerpt)
1. A customer may file one claim per covered device every 12 months. A second claim within 12 months is referred to a supervisor.
2. Claims must be filed within 60 days of the damage. Ask for the date the damage happened.
3. Accidental damage (drops, spills, cracked screens) is covered after a $49 service fee. Loss and theft are covered only on the Premium plan, after a $99 fee.
4. A replacement device is shipped within 2 business days after the service fee is paid. Expedited next-day shipping costs $15 and is offered only when the customer asks about speed.
5. Never promise a specific color or model: replacements are "like kind and quality".
6. If the customer disputes the fee, offer to email the plan terms; do not waive fees. Only a supervisor can approve a fee exception.`;

const RENTERS_POLICY = `Renters Insurance: Billing Policy (excerpt)
1. Premiums are due on the 1st of each month. A payment is late after a 10-day grace period (from the 11th).
2. A late payment adds a $10 fee. The fee is waived once per policy year if the customer asks and has no other late payment that year.
3. After 30 days unpaid, the policy is cancelled. Before cancellation, the customer receives two reminders: on the 11th and on the 21st.
4. Customers may change their due date once per policy year, to any day from the 1st to the 28th.
5. Refunds for overpayments are issued to the original payment method within 7 to 10 business days.
6. Agents must verify the caller with the policy number and the billing ZIP code before discussing the account.`;

const CLAIMS_POLICY = `Extended Warranty: Claim Intake Checklist (excerpt)
1. Verify the caller: full name, the email on file, and the last 4 digits of the phone number on file.
2. Record the product's model number and serial number exactly as printed on the label.
3. Ask when the problem started and describe it in the customer's own words.
4. Cosmetic damage (scratches, dents) that does not affect how the product works is not covered.
5. Power surges are covered only when the customer used a surge protector; ask before approving.
6. Open the claim, read the claim number back to the customer, and tell them a technician will call within 1 business day.`;

const RECORDS_PASSAGE = (left: string, right: string) => `Record A: ${left}\nRecord B: ${right}`;

export const ASSURANT_CUSTOMER_SERVICE: BankDefinition = {
  slug: "assurant-customer-service",
  title: "Assurant customer-service assessment",
  measures:
    "How you handle customers in realistic situations, read and follow a policy, work accurately with records on a computer, and write a clear, courteous reply: the skills Assurant's customer-care roles ask for.",
  minutes: 30,
  retakeDays: 30,
  passThreshold: 70,
  accommodations: [
    "Extra time (+25%, +50% or +100%) granted privately by our staff: ask your recruiter or write to us before you start",
    "Works fully with a screen reader and with the keyboard alone",
    "No animations or moving content; the time left is shown as text you can check at any time",
  ],
  sections: [
    {
      key: "customer-scenarios",
      title: "Customer scenarios",
      measures: "Judgement with customers: for each situation, pick the best and the worst response.",
      kind: "best-worst",
      itemsPerSitting: 8,
    },
    {
      key: "policy",
      title: "Reading and following a policy",
      measures: "Reading a short policy and applying it correctly to a customer's case.",
      kind: "single-choice",
      itemsPerSitting: 7,
    },
    {
      key: "data-entry",
      title: "Computer and data-entry accuracy",
      measures: "Comparing records, spotting mismatches and everyday computer and keyboard skills.",
      kind: "single-choice",
      itemsPerSitting: 9,
    },
    {
      key: "written",
      title: "Written communication",
      measures:
        "Writing a short reply to a customer: a greeting, an apology where it is due, a clear resolution and a courteous tone.",
      kind: "written",
      itemsPerSitting: 1,
    },
  ],
  items: [
    // Customer scenarios: best and worst response (options in the order stored; shuffled per sitting).
    {
      key: "cs-01",
      section: "customer-scenarios",
      prompt:
        "A customer calls, upset: their replacement phone arrived with a cracked screen. They say this is the second time something has gone wrong with the plan.",
      options: [
        "Apologize, confirm their details, and start a new replacement right away, explaining when it will arrive.",
        "Tell them damage in shipping is the carrier's fault and give them the carrier's phone number.",
        "Ask them to email photos of the damage and say someone will get back to them.",
        "Say you understand, and explain that they will have to file a new claim with a new service fee.",
      ],
      best: 0,
      worst: 1,
    },
    {
      key: "cs-02",
      section: "customer-scenarios",
      prompt:
        "A caller is shouting and using rude language because their claim was denied. You have not yet looked at the account.",
      options: [
        "Hang up: you do not have to accept being spoken to that way.",
        "Stay calm, acknowledge their frustration, and ask for the claim number so you can review the decision with them.",
        "Tell them the decision is final and cannot be discussed.",
        "Put them on hold until they calm down.",
      ],
      best: 1,
      worst: 0,
    },
    {
      key: "cs-03",
      section: "customer-scenarios",
      prompt:
        "A customer asks whether their plan covers water damage. You are not sure, and the plan details are in a system you are still learning.",
      options: [
        "Say yes, since most plans cover it, to keep the customer happy.",
        "Tell them to read their plan documents.",
        "Say you want to give them the right answer, ask for a moment, and check the plan's coverage before answering.",
        "Transfer them to another department without explaining why.",
      ],
      best: 2,
      worst: 0,
    },
    {
      key: "cs-04",
      section: "customer-scenarios",
      prompt:
        "An elderly customer is confused about how to file a claim online and asks you to do it for them over the phone.",
      options: [
        "Walk them through it patiently, or file it for them over the phone if the process allows, checking each detail with them.",
        "Tell them the website is easy and they should try again.",
        "Send them a link to the FAQ and end the call.",
        "Say phone claims take longer and suggest they ask a family member for help.",
      ],
      best: 0,
      worst: 2,
    },
    {
      key: "cs-05",
      section: "customer-scenarios",
      prompt:
        "A customer says a colleague promised them a free upgrade last week, but there is no note of it on the account.",
      options: [
        "Tell them your colleague must have made a mistake and nothing can be done.",
        "Give them the upgrade, since the customer says it was promised.",
        "Thank them for letting you know, explain you can't see the note, and offer to check with a supervisor and call them back by a set time.",
        "Ask them for the name of the colleague so that person can be disciplined.",
      ],
      best: 2,
      worst: 3,
    },
    {
      key: "cs-06",
      section: "customer-scenarios",
      prompt:
        "You are near the end of your shift when a customer with a complicated billing question calls. Solving it will take about 20 minutes.",
      options: [
        "Handle the call fully, or if you truly cannot, hand it over with complete notes so the customer does not repeat themselves.",
        "Tell the customer to call back tomorrow morning.",
        "Rush through the call and give a quick answer even if you are not sure it is right.",
        "Transfer the call to the general queue without notes.",
      ],
      best: 0,
      worst: 2,
    },
    {
      key: "cs-07",
      section: "customer-scenarios",
      prompt:
        "A customer asks you to send their account details to their adult son's email because the son handles their bills. The son is not on the account.",
      options: [
        "Send the details: the customer has asked for it.",
        "Explain that you can only share account details with people on the account, and offer to add the son as an authorized person with the customer's permission.",
        "Refuse and offer nothing else.",
        "Tell the customer to give their password to their son.",
      ],
      best: 1,
      worst: 0,
    },
    {
      key: "cs-08",
      section: "customer-scenarios",
      prompt:
        "A customer's replacement is delayed by a warehouse problem. They are calling for the third time for an update.",
      options: [
        "Give the same update as before and end the call quickly.",
        "Apologize for the repeated calls, check the newest status, give a realistic date, and offer to contact them when it ships.",
        "Tell them the delay is not your department's fault.",
        "Promise it will arrive tomorrow so they stop calling.",
      ],
      best: 1,
      worst: 3,
    },
    {
      key: "cs-09",
      section: "customer-scenarios",
      prompt:
        "While helping a customer, you notice that they were charged twice for the same month. They have not noticed.",
      options: [
        "Say nothing: they did not ask about it.",
        "Mention it at the end of the call if there is time.",
        "Tell them what you found, apologize, and start the refund or explain exactly how it will be corrected.",
        "Make a note for billing but do not tell the customer.",
      ],
      best: 2,
      worst: 0,
    },
    {
      key: "cs-10",
      section: "customer-scenarios",
      prompt:
        "A customer says they want to cancel their plan because it is too expensive. Your team is measured on keeping customers.",
      options: [
        "Refuse to cancel until they listen to every offer available.",
        "Ask what matters most to them, mention a lower-cost option if one fits, and cancel promptly if they still want to.",
        "Cancel immediately without asking anything.",
        "Tell them cancelling will cost more in the long run, whatever their situation.",
      ],
      best: 1,
      worst: 0,
    },
    {
      key: "cs-11",
      section: "customer-scenarios",
      prompt:
        "A customer writes in Spanish in the chat. You speak some Spanish but are not fluent; the company offers interpreter support.",
      options: [
        "Reply in English and hope they understand.",
        "Greet them in Spanish and offer the interpreter service (or a Spanish-speaking agent) so nothing important is misunderstood.",
        "Use an online translator for the whole conversation without telling them.",
        "Ask them to come back when they can write in English.",
      ],
      best: 1,
      worst: 3,
    },
    {
      key: "cs-12",
      section: "customer-scenarios",
      prompt: "Your system goes down in the middle of a call and you cannot see the customer's account.",
      options: [
        "Tell the customer what happened, take their details and question, and agree on when you will call them back.",
        "Keep the customer on hold until the system comes back, however long it takes.",
        "Make up an answer from memory.",
        "End the call without explanation.",
      ],
      best: 0,
      worst: 3,
    },
    {
      key: "cs-13",
      section: "customer-scenarios",
      prompt:
        "A customer thanks you and then asks for your personal phone number so they can reach you directly next time.",
      options: [
        "Give your personal number: good service builds loyalty.",
        "Thank them warmly, explain you can't share personal numbers, and give the direct line or reference number that brings them back to the team.",
        "Ignore the question.",
        "Tell them that is an inappropriate request.",
      ],
      best: 1,
      worst: 0,
    },
    {
      key: "cs-14",
      section: "customer-scenarios",
      prompt:
        "A customer disagrees with a $49 service fee and asks you to waive it. You are not allowed to waive fees.",
      options: [
        "Waive it anyway: it is a small amount.",
        "Explain why the fee applies, offer to send the plan terms, and offer to pass the request to a supervisor, who can approve exceptions.",
        "Tell them it is company policy and there is nothing more to say.",
        "Tell them you will waive it and then not do it.",
      ],
      best: 1,
      worst: 3,
    },
    {
      key: "cs-15",
      section: "customer-scenarios",
      prompt:
        "A customer has been transferred three times and starts the call by saying they are ready to give up.",
      options: [
        "Apologize for the transfers, take ownership of the problem, and tell them you will stay with them until it is resolved or clearly handed on.",
        "Transfer them again to the department that seems right.",
        "Ask them to explain everything from the beginning without acknowledging the transfers.",
        "Tell them transfers happen and they should be patient.",
      ],
      best: 0,
      worst: 1,
    },
    {
      key: "cs-16",
      section: "customer-scenarios",
      prompt:
        "A customer asks a question you have already answered twice during the call. They seem distracted.",
      options: [
        "Answer again patiently, in simpler words, and offer to email a summary.",
        "Tell them you already answered that.",
        "Sigh and repeat the answer word for word.",
        "Move on to the next topic without answering.",
      ],
      best: 0,
      worst: 1,
    },
    {
      key: "cs-17",
      section: "customer-scenarios",
      prompt:
        "A customer posts an angry public comment on the company's social page about a denied claim and includes their policy number.",
      options: [
        "Reply publicly with the details of why the claim was denied.",
        "Reply publicly with a short apology and an invitation to continue in a private message, and let the team know the policy number was posted.",
        "Delete the comment.",
        "Do nothing: social media is not your job.",
      ],
      best: 1,
      worst: 0,
    },
    {
      key: "cs-18",
      section: "customer-scenarios",
      prompt:
        "You made a mistake: you told a customer yesterday that their claim was approved, but it is still under review.",
      options: [
        "Wait to see if it gets approved before saying anything.",
        "Call the customer, explain the mistake honestly, apologize, and tell them the real status and next step.",
        "Ask a colleague to call them instead so it is not you.",
        "Change the claim status to approved in the system.",
      ],
      best: 1,
      worst: 3,
    },

    // Reading and following a policy: three policies, six questions each.
    {
      key: "po-01",
      section: "policy",
      passage: RETURNS_POLICY,
      prompt:
        "A customer dropped their phone 75 days ago and wants to file a claim today. What does the policy say?",
      options: [
        "File it: accidental damage is covered.",
        "It cannot be filed: claims must be filed within 60 days of the damage.",
        "File it with the $99 fee.",
        "Refer it to a supervisor because it is a second claim.",
      ],
      correct: 1,
    },
    {
      key: "po-02",
      section: "policy",
      passage: RETURNS_POLICY,
      prompt: "A Standard plan customer reports that their phone was stolen last week. What applies?",
      options: [
        "Covered after a $49 fee.",
        "Covered after a $99 fee.",
        "Not covered: loss and theft are covered only on the Premium plan.",
        "Covered only with expedited shipping.",
      ],
      correct: 2,
    },
    {
      key: "po-03",
      section: "policy",
      passage: RETURNS_POLICY,
      prompt:
        "A customer has paid the fee for a cracked screen and asks how soon the replacement will come. What do you offer?",
      options: [
        "Shipping within 2 business days, and next-day shipping for $15 since they asked about speed.",
        "Free next-day shipping.",
        "Shipping within 2 business days only; there is no faster option.",
        "Shipping once a supervisor approves.",
      ],
      correct: 0,
    },
    {
      key: "po-04",
      section: "policy",
      passage: RETURNS_POLICY,
      prompt:
        "The customer asks for the replacement in blue, the same color as their old phone. What do you say?",
      options: [
        "Promise blue.",
        "Explain that replacements are like kind and quality, so the color can't be promised.",
        "Tell them to return the replacement if it is not blue.",
        "Charge $15 to guarantee the color.",
      ],
      correct: 1,
    },
    {
      key: "po-05",
      section: "policy",
      passage: RETURNS_POLICY,
      prompt:
        "A customer filed a claim 5 months ago and has just spilled coffee on the same device. What do you do?",
      options: [
        "Refuse the claim.",
        "File it with the $49 fee as usual.",
        "Refer it to a supervisor: it is a second claim within 12 months.",
        "File it as a Premium claim with the $99 fee.",
      ],
      correct: 2,
    },
    {
      key: "po-06",
      section: "policy",
      passage: RETURNS_POLICY,
      prompt:
        "A customer says the $49 fee is unfair and demands that you remove it. What does the policy allow you to do?",
      options: [
        "Waive it once.",
        "Offer to email the plan terms, and pass a request for an exception to a supervisor if they want one.",
        "Reduce it to $15.",
        "Tell them nothing can be done and end the call.",
      ],
      correct: 1,
    },
    {
      key: "po-07",
      section: "policy",
      passage: RENTERS_POLICY,
      prompt: "A customer pays the premium on the 9th of the month. What happens?",
      options: [
        "A $10 late fee is added.",
        "Nothing: the payment is within the 10-day grace period.",
        "The policy is cancelled.",
        "They receive a reminder.",
      ],
      correct: 1,
    },
    {
      key: "po-08",
      section: "policy",
      passage: RENTERS_POLICY,
      prompt:
        "A customer paid late in March and asks you to waive the $10 fee. They also paid late in January this policy year. What do you do?",
      options: [
        "Waive it: they asked.",
        "Keep the fee: the waiver is only for a customer with no other late payment that year.",
        "Waive half of it.",
        "Cancel the policy.",
      ],
      correct: 1,
    },
    {
      key: "po-09",
      section: "policy",
      passage: RENTERS_POLICY,
      prompt:
        "A caller gives the policy number but says they do not remember the billing ZIP code. What do you do?",
      options: [
        "Discuss the account, since they have the policy number.",
        "Ask for their date of birth instead and continue.",
        "Explain you need both to discuss the account, and help them find the ZIP code (for example on a bill) before continuing.",
        "Tell them to visit an office.",
      ],
      correct: 2,
    },
    {
      key: "po-10",
      section: "policy",
      passage: RENTERS_POLICY,
      prompt: "A customer wants to move their due date to the 30th of each month. What do you tell them?",
      options: [
        "That is fine.",
        "Due dates can be moved only to a day from the 1st to the 28th; offer the 28th or an earlier day.",
        "Due dates can never be changed.",
        "They must pay a fee to change it.",
      ],
      correct: 1,
    },
    {
      key: "po-11",
      section: "policy",
      passage: RENTERS_POLICY,
      prompt: "A customer overpaid by $40 with a credit card and asks when they will get the money back.",
      options: [
        "Right away, by check.",
        "Within 7 to 10 business days, back to the credit card they paid with.",
        "At the end of the policy year.",
        "Only if a supervisor approves it.",
      ],
      correct: 1,
    },
    {
      key: "po-12",
      section: "policy",
      passage: RENTERS_POLICY,
      prompt:
        "A customer has not paid this month's premium, due on the 1st. Today is the 22nd. Which reminders have they received?",
      options: [
        "None yet.",
        "Only the reminder of the 11th.",
        "The reminders of the 11th and the 21st.",
        "A cancellation notice.",
      ],
      correct: 2,
    },
    {
      key: "po-13",
      section: "policy",
      passage: CLAIMS_POLICY,
      prompt: "Which of these is NOT one of the details used to verify the caller?",
      options: [
        "Full name",
        "The email on file",
        "The last 4 digits of the phone number on file",
        "The caller's date of birth",
      ],
      correct: 3,
    },
    {
      key: "po-14",
      section: "policy",
      passage: CLAIMS_POLICY,
      prompt: "A customer's refrigerator has a large dent on the door but works perfectly. Is it covered?",
      options: [
        "Yes, all damage is covered.",
        "No: cosmetic damage that does not affect how the product works is not covered.",
        "Only if the dent came from a power surge.",
        "Only if a technician agrees.",
      ],
      correct: 1,
    },
    {
      key: "po-15",
      section: "policy",
      passage: CLAIMS_POLICY,
      prompt:
        "A customer says their TV stopped working after a storm caused a power surge. What must you ask before approving?",
      options: [
        "Whether they used a surge protector.",
        "Whether the TV was turned on.",
        "How old the TV is.",
        "Whether they have renters insurance.",
      ],
      correct: 0,
    },
    {
      key: "po-16",
      section: "policy",
      passage: CLAIMS_POLICY,
      prompt: "The serial number on the label reads 'SN-4471-B09'. How do you record it?",
      options: [
        "4471B09",
        "SN-4471-B09, exactly as printed",
        "SN4471B9",
        "Whatever the customer remembers from the receipt",
      ],
      correct: 1,
    },
    {
      key: "po-17",
      section: "policy",
      passage: CLAIMS_POLICY,
      prompt: "You have opened the claim. What must you do before ending the call?",
      options: [
        "Read the claim number back and tell the customer a technician will call within 1 business day.",
        "Email the claim number later.",
        "Tell the customer a technician will visit tomorrow.",
        "Nothing else is needed.",
      ],
      correct: 0,
    },
    {
      key: "po-18",
      section: "policy",
      passage: CLAIMS_POLICY,
      prompt: "How should you record what is wrong with the product?",
      options: [
        "Choose the closest problem code without asking.",
        "Ask when the problem started and describe it in the customer's own words.",
        "Write 'not working'.",
        "Wait for the technician to decide.",
      ],
      correct: 1,
    },

    // Computer and data-entry accuracy.
    {
      key: "de-01",
      section: "data-entry",
      passage: RECORDS_PASSAGE(
        "Maria Lopez | 1450 NW 7th St, Miami FL 33125 | (305) 555-0142 | Policy RT-208814",
        "Maria Lopez | 1450 NW 7th St, Miami FL 33125 | (305) 555-0124 | Policy RT-208814",
      ),
      prompt: "Which field differs between Record A and Record B?",
      options: ["Name", "Address", "Phone number", "Policy number"],
      correct: 2,
    },
    {
      key: "de-02",
      section: "data-entry",
      passage: RECORDS_PASSAGE(
        "James O'Neil | Claim 55-90321 | Samsung Galaxy S23 | IMEI 356789104452310",
        "James O'Neil | Claim 55-90321 | Samsung Galaxy S23 | IMEI 356789104452310",
      ),
      prompt: "Compare the two records. What do you find?",
      options: [
        "The claim numbers differ",
        "The IMEI numbers differ",
        "The records are identical",
        "The models differ",
      ],
      correct: 2,
    },
    {
      key: "de-03",
      section: "data-entry",
      passage: RECORDS_PASSAGE(
        "Tran, Linh | DOB 04/11/1988 | ZIP 33301 | Plan: Premium",
        "Tran, Linh | DOB 11/04/1988 | ZIP 33301 | Plan: Premium",
      ),
      prompt: "Which field differs?",
      options: ["Name", "Date of birth", "ZIP code", "Plan"],
      correct: 1,
    },
    {
      key: "de-04",
      section: "data-entry",
      passage: RECORDS_PASSAGE(
        "Order 778-2210 | Qty 3 | Unit $24.99 | Total $74.97",
        "Order 778-2210 | Qty 3 | Unit $24.99 | Total $79.47",
      ),
      prompt: "One record's total is wrong. Which one, and why?",
      options: [
        "Record A: 3 × $24.99 is $79.47",
        "Record B: 3 × $24.99 is $74.97",
        "Both are right",
        "Both are wrong",
      ],
      correct: 1,
    },
    {
      key: "de-05",
      section: "data-entry",
      passage: "The email address as the customer spelled it: d-a-n-i-e-l dot r-e-y-e-s at g-m-a-i-l dot com",
      prompt: "Which entry is correct?",
      options: [
        "daniel.reyes@gmail.com",
        "danielreyes@gmail.com",
        "daniel.reyes@gmial.com",
        "daniel.reyes@gmail.co",
      ],
      correct: 0,
    },
    {
      key: "de-06",
      section: "data-entry",
      prompt: "Which keyboard shortcut copies the selected text on a Windows computer?",
      options: ["Ctrl + V", "Ctrl + C", "Ctrl + X", "Ctrl + Z"],
      correct: 1,
    },
    {
      key: "de-07",
      section: "data-entry",
      prompt: "You typed over an important note by mistake. Which shortcut most likely brings it back?",
      options: ["Ctrl + Z (undo)", "Ctrl + S (save)", "Ctrl + P (print)", "Alt + Tab"],
      correct: 0,
    },
    {
      key: "de-08",
      section: "data-entry",
      prompt: "In a form, which key usually moves you to the next field?",
      options: ["Esc", "Tab", "Home", "Caps Lock"],
      correct: 1,
    },
    {
      key: "de-09",
      section: "data-entry",
      passage:
        "Claims list, sorted by date:\n03/02 Claim 1184 Open\n03/04 Claim 1190 Closed\n03/04 Claim 1193 Open\n03/07 Claim 1201 Pending\n03/09 Claim 1207 Open",
      prompt: "How many claims in the list are Open?",
      options: ["2", "3", "4", "5"],
      correct: 1,
    },
    {
      key: "de-10",
      section: "data-entry",
      passage: RECORDS_PASSAGE(
        "Policy HX-00417 | Start 01/15/2025 | End 01/14/2026 | Premium $18.50/mo",
        "Policy HX-00417 | Start 01/15/2025 | End 01/14/2026 | Premium $15.80/mo",
      ),
      prompt: "Which field differs?",
      options: ["Policy number", "Start date", "End date", "Premium"],
      correct: 3,
    },
    {
      key: "de-11",
      section: "data-entry",
      prompt: "A customer's ZIP code is 33130. Which entry has a transposition error (two digits swapped)?",
      options: ["33130", "33103", "3313", "331300"],
      correct: 1,
    },
    {
      key: "de-12",
      section: "data-entry",
      prompt: "You need to find a customer's name quickly in a long web page. What is the fastest way?",
      options: [
        "Scroll slowly and read every line",
        "Press Ctrl + F and type part of the name",
        "Print the page",
        "Refresh the page",
      ],
      correct: 1,
    },
    {
      key: "de-13",
      section: "data-entry",
      passage: RECORDS_PASSAGE(
        "Kowalski, Anna | anna.kowalski@outlook.com | Acct 0049-2271",
        "Kowalsky, Anna | anna.kowalski@outlook.com | Acct 0049-2271",
      ),
      prompt: "Which field differs?",
      options: ["Last name", "First name", "Email", "Account number"],
      correct: 0,
    },
    {
      key: "de-14",
      section: "data-entry",
      prompt: "Which of these is the strongest password?",
      options: ["password123", "Miami2024", "blue-Harbor-71-kettle!", "12345678"],
      correct: 2,
    },
    {
      key: "de-15",
      section: "data-entry",
      prompt:
        "You receive an email that looks like it is from IT asking you to confirm your password through a link. What do you do?",
      options: [
        "Click the link and confirm quickly so your account is not locked",
        "Reply with your password",
        "Do not click it; report it to IT or security through the usual channel",
        "Forward it to your team so they can check too",
      ],
      correct: 2,
    },
    {
      key: "de-16",
      section: "data-entry",
      passage: "Phone number as spoken by the customer: nine five four, five five five, zero one eight seven",
      prompt: "Which entry is correct?",
      options: ["(954) 555-0187", "(945) 555-0187", "(954) 555-0178", "(954) 555-1087"],
      correct: 0,
    },
    {
      key: "de-17",
      section: "data-entry",
      passage: "Amounts refunded this week: $12.50, $40.00, $7.25, $15.25",
      prompt: "What is the total refunded?",
      options: ["$74.00", "$75.00", "$65.00", "$75.50"],
      correct: 1,
    },
    {
      key: "de-18",
      section: "data-entry",
      prompt:
        "You are leaving your desk for a few minutes while customer records are on screen. What should you do?",
      options: [
        "Nothing: you will be right back",
        "Turn off the monitor only",
        "Lock the computer (for example Windows key + L)",
        "Ask a colleague to watch the screen",
      ],
      correct: 2,
    },
    {
      key: "de-19",
      section: "data-entry",
      passage: RECORDS_PASSAGE(
        "Serial 8KJ2-77QP-0M4X | Model WX-550 | Purchased 06/30/2024",
        "Serial 8KJ2-77QP-0N4X | Model WX-550 | Purchased 06/30/2024",
      ),
      prompt: "Which field differs?",
      options: ["Serial number", "Model", "Purchase date", "None: they are identical"],
      correct: 0,
    },
    {
      key: "de-20",
      section: "data-entry",
      prompt:
        "A date must be entered as MM/DD/YYYY. The customer says 'the fifth of August, 2025'. What do you enter?",
      options: ["05/08/2025", "08/05/2025", "2025/08/05", "8/5/25"],
      correct: 1,
    },

    // Written communication: one in every sitting, scored by rules (staff can override).
    {
      key: "wr-01",
      section: "written",
      prompt:
        "A customer emailed: 'I paid the $49 fee four days ago and my replacement phone still hasn't shipped. I need my phone for work. What is going on?' The replacement ships tomorrow and you can upgrade to next-day shipping for free as a courtesy. Write your reply (40 to 150 words).",
      rubric: {
        minWords: 40,
        maxWords: 150,
        resolutionWords: [
          "ship",
          "ships",
          "shipping",
          "tomorrow",
          "next-day",
          "tracking",
          "arrive",
          "upgrade",
        ],
      },
    },
    {
      key: "wr-02",
      section: "written",
      prompt:
        "A customer wrote: 'You charged me a late fee but I paid on the 8th! This is ridiculous.' Their payment was received on the 8th, within the grace period, so the $10 fee was charged by mistake and will be refunded. Write your reply (40 to 150 words).",
      rubric: {
        minWords: 40,
        maxWords: 150,
        resolutionWords: ["refund", "refunded", "removed", "reversed", "credit", "credited", "corrected"],
      },
    },
    {
      key: "wr-03",
      section: "written",
      prompt:
        "A customer wrote: 'My claim for my washing machine has been open for two weeks and nobody has called me.' The technician's call was missed in the schedule; a technician can call them today before 5 PM. Write your reply (40 to 150 words).",
      rubric: {
        minWords: 40,
        maxWords: 150,
        resolutionWords: ["technician", "today", "call", "schedule", "scheduled", "appointment", "visit"],
      },
    },
    {
      key: "wr-04",
      section: "written",
      prompt:
        "A customer wrote: 'I was told my tablet was covered for theft, but now your website says it isn't. Which is it?' They have the Standard plan, which does not cover theft; the Premium plan does, and they can upgrade for future coverage. Write your reply (40 to 150 words).",
      rubric: {
        minWords: 40,
        maxWords: 150,
        resolutionWords: ["premium", "upgrade", "plan", "coverage", "covered", "options", "option"],
      },
    },
    {
      key: "wr-05",
      section: "written",
      prompt:
        "A customer wrote: 'I've called three times to update my address and my bills still go to my old apartment.' You have now updated the address; the next bill will go to the new one. Write your reply (40 to 150 words).",
      rubric: {
        minWords: 40,
        maxWords: 150,
        resolutionWords: [
          "updated",
          "update",
          "changed",
          "new address",
          "next bill",
          "confirmed",
          "corrected",
        ],
      },
    },
  ],
};

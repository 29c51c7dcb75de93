import { BRAND } from "../../../common/brand";
import { contactLinks, type LegalContext, type LegalDocument, link, list, paragraph, terms } from "./types";

export function smsTerms(context: LegalContext): LegalDocument {
  const { email, phone } = contactLinks(context);

  return {
    slug: "sms-terms",
    title: "SMS Terms and Conditions",
    description: `Terms for ${BRAND.name} text messages: how to opt in, message types and frequency, rates, STOP to cancel, HELP for help, and how we protect your mobile number.`,
    lastUpdated: "2026-11-01",
    summary: `${BRAND.name} sends text messages to job seekers and contractors who ask to receive them: job alerts, interview reminders and timesheet reminders. These terms explain how the program works and how to stop messages at any time. Message frequency varies. Message and data rates may apply. Reply STOP to cancel, HELP for help.`,
    sections: [
      {
        id: "program",
        title: "About Our Text Message Program",
        blocks: [
          paragraph(
            `${BRAND.legalName} ("${BRAND.name}", "we", "us") operates the ${BRAND.name} Alerts text message program to keep candidates and contractors informed about their job search and assignments.`,
          ),
          paragraph([
            "These SMS Terms apply to every text message (SMS or MMS) we send you and are part of our ",
            link("Terms of Service", "/terms-of-service"),
            ". By opting in, you agree to them.",
          ]),
        ],
      },
      {
        id: "opt-in",
        title: "How You Opt In",
        blocks: [
          paragraph("You can agree to receive text messages from us by:"),
          list(
            "checking the text message consent box, which is never pre-checked, when you apply for a job, register for a candidate account or update your contact preferences; or",
            "asking your recruiter to sign you up, after which we text you to confirm and you reply YES to start receiving messages.",
          ),
          paragraph(
            "Consent to receive text messages is not a condition of employment, of being considered for any job, or of purchasing any of our services. You can apply for jobs and work with our recruiters without agreeing to texts; we will reach you by email or phone instead.",
          ),
          paragraph(
            "You must be the account holder of the mobile number you give us, or have the account holder's permission to enroll it.",
          ),
        ],
      },
      {
        id: "message-types",
        title: "Messages You Will Receive",
        blocks: [
          terms(
            [
              "Job alerts",
              "new openings that match your profile and preferences, and a recruiter's invitation to apply.",
            ],
            [
              "Interview reminders",
              "confirmations, reminders and changes for interviews and assessments you have scheduled.",
            ],
            [
              "Timesheet reminders",
              "for contractors on assignment: reminders to submit or correct timesheets before payroll cut-off, and notices that a paystub is available.",
            ],
            [
              "Application and assignment updates",
              "changes to the status of your application, assignment start details and schedule changes.",
            ],
            [
              "Account security codes",
              "one-time verification codes you request when signing in or resetting a password.",
            ],
          ),
          paragraph(
            "We do not send promotional messages for other companies. Messages will say they are from Sunshine Staffing.",
          ),
        ],
      },
      {
        id: "frequency",
        title: "Message Frequency",
        blocks: [
          paragraph(
            "Message frequency varies with your activity: how many jobs match your preferences, how many interviews you have scheduled and whether you are on an active assignment. Most candidates receive a few messages a week; contractors also receive a timesheet reminder each pay period.",
          ),
          paragraph(
            "We send job alerts and other non-urgent messages between 8:00 AM and 8:00 PM in your local time. Verification codes you request, and same-day interview or shift reminders, may arrive outside those hours.",
          ),
        ],
      },
      {
        id: "rates",
        title: "Message and Data Rates",
        blocks: [
          paragraph(
            "Message and data rates may apply. We do not charge for the messages we send, but your mobile carrier may charge you for messages sent and received under your plan. Contact your carrier for details of your plan.",
          ),
        ],
      },
      {
        id: "opt-out",
        title: "How to Opt Out: Reply STOP",
        blocks: [
          paragraph(
            "You can cancel at any time. Reply STOP to any message from us to stop all text messages from that number. We also accept CANCEL, END, QUIT, UNSUBSCRIBE and STOPALL. We will send one final message to confirm that you have been unsubscribed, and after that you will receive no further text messages unless you opt in again.",
          ),
          paragraph(
            "To start receiving messages again, reply START or UNSTOP to the same number, or update your preferences in your candidate account. Opting out of texts does not affect your applications, your assignment or your pay; we will contact you by email or phone instead.",
          ),
        ],
      },
      {
        id: "help",
        title: "How to Get Help: Reply HELP",
        blocks: [
          paragraph([
            "Reply HELP to any message for help and our contact details. You can also call us at ",
            phone,
            " or email ",
            email,
            " during the business hours listed on our ",
            link("Contact page", "/contact"),
            ".",
          ]),
        ],
      },
      {
        id: "carriers",
        title: "Supported Carriers and Delivery",
        blocks: [
          paragraph(
            "The program is available on major U.S. wireless carriers, including AT&T, T-Mobile and Verizon, and most regional carriers. Carriers are not liable for delayed or undelivered messages. Delivery depends on your carrier, coverage and device, so please do not rely on text messages for time-critical information; your recruiter will also confirm important details by email or phone.",
          ),
        ],
      },
      {
        id: "privacy",
        title: "Privacy of Your Mobile Number",
        blocks: [
          paragraph([
            "We use your mobile number and messaging history only to run this program and to contact you about your job search or assignment, as described in our ",
            link("Privacy Policy", "/privacy-policy"),
            ".",
          ]),
          paragraph(
            "We do not sell your mobile number, and we do not share it with third parties or affiliates for their marketing or promotional purposes. Text message opt-in data and consent are never shared with third parties, except with the service providers that deliver our messages on our behalf, who may use them only for that purpose.",
          ),
        ],
      },
      {
        id: "eligibility",
        title: "Age and Eligibility",
        blocks: [
          paragraph(
            "You must be at least 18 years old and a resident of the United States to join the program. If you change or give up your mobile number, reply STOP from that number first or tell us, so that messages meant for you do not reach someone else.",
          ),
        ],
      },
      {
        id: "changes",
        title: "Changes to These Terms",
        blocks: [
          paragraph(
            'We may change these SMS Terms or end the program. We will post changes here with a new "Last updated" date and, for material changes, send you a text message about them. If you do not agree to a change, reply STOP.',
          ),
        ],
      },
      {
        id: "contact",
        title: "Contact Us",
        blocks: [
          paragraph("Questions about our text messages can be sent to:"),
          list(`${BRAND.legalName}, ${context.contact.address}`, ["Email: ", email], ["Phone: ", phone]),
        ],
      },
    ],
  };
}

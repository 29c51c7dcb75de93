/**
 * Submitted candidates and the interviews employers request (issue 18): messages, limits and the
 * shapes the portal pages draw. No zod here: the pages import it on first load.
 */
import type { ApplicationAssessment } from "./assessments";
import type { InterviewFeedbackOutcome, SubmissionStatus } from "./job-orders";
import type { ApplicationStage, InterviewFormat, InterviewResponse, InterviewStatus } from "./recruiting";

export const SUBMISSION_LIMITS = {
  recruiterNote: 2000,
  decisionNote: 2000,
  feedbackComments: 4000,
  minProposedTimes: 1,
  maxProposedTimes: 5,
  /** Proposed times must be at least this far apart, so the candidate has real choices. */
  minMinutesBetweenTimes: 60,
} as const;

export const SUBMISSION_MESSAGES = {
  notFound: "We couldn't find that candidate.",
  notLinkedToOrder: "This application's job was not published from a client's job order.",
  alreadySubmitted: "This candidate has already been submitted to the client for this order.",
  notSubmittable: "This application is closed: it can't be submitted to the client.",
  decided: "A decision on this candidate has already been made.",
  reasonRequired: "Choose a reason.",
  otherNeedsText: "Tell us the reason in a few words.",
  infoNoteRequired: "Tell the recruiter what you would like to know.",
  notApproved: "Approve this candidate for an interview first.",
  interviewOpen: "This candidate already has an interview waiting or scheduled.",
  notScheduled: "The candidate hasn't picked a time yet: cancel the request to propose other times.",
  notOver: "Feedback can be given once the interview has taken place.",
  feedbackGiven: "Feedback on this interview has already been given.",
  proposedTimeRequired: "Choose one of the proposed times.",
  notRequested: "This interview's time is already set.",
  timeZoneSaved: "Times are now shown in your time zone.",
} as const;

/** A submitted candidate as /employer/candidates lists them. */
export type EmployerSubmission = {
  id: string;
  status: SubmissionStatus;
  submittedAt: string;
  decidedAt: string | null;
  candidate: {
    name: string;
    recentTitle: string | null;
    skills: string[];
    location: string | null;
    /** Assessment results the candidate chose to share with employers (within 12 months of applying). */
    assessments: ApplicationAssessment[];
  };
  order: { id: string; title: string };
  recruiterNote: string;
  resume: { name: string; href: string } | null;
  /** The latest decision's reason or note, to remind the team what was asked or why. */
  lastDecision: { decision: string; reasonCode: string | null; note: string | null; at: string } | null;
  /** Whether an interview is waiting for the candidate's choice or scheduled (then no new request). */
  hasOpenInterview: boolean;
};

/** An interview as /employer/interviews lists it; times are ISO instants, the page formats them. */
export type EmployerInterview = {
  id: string;
  submissionId: string;
  candidateName: string;
  orderTitle: string;
  status: InterviewStatus;
  candidateResponse: InterviewResponse;
  startsAt: string;
  proposedTimes: string[];
  durationMinutes: number;
  format: InterviewFormat;
  location: string | null;
  meetingUrl: string | null;
  interviewers: string[];
  sequence: number;
  over: boolean;
  feedback: { outcome: InterviewFeedbackOutcome; comments: string; at: string } | null;
};

/** What the console's application page shows about the client's side of an application. */
export type ClientSideOfApplication = {
  /** The order the application's job was published from, when it was. */
  order: { id: string; title: string; company: string } | null;
  submission: { id: string; status: SubmissionStatus; recruiterNote: string; submittedAt: string } | null;
  feedback: { outcome: InterviewFeedbackOutcome; comments: string; at: string; by: string }[];
  stage: ApplicationStage;
};

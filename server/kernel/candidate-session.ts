/**
 * Who is acting in a candidate's request: the session and its candidate. Every module that serves a
 * signed-in candidate takes it; the candidates module creates it (authenticateCandidate).
 */
export type CandidateSession = { sessionId: string; candidateId: string };

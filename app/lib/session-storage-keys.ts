/**
 * Browser localStorage key names shared by the API client (which reads the tokens to send them as
 * bearer credentials, SPEC §6) and the features that sign people in and out (which write and clear them).
 */
export const CANDIDATE_TOKEN_KEY = "candidateToken";
export const CANDIDATE_DATA_KEY = "candidateData";
export const COPILOT_TOKEN_KEY = "copilotToken";

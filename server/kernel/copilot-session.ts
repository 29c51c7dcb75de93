import type { CopilotRole } from "../../common/copilot-plans";

/**
 * Who is acting in an AI hiring-assistant request: the session, its user, the workspace the session
 * acts in and the user's role there. Every module that serves a signed-in client takes it; the
 * copilot-accounts module creates it (authenticateCopilot).
 */
export type CopilotSession = { sessionId: string; userId: string; workspaceId: string; role: CopilotRole };

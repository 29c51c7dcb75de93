import type { CopilotRequestKind } from "../../../common/copilot-candidates";
import type { TalentRequestSource } from "../../../common/talent-database";

/** What the request emails say about a request: the listing (or ranked candidate) and who asked. */
export type RequestForEmail = {
  /** Null for a copilot request (no listing). */
  profilePublicId: string | null;
  headline: string;
  source: TalentRequestSource;
  /** A copilot request's kind and order. */
  kind?: CopilotRequestKind | null;
  orderId?: string | null;
  company: string;
  requesterName: string;
  requesterEmail: string;
  requesterPhone: string | null;
  orderTitle: string | null;
  message: string;
};

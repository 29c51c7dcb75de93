import type { CopilotRole } from "../../../common/copilot-plans";
import { Forbidden } from "../../errors";

/**
 * Who calls billing, as the copilot session gives it: the workspace, its billing email and company
 * name (for the provider's customer), and the caller's role in it.
 */
export type CopilotBillingCaller = {
  workspaceId: string;
  companyName: string;
  email: string;
  role: CopilotRole;
};

/** Owners and billing members manage the plan and card; every member sees plan, usage and invoices. */
export function assertManagesBilling(caller: CopilotBillingCaller): void {
  if (caller.role === "member") {
    throw new Forbidden("Only the workspace owner or a billing member can change billing.");
  }
}

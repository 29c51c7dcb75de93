import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { SelectField } from "~/components/forms/text-field";
import { Notice } from "~/components/ui/notice";
import { apiRequest } from "~/lib/api-client";
import { serverErrorMessage } from "~/lib/api-errors";
import type { CopilotAccount } from "../../../common/copilot-accounts";

/**
 * For someone in several workspaces: which one this session acts in. Switching forgets every cached
 * answer (they were the other workspace's) and opens the dashboard.
 */
export function WorkspaceSwitcher({ account }: { account: CopilotAccount }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [switching, setSwitching] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (account.workspaces.length < 2) return null;

  async function switchTo(workspaceId: string) {
    setSwitching(true);
    setFailure(null);
    try {
      await apiRequest("POST", `/api/copilot/workspaces/${workspaceId}/switch`);
      await queryClient.resetQueries();
      await navigate("/copilot/client/dashboard");
    } catch (error) {
      setFailure(serverErrorMessage(error) ?? "We could not switch the workspace. Please try again.");
    } finally {
      setSwitching(false);
    }
  }

  return (
    <div className="mb-6 max-w-sm space-y-2">
      <SelectField
        id="workspace-switcher"
        label="Workspace"
        options={account.workspaces.map(({ id, name }) => ({ value: id, label: name }))}
        value={account.workspace.id}
        disabled={switching}
        onChange={(event) => void switchTo(event.target.value)}
      />
      {failure ? <Notice tone="error">{failure}</Notice> : null}
    </div>
  );
}

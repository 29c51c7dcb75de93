import { COPILOT_BUILT_IN_DRAFTER, type CopilotAiSettings } from "../../../common/copilot-accounts";
import { appConfig } from "../../config";

/**
 * The language model that drafts orders and words explanations: the configured OpenAI-compatible
 * endpoint's model (COPILOT_LLM_URL and COPILOT_LLM_MODEL), or the built-in drafter without one.
 */
export function copilotModelInUse(): string {
  const { COPILOT_LLM_URL, COPILOT_LLM_MODEL } = appConfig();
  return COPILOT_LLM_URL && COPILOT_LLM_MODEL ? COPILOT_LLM_MODEL : COPILOT_BUILT_IN_DRAFTER;
}

/** GET /api/copilot/ai-settings. */
export function getCopilotAiSettings(): CopilotAiSettings {
  const modelInUse = copilotModelInUse();
  return { modelInUse, languageModelConfigured: modelInUse !== COPILOT_BUILT_IN_DRAFTER };
}

/**
 * The optional language model: one call to an OpenAI-compatible chat completions endpoint
 * (COPILOT_LLM_URL + /chat/completions) with plain fetch, a timeout and the caller's AbortSignal.
 * Every failure (not configured, timeout, HTTP error, an answer without text) is a ModelUnavailable,
 * which the callers answer by falling back to the built-in path.
 */
import { appConfig } from "../../config";

export type ModelSettings = { url: string; model: string; apiKey: string | null };

/** The configured model, or null when the URL or the model is not set. */
export function modelSettings(): ModelSettings | null {
  const config = appConfig();
  if (!config.COPILOT_LLM_URL || !config.COPILOT_LLM_MODEL) return null;
  return {
    url: config.COPILOT_LLM_URL.replace(/\/+$/, ""),
    model: config.COPILOT_LLM_MODEL,
    apiKey: config.COPILOT_LLM_API_KEY ?? null,
  };
}

export class ModelUnavailable extends Error {}

export type ChatMessage = { role: "system" | "user"; content: string };

export type ChatOptions = {
  /** Milliseconds before the call is abandoned. */
  timeoutMs: number;
  signal?: AbortSignal;
  /** Ask for a JSON object (response_format), for answers the caller validates. */
  json?: boolean;
  maxTokens?: number;
};

/** The longest answer read: a draft is a few kilobytes; anything far larger is not one. */
const MAX_ANSWER_BYTES = 200_000;

/** The model's answer text; throws ModelUnavailable on any failure. */
export async function chatCompletion(
  settings: ModelSettings,
  messages: ChatMessage[],
  options: ChatOptions,
): Promise<string> {
  const signals = [AbortSignal.timeout(options.timeoutMs), ...(options.signal ? [options.signal] : [])];
  let response: Response;
  try {
    response = await fetch(`${settings.url}/chat/completions`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        ...(settings.apiKey ? { Authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model,
        messages,
        temperature: 0.2,
        max_tokens: options.maxTokens ?? 1500,
        ...(options.json ? { response_format: { type: "json_object" } } : {}),
      }),
      signal: AbortSignal.any(signals),
    });
  } catch (error) {
    throw new ModelUnavailable(`The model did not answer: ${(error as Error).message}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new ModelUnavailable(`The model answered HTTP ${response.status}`);
  }
  let body: unknown;
  try {
    const text = await response.text();
    if (text.length > MAX_ANSWER_BYTES) throw new Error("answer too large");
    body = JSON.parse(text);
  } catch (error) {
    throw new ModelUnavailable(`The model's answer could not be read: ${(error as Error).message}`);
  }
  const content = (body as { choices?: { message?: { content?: unknown } }[] })?.choices?.[0]?.message
    ?.content;
  if (typeof content !== "string" || content.trim() === "") {
    throw new ModelUnavailable("The model's answer had no text");
  }
  return content;
}

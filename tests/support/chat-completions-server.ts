import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** What the test model answers next: a reply's text, a raw HTTP answer, or a delay before the reply. */
export type ModelReply =
  | { content: string; delayMs?: number }
  | { status: number; body: string }
  | { rawBody: string };

export type ChatCompletionsServer = {
  /** The base URL to set as COPILOT_LLM_URL (…/v1). */
  url: string;
  /** Replies are used in order; the last one repeats. */
  reply: (...replies: ModelReply[]) => void;
  /** Every request body received, parsed, and its Authorization header. */
  requests: {
    body: { model: string; messages: { role: string; content: string }[] };
    authorization?: string;
  }[];
  close: () => Promise<void>;
};

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * A real OpenAI-compatible chat completions server on a free local port, answering
 * POST /v1/chat/completions with whatever the test set, so the model path runs over HTTP.
 */
export async function startChatCompletionsServer(): Promise<ChatCompletionsServer> {
  let replies: ModelReply[] = [{ content: "{}" }];
  const requests: ChatCompletionsServer["requests"] = [];
  const server: Server = createServer(async (request, response) => {
    if (request.method !== "POST" || request.url !== "/v1/chat/completions") {
      response.writeHead(404).end();
      return;
    }
    requests.push({ body: JSON.parse(await bodyOf(request)), authorization: request.headers.authorization });
    const reply = (replies.length > 1 ? replies.shift() : replies[0]) as ModelReply;
    if ("status" in reply) {
      response.writeHead(reply.status, { "Content-Type": "application/json" }).end(reply.body);
      return;
    }
    if ("rawBody" in reply) {
      response.writeHead(200, { "Content-Type": "application/json" }).end(reply.rawBody);
      return;
    }
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (response.destroyed) return;
    response.writeHead(200, { "Content-Type": "application/json" }).end(
      JSON.stringify({
        id: "chatcmpl-test",
        object: "chat.completion",
        model: "test-model",
        choices: [
          { index: 0, message: { role: "assistant", content: reply.content }, finish_reason: "stop" },
        ],
      }),
    );
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    reply: (...next) => {
      replies = next;
    },
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

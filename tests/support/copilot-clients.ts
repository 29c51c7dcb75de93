import type { Database } from "../../server/db/client";
import { lastEmailTo } from "./outbox-mail";
import type { TestApp } from "./test-app";

export type CopilotClient = { token: string; workspaceId: string; email: string; password: string };

async function postJson(app: TestApp, path: string, body: unknown, token?: string) {
  const response = await fetch(`${app.url}/api${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: new URL(app.config.APP_URL).origin,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}

/**
 * A company signed up to the AI hiring assistant through its API as a new client would: signup,
 * the emailed code, then sign-in. Its owner's bearer token and the workspace's id.
 */
export async function signedUpCopilotClient(
  app: TestApp,
  db: Database,
  { company, name, email }: { company: string; name: string; email: string },
  password = "harbor cranes at dawn 7",
): Promise<CopilotClient> {
  const signup = await postJson(app, "/copilot/signup", { company, name, email, password });
  if (signup.status !== 202) throw new Error(`signup answered ${signup.status}`);
  const { code } = await lastEmailTo(db, email);
  const verify = await postJson(app, "/copilot/verify", { email, code });
  if (verify.status !== 200) throw new Error(`verify answered ${verify.status}`);
  const login = await postJson(app, "/copilot/login", { email, password });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  const account = login.body.account as { workspace: { id: string } };
  return { token: login.body.token as string, workspaceId: account.workspace.id, email, password };
}

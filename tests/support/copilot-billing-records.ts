import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll } from "vitest";
import type { CopilotRole } from "../../common/copilot-plans";
import { createCopilotBillingRouter } from "../../server/api/copilot-billing";
import { db } from "../../server/db/client";
import { copilotWorkspaces } from "../../server/db/schema";
import { Unauthorized } from "../../server/errors";
import { apiErrorHandler } from "../../server/http/error-handler";
import type { CopilotBillingCaller } from "../../server/modules/copilot-billing";
import { createLocalPaymentProvider, setPaymentProvider } from "../../server/modules/payments";

export { enterCard, postForm, subscribeWithCard } from "./copilot-card-entry";

/** A new workspace and its billing caller as the copilot session gives it. */
export async function billingCaller(
  overrides: Partial<CopilotBillingCaller> = {},
): Promise<CopilotBillingCaller> {
  const companyName = overrides.companyName ?? "Mangrove Hiring Co";
  const [workspace] = await db()
    .insert(copilotWorkspaces)
    .values({ id: overrides.workspaceId ?? randomUUID(), name: companyName })
    .onConflictDoNothing()
    .returning({ id: copilotWorkspaces.id });
  return {
    workspaceId: overrides.workspaceId ?? workspace?.id ?? randomUUID(),
    companyName,
    email: "billing@mangrove.example",
    role: "owner" as CopilotRole,
    ...overrides,
  };
}

/**
 * Serves createCopilotBillingRouter with a stand-in for the copilot session guard (the accounts work
 * brings the real one): the caller travels as JSON in an x-test-caller header; none is a 401.
 */
export function setupBillingApi(): {
  url: () => string;
  headersFor: (caller: CopilotBillingCaller) => Record<string, string>;
} {
  let url = "";
  let close = async () => {};
  beforeAll(async () => {
    const app = express();
    app.use(express.json());
    app.use(
      "/api",
      createCopilotBillingRouter(async (req) => {
        const header = req.get("x-test-caller");
        if (!header) throw new Unauthorized("Sign in to continue.");
        return JSON.parse(header) as CopilotBillingCaller;
      }),
    );
    app.use(apiErrorHandler);
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(() => close());
  return {
    url: () => url,
    headersFor: (caller) => ({ "content-type": "application/json", "x-test-caller": JSON.stringify(caller) }),
  };
}

/**
 * Before the file's tests: the local payment provider, its webhooks sent to the file's own app (the
 * configured one would send them to APP_URL, which no test serves).
 */
export function setupLocalPayments(app: { url: string }): void {
  beforeAll(() => {
    setPaymentProvider(createLocalPaymentProvider({ appUrl: app.url }));
  });
}

/** The clients' orders as the copilot admin reads them: every workspace's, newest change first. */
import { and, count, desc, eq, ilike, isNotNull, ne, or } from "drizzle-orm";
import {
  type CopilotAdminOrderList,
  type CopilotOrderStatus,
  SUBMITTED_STATUSES,
} from "../../../common/copilot-orders";
import { db } from "../../db/client";
import { copilotWorkspaces, jobOrders } from "../../db/schema";
import { isUuid } from "../../kernel/ids";
import { likeContains } from "../../kernel/like";
import { PAGE_SIZE, pageQuery } from "../../kernel/paging";
import { listItemOf } from "./client-orders";
import { hasShortlist, inStep } from "./order-steps";

/**
 * ?q=&page=&status=&workspace=: submitted orders across workspaces, `q` in the title or the
 * workspace's name, `status` one of the client's steps. Drafts stay the client's own until submitted.
 */
export async function listAllCopilotOrders(params: URLSearchParams): Promise<CopilotAdminOrderList> {
  const { page, q } = pageQuery(params, ["updated"] as const);
  const asked = params.get("status") ?? "";
  const status = (SUBMITTED_STATUSES as readonly string[]).includes(asked)
    ? (asked as CopilotOrderStatus)
    : null;
  const workspace = params.get("workspace") ?? "";
  const where = and(
    isNotNull(jobOrders.copilotWorkspaceId),
    isNotNull(jobOrders.copilotDraft),
    ne(jobOrders.status, "draft"),
    status ? inStep(status) : undefined,
    isUuid(workspace) ? eq(jobOrders.copilotWorkspaceId, workspace) : undefined,
    q
      ? or(ilike(jobOrders.title, likeContains(q)), ilike(copilotWorkspaces.name, likeContains(q)))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db()
      .select({ order: jobOrders, workspaceName: copilotWorkspaces.name, shortlisted: hasShortlist })
      .from(jobOrders)
      .innerJoin(copilotWorkspaces, eq(copilotWorkspaces.id, jobOrders.copilotWorkspaceId))
      .where(where)
      .orderBy(desc(jobOrders.updatedAt), desc(jobOrders.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db()
      .select({ n: count() })
      .from(jobOrders)
      .innerJoin(copilotWorkspaces, eq(copilotWorkspaces.id, jobOrders.copilotWorkspaceId))
      .where(where),
  ]);
  return {
    rows: rows.flatMap(({ order, workspaceName, shortlisted }) =>
      order.copilotDraft && order.copilotWorkspaceId
        ? [
            {
              ...listItemOf({ ...order, copilotDraft: order.copilotDraft }, shortlisted),
              workspaceId: order.copilotWorkspaceId,
              workspaceName,
            },
          ]
        : [],
    ),
    q,
    status,
    total: total?.n ?? 0,
    page,
    pageSize: PAGE_SIZE,
  };
}

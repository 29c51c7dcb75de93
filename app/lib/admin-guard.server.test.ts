import { describe, expect, it } from "vitest";
import { startAdminSession } from "../../server/modules/admin-auth";
import { setupTestDatabase } from "../../tests/support/test-database";
import { loader as jobsLoader } from "../routes/admin/jobs";
import { loader as layoutLoader } from "../routes/admin/layout";
import { requireAdminPage } from "./admin-guard.server";

setupTestDatabase();

const request = (headers: Record<string, string> = {}) =>
  new Request("http://localhost/admin/jobs", { headers });

async function redirectOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return `${thrown.status} ${thrown.headers.get("Location")}`;
    throw thrown;
  }
}

describe("the console pages' guard", () => {
  it("sends anyone without an admin session to /admin/login, a candidate's token included", async () => {
    expect(await redirectOf(requireAdminPage(request()))).toBe("302 /admin/login");
    expect(await redirectOf(requireAdminPage(request({ authorization: "Bearer abc" })))).toBe(
      "302 /admin/login",
    );
    expect(await redirectOf(requireAdminPage(request({ cookie: "admin_session=forged" })))).toBe(
      "302 /admin/login",
    );
    const args = { request: request(), params: {}, context: {} } as never;
    expect(await redirectOf(jobsLoader(args))).toBe("302 /admin/login");
    expect(await redirectOf(layoutLoader(args))).toBe("302 /admin/login");
  });

  it("lets an admin through, to the layout and to a page's data", async () => {
    const admin = { email: "olivia.park@sunshinestaffing.example", name: "Olivia Park" };
    const { cookie } = await startAdminSession(admin);
    expect(await requireAdminPage(request({ cookie }))).toEqual(admin);
    const args = { request: request({ cookie }), params: {}, context: {} } as never;
    expect(await layoutLoader(args)).toEqual({ admin });
    expect(await jobsLoader(args)).toMatchObject({ page: 1, rows: [] });
  });
});

import { describe, expect, it } from "vitest";
import { decideAdminAccess } from "./access-rules";

const policy = { role: "Admin", allowedDomains: ["sunshinestaffing.example"], tenantId: "tenant-1" };
const admin = {
  tid: "tenant-1",
  email: "Olivia.Park@SunshineStaffing.example",
  name: "Olivia Park",
  roles: ["Reader", "Admin"],
};

describe("decideAdminAccess", () => {
  it("lets in an admin of the tenant with an address in an allowed domain", () => {
    expect(decideAdminAccess(admin, policy)).toEqual({
      allowed: true,
      identity: { email: "olivia.park@sunshinestaffing.example", name: "Olivia Park" },
    });
  });

  it("refuses without the app role, whatever else matches", () => {
    expect(decideAdminAccess({ ...admin, roles: ["Reader"] }, policy)).toEqual({
      allowed: false,
      reason: "missing_role",
    });
    expect(decideAdminAccess({ ...admin, roles: "Admin" }, policy)).toEqual({
      allowed: false,
      reason: "missing_role",
    });
  });

  it("refuses another tenant only when a tenant is configured", () => {
    expect(decideAdminAccess({ ...admin, tid: "tenant-2" }, policy)).toEqual({
      allowed: false,
      reason: "wrong_tenant",
    });
    expect(decideAdminAccess({ ...admin, tid: "tenant-2" }, { ...policy, tenantId: undefined }).allowed).toBe(
      true,
    );
  });

  it("refuses an address outside the allowed domains, subdomains included", () => {
    for (const email of ["jamie@contoso.example", "x@evil.sunshinestaffing.example", "not-an-address"]) {
      expect(decideAdminAccess({ ...admin, email }, policy)).toEqual({
        allowed: false,
        reason: "domain_not_allowed",
      });
    }
  });

  it("falls back to the UPN when there is no email claim, and to the address for a name", () => {
    const { email: _email, name: _name, ...withoutEmail } = admin;
    expect(
      decideAdminAccess({ ...withoutEmail, preferred_username: "olivia@sunshinestaffing.example" }, policy),
    ).toEqual({
      allowed: true,
      identity: { email: "olivia@sunshinestaffing.example", name: "olivia@sunshinestaffing.example" },
    });
  });
});

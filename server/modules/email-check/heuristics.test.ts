import { describe, expect, it } from "vitest";
import { isDisposableDomain } from "./disposable-domains";
import { editDistance, suggestProviderDomain } from "./provider-typos";
import { isRoleLocalPart } from "./role-addresses";

describe("suggestProviderDomain", () => {
  it.each([
    ["gmial.com", "gmail.com"],
    ["gmal.com", "gmail.com"],
    ["gnail.com", "gmail.com"],
    ["gmail.con", "gmail.com"],
    ["gmail.co", "gmail.com"],
    ["hotmial.com", "hotmail.com"],
    ["yaho.com", "yahoo.com"],
    ["outlok.com", "outlook.com"],
    ["iclod.com", "icloud.com"],
    ["bellsouth.ent", "bellsouth.net"],
  ])("%s → %s", (typo, provider) => {
    expect(suggestProviderDomain(typo)).toBe(provider);
  });

  it.each([
    "gmail.com",
    "yahoo.ca",
    "ymail.com",
    "mail.com",
    "aol.com",
    "aon.com",
    "sunshinestaffing.com",
    "fl.gov",
  ])("leaves %s alone", (domain) => {
    expect(suggestProviderDomain(domain)).toBeUndefined();
  });

  it("counts a swap of neighbours as one edit", () => {
    expect(editDistance("gmial", "gmail")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("", "abc")).toBe(3);
  });
});

describe("isRoleLocalPart", () => {
  it.each([
    "info",
    "Admin",
    "support",
    "sales",
    "noreply",
    "no-reply",
    "no_reply",
    "careers",
    "hr",
    "jobs+fl",
    "web.master",
  ])("%s is a role", (local) => {
    expect(isRoleLocalPart(local)).toBe(true);
  });

  it.each(["jane", "jane.doe", "infodesk-maria", "salesman", "hrobinson"])("%s is a person", (local) => {
    expect(isRoleLocalPart(local)).toBe(false);
  });
});

describe("isDisposableDomain", () => {
  it("knows domains from the maintained list", () => {
    expect(isDisposableDomain("mailinator.com")).toBe(true);
    expect(isDisposableDomain("0-180.com")).toBe(true);
  });

  it("covers subdomains only of domains listed as wildcards", () => {
    expect(isDisposableDomain("anyone.33mail.com")).toBe(true);
    expect(isDisposableDomain("sub.0-180.com")).toBe(false);
  });

  it("leaves ordinary domains alone", () => {
    expect(isDisposableDomain("gmail.com")).toBe(false);
    expect(isDisposableDomain("staffing-good.test")).toBe(false);
  });
});

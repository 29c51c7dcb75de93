import { afterEach, describe, expect, it } from "vitest";
import { loadConfig, setAppConfig } from "../../config";
import { cookieHeader, readCookie } from "./cookies";

afterEach(() => {
  setAppConfig(loadConfig({ NODE_ENV: "test" }));
});

describe("admin cookies", () => {
  it("are httpOnly and SameSite=Lax, and Secure only when the site is served over https", () => {
    setAppConfig(loadConfig({ NODE_ENV: "test", APP_URL: "http://localhost:3000" }));
    expect(cookieHeader("admin_session", "t", { path: "/", maxAgeSeconds: 60 })).toBe(
      "admin_session=t; Path=/; Max-Age=60; HttpOnly; SameSite=Lax",
    );
    setAppConfig(loadConfig({ NODE_ENV: "production", APP_URL: "https://www.example.com" }));
    expect(cookieHeader("admin_session", "t", { path: "/", maxAgeSeconds: 60 })).toBe(
      "admin_session=t; Path=/; Max-Age=60; HttpOnly; SameSite=Lax; Secure",
    );
  });

  it("are read by exact name from a Cookie header", () => {
    const header = "x_admin_session=no; admin_session=yes; other=1";
    expect(readCookie(header, "admin_session")).toBe("yes");
    expect(readCookie(header, "missing")).toBeUndefined();
    expect(readCookie(undefined, "admin_session")).toBeUndefined();
  });
});

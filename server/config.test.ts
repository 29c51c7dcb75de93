import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const ENTRA = {
  ADMIN_OIDC_ISSUER: "https://login.microsoftonline.com/00000000-0000-0000-0000-000000000001/v2.0",
  ADMIN_OIDC_CLIENT_ID: "client-id",
  ADMIN_OIDC_CLIENT_SECRET: "client-secret",
  ADMIN_ALLOWED_DOMAINS: "sunshinestaffing.example",
};

describe("loadConfig", () => {
  it("uses the documented defaults on an empty environment", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      DATA_DIR: path.resolve("./data"),
      APP_URL: "http://localhost:3000",
      LOG_LEVEL: "info",
      SEED_DEMO: true,
      NODE_ENV: "production",
      RATE_LIMIT_SCALE: 1,
      DATABASE_POOL_SIZE: 10,
      TRUST_PROXY: ["loopback"],
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it("reads every variable", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATA_DIR: "/srv/staffing",
      DATABASE_URL: "postgres://u:p@db:5432/app",
      APP_URL: "https://www.example.com/",
      SMTP_URL: "smtp://mail:25",
      MAIL_FROM: "Team <team@example.com>",
      LOG_LEVEL: "debug",
      SEED_DEMO: "false",
      DNS_SERVERS: "127.0.0.1:5353,10.0.0.2",
      RATE_LIMIT_SCALE: "2.5",
      DATABASE_POOL_SIZE: "20",
      TRUST_PROXY: "loopback, 10.0.0.0/8,2001:db8::1",
    });
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: "127.0.0.1",
      DATA_DIR: "/srv/staffing",
      DATABASE_URL: "postgres://u:p@db:5432/app",
      APP_URL: "https://www.example.com",
      SMTP_URL: "smtp://mail:25",
      MAIL_FROM: "Team <team@example.com>",
      LOG_LEVEL: "debug",
      SEED_DEMO: false,
      DNS_SERVERS: ["127.0.0.1:5353", "10.0.0.2"],
      RATE_LIMIT_SCALE: 2.5,
      DATABASE_POOL_SIZE: 20,
      TRUST_PROXY: ["loopback", "10.0.0.0/8", "2001:db8::1"],
    });
  });

  it("links to the port it serves when APP_URL is unset", () => {
    expect(loadConfig({ PORT: "3600" }).APP_URL).toBe("http://localhost:3600");
    expect(loadConfig({ PORT: "3600", APP_URL: "https://www.example.com" }).APP_URL).toBe(
      "https://www.example.com",
    );
  });

  it("treats empty values as unset", () => {
    const config = loadConfig({ PORT: "", DATABASE_URL: "" });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: "eighty" }, "Invalid configuration: PORT must be a number"],
    [{ PORT: "70000" }, "Invalid configuration: PORT must be between 0 and 65535"],
    [
      { DATABASE_URL: "mysql://x" },
      "Invalid configuration: DATABASE_URL must start with postgres:// or postgresql://",
    ],
    [{ APP_URL: "localhost:3000" }, "Invalid configuration: APP_URL must start with http:// or https://"],
    [{ APP_URL: "not a url" }, "Invalid configuration: APP_URL must be a URL (http, https)"],
    [{ SMTP_URL: "http://mail" }, "Invalid configuration: SMTP_URL must start with smtp:// or smtps://"],
    [{ LOG_LEVEL: "loud" }, "Invalid configuration: LOG_LEVEL"],
    [{ SEED_DEMO: "maybe" }, "Invalid configuration: SEED_DEMO must be true or false"],
    [
      { DNS_SERVERS: "1.1.1.1, 8.8.8.8" },
      "Invalid configuration: DNS_SERVERS must be host:port pairs separated by commas",
    ],
    [{ RATE_LIMIT_SCALE: "lots" }, "Invalid configuration: RATE_LIMIT_SCALE must be a number"],
    [{ RATE_LIMIT_SCALE: "0" }, "Invalid configuration: RATE_LIMIT_SCALE must be a positive number"],
    [{ RATE_LIMIT_SCALE: "-3" }, "Invalid configuration: RATE_LIMIT_SCALE must be a positive number"],
    [{ DATABASE_POOL_SIZE: "many" }, "Invalid configuration: DATABASE_POOL_SIZE must be a number"],
    [{ DATABASE_POOL_SIZE: "1" }, "Invalid configuration: DATABASE_POOL_SIZE must be between 2 and 100"],
    [{ DATABASE_POOL_SIZE: "2.5" }, "Invalid configuration: DATABASE_POOL_SIZE must be a whole number"],
    ...["balancer.internal", "10.0.0.0/33", "10.0.0.1/8/8", "loopback,", "::1/129"].map(
      (TRUST_PROXY): [Record<string, string>, string] => [
        { TRUST_PROXY },
        "Invalid configuration: TRUST_PROXY must be loopback, linklocal, uniquelocal, addresses or CIDR ranges, separated by commas",
      ],
    ),
    [{ ADMIN_OIDC_ISSUER: "login.example.com" }, "Invalid configuration: ADMIN_OIDC_ISSUER must be a URL"],
    [
      { ADMIN_OIDC_ISSUER: "https://login.example.com/t/v2.0" },
      "Invalid configuration: ADMIN_OIDC_CLIENT_ID is required with ADMIN_OIDC_ISSUER",
    ],
    [
      { ...ENTRA, ADMIN_ALLOWED_DOMAINS: undefined },
      "Invalid configuration: ADMIN_ALLOWED_DOMAINS is required with ADMIN_OIDC_ISSUER",
    ],
    [
      { ...ENTRA, ADMIN_OIDC_ISSUER: "http://login.example.com/t/v2.0" },
      "Invalid configuration: ADMIN_OIDC_ISSUER must start with https://",
    ],
    [
      { EMPLOYER_GOOGLE_CLIENT_ID: "google-client" },
      "Invalid configuration: EMPLOYER_GOOGLE_CLIENT_SECRET is required with EMPLOYER_GOOGLE_CLIENT_ID",
    ],
    [
      { EMPLOYER_LINKEDIN_CLIENT_SECRET: "linkedin-secret" },
      "Invalid configuration: EMPLOYER_LINKEDIN_CLIENT_ID is required with EMPLOYER_LINKEDIN_CLIENT_SECRET",
    ],
    [
      { EMPLOYER_LINKEDIN_ISSUER: "http://www.linkedin.example/oauth" },
      "Invalid configuration: EMPLOYER_LINKEDIN_ISSUER must start with https://",
    ],
    [
      { ADMIN_ALLOWED_DOMAINS: "example.com;example.org" },
      "Invalid configuration: ADMIN_ALLOWED_DOMAINS must be domains separated by commas",
    ],
    [
      { STORAGE_URL: "https://files.example.com/staffing" },
      "Invalid configuration: STORAGE_URL must be file: or s3://BUCKET?endpoint=URL&region=REGION&forcePathStyle=true",
    ],
    [
      { STORAGE_URL: "file:/srv/files" },
      "Invalid configuration: STORAGE_URL takes no path after file: (local files live under DATA_DIR/uploads)",
    ],
    [
      { STORAGE_URL: "s3://Staffing_Files" },
      "Invalid configuration: STORAGE_URL must name a bucket of 3 to 63 lowercase letters, digits, dots or hyphens",
    ],
    [
      { STORAGE_URL: "s3://key:secret@staffing-files" },
      "Invalid configuration: STORAGE_URL must not hold credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY instead",
    ],
    [
      { STORAGE_URL: "s3://staffing-files/uploads" },
      "Invalid configuration: STORAGE_URL must be s3://BUCKET without a path",
    ],
    [
      { STORAGE_URL: "s3://staffing-files?pathStyle=true" },
      'Invalid configuration: STORAGE_URL has an unknown parameter "pathStyle" (use endpoint, region, forcePathStyle)',
    ],
    [
      { STORAGE_URL: "s3://staffing-files?endpoint=minio:9000" },
      "Invalid configuration: STORAGE_URL endpoint must be an http:// or https:// URL",
    ],
    [
      { STORAGE_URL: "s3://staffing-files?region=US%20East" },
      "Invalid configuration: STORAGE_URL region must be a region name such as us-east-1",
    ],
    [
      { STORAGE_URL: "s3://staffing-files?forcePathStyle=yes" },
      "Invalid configuration: STORAGE_URL forcePathStyle must be true or false",
    ],
  ])("refuses %o with one line naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("keeps files on the local disk unless STORAGE_URL names a bucket", () => {
    expect(loadConfig({}).STORAGE_URL).toEqual({ kind: "disk" });
    expect(loadConfig({ STORAGE_URL: "file:" }).STORAGE_URL).toEqual({ kind: "disk" });
    expect(loadConfig({ STORAGE_URL: "s3://staffing-files" }).STORAGE_URL).toEqual({
      kind: "s3",
      bucket: "staffing-files",
      region: "us-east-1",
      endpoint: undefined,
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        STORAGE_URL:
          "s3://staffing.files?endpoint=http://127.0.0.1:9000&region=eu-west-1&forcePathStyle=true",
      }).STORAGE_URL,
    ).toEqual({
      kind: "s3",
      bucket: "staffing.files",
      region: "eu-west-1",
      endpoint: "http://127.0.0.1:9000",
      forcePathStyle: true,
    });
  });

  it("reads the admin sign-in settings: lower-case domains, role Admin by default", () => {
    const config = loadConfig({ ...ENTRA, ADMIN_ALLOWED_DOMAINS: "SunshineStaffing.example, example.org" });
    expect(config.ADMIN_ALLOWED_DOMAINS).toEqual(["sunshinestaffing.example", "example.org"]);
    expect(config.ADMIN_OIDC_ROLE).toBe("Admin");
    expect(config.devIdentityProviderEnabled).toBe(false);
  });

  it("serves the development identity provider only without an issuer and outside a public production site", () => {
    expect(loadConfig({}).devIdentityProviderEnabled).toBe(true);
    expect(
      loadConfig({ NODE_ENV: "production", APP_URL: "http://127.0.0.1:3000" }).devIdentityProviderEnabled,
    ).toBe(true);
    expect(
      loadConfig({ NODE_ENV: "production", APP_URL: "https://www.example.com" }).devIdentityProviderEnabled,
    ).toBe(false);
  });

  it("takes copilot payments through Stripe with both keys, else the local provider only off the public internet", () => {
    const stripe = loadConfig({ STRIPE_SECRET_KEY: "sk_test_abc123", STRIPE_WEBHOOK_SECRET: "whsec_abc123" });
    expect(stripe).toMatchObject({ STRIPE_SECRET_KEY: "sk_test_abc123", localPaymentsEnabled: false });
    expect(loadConfig({}).localPaymentsEnabled).toBe(true);
    expect(
      loadConfig({ NODE_ENV: "production", APP_URL: "https://www.example.com" }).localPaymentsEnabled,
    ).toBe(false);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_abc123" })).toThrow(
      "Invalid configuration: STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY",
    );
    expect(() =>
      loadConfig({ STRIPE_SECRET_KEY: "pk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" }),
    ).toThrow(
      "Invalid configuration: STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…)",
    );
  });

  it("shows the dev mailbox only without SMTP and outside a public production site", () => {
    expect(loadConfig({}).devMailboxEnabled).toBe(true);
    expect(loadConfig({ SMTP_URL: "smtp://mail:25" }).devMailboxEnabled).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", APP_URL: "https://www.example.com" }).devMailboxEnabled).toBe(
      false,
    );
    expect(loadConfig({ NODE_ENV: "production", APP_URL: "http://127.0.0.1:3000" }).devMailboxEnabled).toBe(
      true,
    );
  });
});

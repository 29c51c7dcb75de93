import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { InvalidStorageUrl, parseStorageUrl } from "./storage/storage-url";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" })
  .transform((value) => ["true", "1", "yes"].includes(value));

const urlWithProtocol = (protocols: string[]) =>
  z
    .url({ message: `must be a URL (${protocols.join(", ")})` })
    .refine((value) => protocols.some((protocol) => value.startsWith(`${protocol}:`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(" or ")}`,
    });

/** An entry of Express's "trust proxy" list: a named range, an address, or an address/prefix. */
function isProxyEntry(entry: string): boolean {
  if (["loopback", "linklocal", "uniquelocal"].includes(entry)) return true;
  const [address = "", prefix, extra] = entry.split("/");
  const version = isIP(address);
  if (!version || extra !== undefined) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce
    .number({ message: "must be a number" })
    .int({ message: "must be a whole number" })
    .min(0, { message: "must be between 0 and 65535" })
    .max(65535, { message: "must be between 0 and 65535" })
    .default(3000),
  HOST: z.string().min(1, { message: "must not be empty" }).default("0.0.0.0"),
  DATA_DIR: z.string().min(1, { message: "must not be empty" }).default("./data"),
  DATABASE_URL: urlWithProtocol(["postgres", "postgresql"]).optional(),
  /** Connections this instance may open; instances × this must stay under PostgreSQL's max_connections. */
  DATABASE_POOL_SIZE: z.coerce
    .number({ message: "must be a number" })
    .int({ message: "must be a whole number" })
    .min(2, { message: "must be between 2 and 100" })
    .max(100, { message: "must be between 2 and 100" })
    .default(10),
  /**
   * The proxies whose X-Forwarded-For gives the client's address (rate limits, logs): loopback,
   * linklocal, uniquelocal, addresses or CIDR ranges, comma-separated. A load balancer on another host
   * must be listed, or every client looks like the balancer.
   */
  TRUST_PROXY: z
    .string()
    .default("loopback")
    .transform((value) => value.split(",").map((entry) => entry.trim()))
    .refine((entries) => entries.every(isProxyEntry), {
      message: "must be loopback, linklocal, uniquelocal, addresses or CIDR ranges, separated by commas",
    }),
  /** Defaults to http://localhost:<PORT>, so links and sign-in work on any local port. */
  APP_URL: urlWithProtocol(["http", "https"]).optional(),
  SMTP_URL: urlWithProtocol(["smtp", "smtps"]).optional(),
  /** Where uploaded files live: unset or file: is DATA_DIR/uploads, s3://BUCKET?… a bucket. */
  STORAGE_URL: z
    .string()
    .optional()
    .transform((value, context) => {
      try {
        return parseStorageUrl(value);
      } catch (error) {
        if (!(error instanceof InvalidStorageUrl)) throw error;
        context.issues.push({ code: "custom", message: error.message, input: value });
        return z.NEVER;
      }
    }),
  MAIL_FROM: z
    .string()
    .min(3, { message: "must be an address such as Staffing <hello@example.com>" })
    .default("Sunshine Staffing <hello@sunshinestaffing.example>"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_DEMO: booleanFlag.default(true),
  /** Resolvers for the email check's MX/A lookups ("host:port", comma-separated); system resolvers when unset. */
  DNS_SERVERS: z
    .string()
    .regex(/^[^,\s]+(,[^,\s]+)*$/, { message: "must be host:port pairs separated by commas" })
    .transform((value) => value.split(","))
    .optional(),
  /** Multiplies every rate limit's count (load tests raise it; below 1 tightens). */
  RATE_LIMIT_SCALE: z.coerce
    .number({ message: "must be a number" })
    .positive({ message: "must be a positive number" })
    .default(1),
  /**
   * On SIGTERM, how long /readyz answers 503 while requests are still served, so a load balancer
   * sees it and stops sending any before the port closes (0: close at once, as with one instance).
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce
    .number({ message: "must be a number" })
    .min(0, { message: "must be between 0 and 120" })
    .max(120, { message: "must be between 0 and 120" })
    .default(0),
  /** Admin sign-in (OpenID Connect), e.g. https://login.microsoftonline.com/<tenant>/v2.0. */
  ADMIN_OIDC_ISSUER: urlWithProtocol(["https", "http"]).optional(),
  ADMIN_OIDC_CLIENT_ID: z.string().trim().min(1, { message: "must not be empty" }).optional(),
  ADMIN_OIDC_CLIENT_SECRET: z.string().min(1, { message: "must not be empty" }).optional(),
  /** The app role (ID token `roles` claim) that opens the admin area. */
  ADMIN_OIDC_ROLE: z.string().trim().min(1, { message: "must not be empty" }).default("Admin"),
  /**
   * The app role that opens the AI hiring assistant's admin (/copilot/admin, ADR 0026): the same
   * app registration, issuer, domains and tenant as the admin area, another role.
   */
  COPILOT_ADMIN_OIDC_ROLE: z.string().trim().min(1, { message: "must not be empty" }).default("CopilotAdmin"),
  /** Email domains allowed to sign in as admin, comma-separated. */
  ADMIN_ALLOWED_DOMAINS: z
    .string()
    .regex(/^\s*[a-z0-9.-]+\.[a-z]{2,}\s*(,\s*[a-z0-9.-]+\.[a-z]{2,}\s*)*$/i, {
      message: "must be domains separated by commas, e.g. example.com,example.org",
    })
    .transform((value) => value.split(",").map((domain) => domain.trim().toLowerCase()))
    .optional(),
  /** The directory (tenant) id admins must belong to (the ID token's `tid`). */
  ADMIN_TENANT_ID: z.string().trim().min(1, { message: "must not be empty" }).optional(),
  /**
   * Employer sign-in with Google and LinkedIn (OpenID Connect): each provider is offered once its
   * client id and secret are set; the issuers default to Google's and LinkedIn's own.
   */
  EMPLOYER_GOOGLE_ISSUER: urlWithProtocol(["https", "http"]).default("https://accounts.google.com"),
  EMPLOYER_GOOGLE_CLIENT_ID: z.string().trim().min(1, { message: "must not be empty" }).optional(),
  EMPLOYER_GOOGLE_CLIENT_SECRET: z.string().min(1, { message: "must not be empty" }).optional(),
  EMPLOYER_LINKEDIN_ISSUER: urlWithProtocol(["https", "http"]).default("https://www.linkedin.com/oauth"),
  EMPLOYER_LINKEDIN_CLIENT_ID: z.string().trim().min(1, { message: "must not be empty" }).optional(),
  EMPLOYER_LINKEDIN_CLIENT_SECRET: z.string().min(1, { message: "must not be empty" }).optional(),
  /**
   * The AI hiring assistant's optional language model: an OpenAI-compatible API's base URL (its
   * /chat/completions is called), the model's name and the key. URL and model come together; without
   * them the built-in drafter and the ranker's own sentences do the work.
   */
  COPILOT_LLM_URL: urlWithProtocol(["https", "http"]).optional(),
  COPILOT_LLM_MODEL: z.string().trim().min(1, { message: "must not be empty" }).optional(),
  COPILOT_LLM_API_KEY: z.string().min(1, { message: "must not be empty" }).optional(),
  /** The copilot's payments through Stripe (both set): the secret API key and the webhook endpoint's signing secret. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, { message: "must be a Stripe secret key (sk_test_… or sk_live_…)" })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, { message: "must be a webhook signing secret (whsec_…)" })
    .optional(),
});

type EnvValues = z.infer<typeof envSchema>;

/** With an issuer, the client id, secret and allowed domains must come with it. */
const ADMIN_OIDC_COMPANIONS = [
  "ADMIN_OIDC_CLIENT_ID",
  "ADMIN_OIDC_CLIENT_SECRET",
  "ADMIN_ALLOWED_DOMAINS",
] as const;

/** Variables that only work together: with the first, each of the others is required. */
const COMPANIONS: ReadonlyArray<readonly [keyof EnvValues, ...(keyof EnvValues)[]]> = [
  ["ADMIN_OIDC_ISSUER", ...ADMIN_OIDC_COMPANIONS],
  ["EMPLOYER_GOOGLE_CLIENT_ID", "EMPLOYER_GOOGLE_CLIENT_SECRET"],
  ["EMPLOYER_GOOGLE_CLIENT_SECRET", "EMPLOYER_GOOGLE_CLIENT_ID"],
  ["EMPLOYER_LINKEDIN_CLIENT_ID", "EMPLOYER_LINKEDIN_CLIENT_SECRET"],
  ["EMPLOYER_LINKEDIN_CLIENT_SECRET", "EMPLOYER_LINKEDIN_CLIENT_ID"],
  ["COPILOT_LLM_URL", "COPILOT_LLM_MODEL"],
  ["COPILOT_LLM_MODEL", "COPILOT_LLM_URL"],
  ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"],
  ["STRIPE_WEBHOOK_SECRET", "STRIPE_SECRET_KEY"],
];

/** Issuers whose tokens sign people in: https, or http on this machine only (tests, a local stand-in). */
const ISSUERS = ["ADMIN_OIDC_ISSUER", "EMPLOYER_GOOGLE_ISSUER", "EMPLOYER_LINKEDIN_ISSUER"] as const;

export type Config = Omit<z.infer<typeof envSchema>, "DATA_DIR" | "APP_URL"> & {
  DATA_DIR: string;
  APP_URL: string;
  isProduction: boolean;
  /** Outbox mail is readable at /dev/mailbox: no SMTP server, and not a public production site. */
  devMailboxEnabled: boolean;
  /** The local identity provider serves /dev/oidc: no ADMIN_OIDC_ISSUER, and not a public production site. */
  devIdentityProviderEnabled: boolean;
  /** The local payment provider serves /dev/payments and takes the copilot's payments: no Stripe keys, not a public production site. */
  localPaymentsEnabled: boolean;
};

export class ConfigError extends Error {}

/** Reads the environment once; a bad value names the variable in one line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? "environment");
    throw new ConfigError(`Invalid configuration: ${variable} ${issue?.message ?? "is invalid"}`);
  }
  const values = parsed.data;
  for (const [first, ...companions] of COMPANIONS) {
    const missing =
      values[first] === undefined ? undefined : companions.find((name) => values[name] === undefined);
    if (missing) throw new ConfigError(`Invalid configuration: ${missing} is required with ${first}`);
  }
  const insecureIssuer = ISSUERS.find((name) => {
    const issuer = values[name];
    return issuer?.startsWith("http:") && !isLoopbackUrl(issuer);
  });
  if (insecureIssuer) {
    throw new ConfigError(
      `Invalid configuration: ${insecureIssuer} must start with https:// (http:// only on a loopback address)`,
    );
  }
  const appUrl = (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, "");
  const isProduction = values.NODE_ENV === "production";
  // Development helpers (dev mailbox, dev identity provider) only where no one else can reach them.
  const developmentSite = !isProduction || isLoopbackUrl(appUrl);
  return {
    ...values,
    DATA_DIR: path.resolve(values.DATA_DIR),
    APP_URL: appUrl,
    isProduction,
    devMailboxEnabled: !values.SMTP_URL && developmentSite,
    devIdentityProviderEnabled: !values.ADMIN_OIDC_ISSUER && developmentSite,
    localPaymentsEnabled: !values.STRIPE_SECRET_KEY && developmentSite,
  };
}

function isLoopbackUrl(url: string): boolean {
  const { hostname } = new URL(url);
  return hostname === "localhost" || hostname === "[::1]" || hostname.startsWith("127.");
}

let current: Config | undefined;

/** The process-wide configuration, read from the environment on first use. */
export function appConfig(): Config {
  current ??= loadConfig();
  return current;
}

/** Replaces the process-wide configuration (start-up and tests). */
export function setAppConfig(config: Config): Config {
  current = config;
  return config;
}

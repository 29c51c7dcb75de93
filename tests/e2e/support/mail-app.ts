import type pg from "pg";
import {
  ISOLATED_APP_START_TIMEOUT_MS,
  type IsolatedApp,
  startIsolatedApp,
} from "../../support/isolated-app";
import { type CapturedMessage, type SmtpCapture, startSmtpCapture } from "../../support/smtp-capture";
import { expect, test } from "./fixtures";

/** An isolated app as a spec sees it once its hooks have started it. */
export type TestApp = {
  readonly url: string;
  /** A connection to the app's own database, to change data as staff would. */
  readonly db: pg.Client;
  /** A JSON POST to the app, as a client of its API would send it. */
  post(path: string, body: unknown): Promise<Response>;
};

/** An isolated app whose mail goes to a real SMTP capture. */
export type MailApp = TestApp & {
  readonly smtp: SmtpCapture;
  /** Waits (up to 15 s) for an email to the address whose subject matches, and returns it. */
  mailTo(email: string, subject: RegExp): Promise<CapturedMessage>;
  /** The six-digit code of the verification email sent to the address. */
  verificationCode(email: string): Promise<string>;
};

function accessors(running: () => IsolatedApp): TestApp {
  return {
    get url() {
      return running().url;
    },
    get db() {
      return running().db;
    },
    post(path, body) {
      return fetch(`${running().url}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    },
  };
}

/**
 * Registers beforeAll/afterAll hooks (in the current file or describe block) that start the built
 * app on its own database and stop it afterwards; the accessors work inside the tests.
 */
export function isolatedAppForSuite(): TestApp {
  let app: IsolatedApp | undefined;
  test.beforeAll(async () => {
    test.setTimeout(ISOLATED_APP_START_TIMEOUT_MS);
    app = await startIsolatedApp();
  });
  test.afterAll(async () => {
    await app?.stop();
  });
  return accessors(() => {
    if (!app) throw new Error("the isolated app has not started");
    return app;
  });
}

/**
 * As isolatedAppForSuite, with SMTP_URL pointing at a capture so emails can be read as from a mailbox.
 * `env` adds settings read when the app starts (a test DNS server's address, say).
 */
export function mailAppForSuite(env: () => Record<string, string> = () => ({})): MailApp {
  let app: IsolatedApp | undefined;
  let smtp: SmtpCapture | undefined;
  test.beforeAll(async () => {
    test.setTimeout(ISOLATED_APP_START_TIMEOUT_MS);
    smtp = await startSmtpCapture();
    app = await startIsolatedApp({ ...env(), SMTP_URL: smtp.url });
  });
  test.afterAll(async () => {
    await app?.stop();
    await smtp?.close();
  });
  const capture = (): SmtpCapture => {
    if (!smtp) throw new Error("the SMTP capture has not started");
    return smtp;
  };
  const mailTo = async (email: string, subject: RegExp): Promise<CapturedMessage> => {
    let found: CapturedMessage | undefined;
    await expect
      .poll(
        () => {
          found = capture().messages.find(
            (message) => message.envelope.to.includes(email) && subject.test(message.headers.subject ?? ""),
          );
          return Boolean(found);
        },
        { timeout: 15_000, message: `an email to ${email} with subject ${subject}` },
      )
      .toBe(true);
    return found as CapturedMessage;
  };
  const base = accessors(() => {
    if (!app) throw new Error("the isolated app has not started");
    return app;
  });
  return {
    get url() {
      return base.url;
    },
    get db() {
      return base.db;
    },
    post: base.post,
    get smtp() {
      return capture();
    },
    mailTo,
    async verificationCode(email) {
      const message = await mailTo(email, /verification code/i);
      return /(\d{6})/.exec(message.headers.subject ?? "")?.[1] ?? "";
    },
  };
}

/** The first link to `path` (with a query) in an email's text. */
export function linkIn(message: CapturedMessage, path: string): string {
  const link = new RegExp(`https?://[^\\s"<>]+${path}\\?[^\\s"<>]+`).exec(message.text ?? "")?.[0];
  if (!link) throw new Error(`no ${path} link in the email`);
  return link;
}

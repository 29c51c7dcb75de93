import { type Request, type Response, Router } from "express";
import {
  employerForgotPasswordSchema,
  employerInvitationSchema,
  employerLoginSchema,
  employerPasswordResetSchema,
  employerRegistrationSchema,
  employerResendCodeSchema,
  employerVerificationSchema,
  invitationAcceptanceSchema,
} from "../../common/employer-accounts";
import { EMPLOYER_MESSAGES } from "../../common/employer-options";
import {
  type EmployerSocialSignInError,
  isEmployerSocialProvider,
} from "../../common/employer-social-sign-in";
import { Forbidden, NotFound } from "../errors";
import { expiredCookieHeader } from "../kernel/cookies";
import { parseInput } from "../kernel/parse-input";
import { isCrossSiteChange } from "../kernel/same-origin";
import {
  acceptInvitation,
  authenticateEmployer,
  EMPLOYER_SOCIAL_FLOW_COOKIE,
  EMPLOYER_SOCIAL_FLOW_COOKIE_PATH,
  EMPLOYER_SOCIAL_PREFILL_COOKIE,
  EMPLOYER_SOCIAL_PREFILL_COOKIE_PATH,
  finishEmployerSocialSignIn,
  getEmployerAccount,
  inviteColleague,
  EMPLOYER_RATE_LIMITS as LIMITS,
  listCompanyUsers,
  listInvitations,
  registerEmployer,
  removeCompanyUser,
  requestEmployerPasswordReset,
  resendEmployerCode,
  resetEmployerPassword,
  signInEmployer,
  signOutEmployer,
  startEmployerSocialSignIn,
  verifyEmployerEmail,
} from "../modules/employer-accounts";
import { byAccount, byIp, rateLimit } from "../rate-limit";

/**
 * The employer portal's accounts (issue 18). Signed-in calls carry the httpOnly `employer_session`
 * cookie; like the admin console, every POST, PUT, PATCH or DELETE here must come from this site's
 * own pages (Origin, or Sec-Fetch-Site: same-origin), else 403, before anything else runs.
 */
export const employerAccountsRouter = Router();

const byEmail = byAccount((req) => req.body?.email);

const employerOf = (req: Request) => authenticateEmployer(req.get("cookie"));

employerAccountsRouter.use("/employers", (req, _res, next) => {
  if (isCrossSiteChange(req)) throw new Forbidden(EMPLOYER_MESSAGES.crossSite);
  next();
});

/**
 * { legalName, industry, sizeBand, street, city, state, zip, website?, firstName, lastName,
 * jobTitle, workPhone, email, password } → 202 { message } whether or not the address already had
 * an account (its owner is told by email); the company is pending staff approval. 400; 429.
 */
employerAccountsRouter.post(
  "/employers/register",
  rateLimit({ ...LIMITS.registerPerIp, key: byIp }),
  async (req, res) => {
    await registerEmployer(parseInput(employerRegistrationSchema, req.body ?? {}));
    // A social sign-in's prefill has served its purpose: the next registration starts blank.
    res.append(
      "Set-Cookie",
      expiredCookieHeader(EMPLOYER_SOCIAL_PREFILL_COOKIE, EMPLOYER_SOCIAL_PREFILL_COOKIE_PATH),
    );
    res.status(202).json({ message: EMPLOYER_MESSAGES.registered });
  },
);

/** { email, code } or { email, token } → 200 { message }; 400 with a field saying why; 429. */
employerAccountsRouter.post(
  "/employers/verify",
  rateLimit({ ...LIMITS.verifyPerIp, key: byIp }),
  async (req, res) => {
    await verifyEmployerEmail(parseInput(employerVerificationSchema, req.body ?? {}));
    res.json({ message: EMPLOYER_MESSAGES.verified });
  },
);

/** { email } → 200 { message } for any address; 429 with Retry-After within a minute of the last code. */
employerAccountsRouter.post(
  "/employers/resend-code",
  rateLimit({ ...LIMITS.resendPerIp, key: byIp }),
  async (req, res) => {
    await resendEmployerCode(parseInput(employerResendCodeSchema, req.body ?? {}).email);
    res.json({ message: EMPLOYER_MESSAGES.codeResent });
  },
);

/**
 * { email, password, rememberMe? } → 200 { user, company } and Set-Cookie employer_session (30 days
 * with rememberMe, else until the browser closes); 400; 401 for a wrong email or password alike;
 * 403 when the email is not verified; 429.
 */
employerAccountsRouter.post(
  "/employers/login",
  rateLimit({ ...LIMITS.loginPerIp, key: byIp }),
  rateLimit({ ...LIMITS.loginPerAccount, key: byEmail }),
  async (req, res) => {
    const input = parseInput(employerLoginSchema, req.body ?? {});
    const { cookie, account } = await signInEmployer(input, { userAgent: req.get("user-agent") });
    res.setHeader("Set-Cookie", cookie).json(account);
  },
);

/**
 * Sign-in with Google or LinkedIn (`:provider`), a browser navigation → 302 to the provider with
 * the flow cookie set; 404 when that provider is not offered; /employer/login?error=start_failed
 * when the provider cannot be reached; 429.
 */
employerAccountsRouter.get(
  "/employers/oidc/:provider/start",
  rateLimit({ ...LIMITS.socialStartPerIp, key: byIp }),
  async (req, res) => {
    const provider = socialProviderOf(req);
    let started: Awaited<ReturnType<typeof startEmployerSocialSignIn>>;
    try {
      started = await startEmployerSocialSignIn(provider);
    } catch (error) {
      if (error instanceof NotFound) throw error;
      req.log?.warn({ err: error, provider }, "employer social sign-in could not start");
      return redirectToLogin(res, "start_failed");
    }
    res.setHeader("Set-Cookie", started.flowCookie).redirect(302, started.authorizationUrl);
  },
);

/**
 * The provider sends the browser back here → 302 to the dashboard with employer_session set (a
 * browser-session cookie), to /employer/registration with the name and address to fill in, or to
 * /employer/login?error=<code>. The flow cookie is cleared either way. 404 when not offered; 429.
 */
employerAccountsRouter.get(
  "/employers/oidc/:provider/callback",
  rateLimit({ ...LIMITS.socialCallbackPerIp, key: byIp }),
  async (req, res) => {
    const query = new URLSearchParams(req.originalUrl.split("?")[1] ?? "");
    const result = await finishEmployerSocialSignIn(socialProviderOf(req), req.get("cookie"), query, {
      userAgent: req.get("user-agent"),
    });
    const clearFlow = expiredCookieHeader(EMPLOYER_SOCIAL_FLOW_COOKIE, EMPLOYER_SOCIAL_FLOW_COOKIE_PATH);
    if (result.outcome === "signed-in") {
      res.setHeader("Set-Cookie", [clearFlow, result.sessionCookie]).redirect(302, "/employer/dashboard");
    } else if (result.outcome === "register") {
      res.setHeader("Set-Cookie", [clearFlow, result.prefillCookie]).redirect(302, "/employer/registration");
    } else {
      if (result.cause)
        req.log?.warn({ err: result.cause }, "employer social sign-in: the answer was refused");
      res.setHeader("Set-Cookie", clearFlow);
      redirectToLogin(res, result.reason, result.email);
    }
  },
);

function socialProviderOf(req: Request) {
  const { provider } = req.params;
  if (!isEmployerSocialProvider(provider)) throw new NotFound("This sign-in is not offered.");
  return provider;
}

function redirectToLogin(res: Response, error: EmployerSocialSignInError, email?: string) {
  res.redirect(302, `/employer/login?${new URLSearchParams(email ? { error, email } : { error })}`);
}

/** → 204 and the cookie cleared; the session no longer works. 401 when there was none. */
employerAccountsRouter.post("/employers/logout", async (req, res) => {
  const cookie = await signOutEmployer(await employerOf(req));
  res.setHeader("Set-Cookie", cookie).status(204).end();
});

/** → 200 { user, company } (company.status: pending, approved or rejected with its reason); 401. */
employerAccountsRouter.get("/employers/me", async (req, res) => {
  res.json(await getEmployerAccount(await employerOf(req)));
});

/** { email } → 200 { message } for any address (a link is emailed when it has an account); 429. */
employerAccountsRouter.post(
  "/employers/forgot-password",
  rateLimit({ ...LIMITS.forgotPerIp, key: byIp }),
  rateLimit({ ...LIMITS.forgotPerAccount, key: byEmail }),
  async (req, res) => {
    await requestEmployerPasswordReset(parseInput(employerForgotPasswordSchema, req.body ?? {}).email);
    res.json({ message: EMPLOYER_MESSAGES.resetRequested });
  },
);

/** { token, password } → 200 { message }; every session of the user ends, none starts. 400; 429. */
employerAccountsRouter.post(
  "/employers/reset-password",
  rateLimit({ ...LIMITS.resetPerIp, key: byIp }),
  async (req, res) => {
    await resetEmployerPassword(parseInput(employerPasswordResetSchema, req.body ?? {}));
    res.json({ message: EMPLOYER_MESSAGES.passwordReset });
  },
);

/** → 200 [{ id, email, role, invitedBy, status, expiresAt, createdAt }] of the user's company; 401. */
employerAccountsRouter.get("/employers/invitations", async (req, res) => {
  res.json(await listInvitations(await employerOf(req)));
});

/**
 * Owners: { email, role } → 201 the invitation (emailed); 400; 401; 403 for other roles; 409 when
 * the address already has an employer account; 429.
 */
employerAccountsRouter.post("/employers/invitations", async (req, res) => {
  const session = await employerOf(req);
  const input = parseInput(employerInvitationSchema, req.body ?? {});
  res.status(201).json(await inviteColleague(session, input));
});

/**
 * { token, firstName, lastName, jobTitle, workPhone, password } → 201 { message }: a verified user
 * of the inviting company, who then signs in. 400 (an unknown, used or expired token names
 * `token`); 409 when the address has an account meanwhile; 429.
 */
employerAccountsRouter.post(
  "/employers/invitations/accept",
  rateLimit({ ...LIMITS.acceptPerIp, key: byIp }),
  async (req, res) => {
    await acceptInvitation(parseInput(invitationAcceptanceSchema, req.body ?? {}));
    res.status(201).json({ message: EMPLOYER_MESSAGES.invitationAccepted });
  },
);

/** → 200 the company's users (owners first); 401. */
employerAccountsRouter.get("/employers/users", async (req, res) => {
  res.json(await listCompanyUsers(await employerOf(req)));
});

/**
 * Owners: → 204, the user is removed and signed out; 401; 403 for other roles; 404 for a user of
 * another company or none; 409 for the company's last owner.
 */
employerAccountsRouter.delete("/employers/users/:id", async (req, res) => {
  await removeCompanyUser(await employerOf(req), req.params.id);
  res.status(204).end();
});

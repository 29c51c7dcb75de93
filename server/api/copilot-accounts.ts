import { Router } from "express";
import { COPILOT_MESSAGES } from "../../common/copilot-accounts";
import {
  copilotForgotPasswordSchema,
  copilotInvitationAcceptanceSchema,
  copilotInvitationSchema,
  copilotLoginSchema,
  copilotNotificationsSchema,
  copilotPasswordResetSchema,
  copilotResendCodeSchema,
  copilotRoleChangeSchema,
  copilotSignupSchema,
  copilotVerificationSchema,
  copilotWorkspaceRenameSchema,
} from "../../common/copilot-accounts-schemas";
import { parseInput } from "../kernel/parse-input";
import {
  acceptCopilotInvitation,
  authenticateCopilot,
  cancelCopilotInvitation,
  changeCopilotMemberRole,
  getCopilotAccount,
  getCopilotAiSettings,
  getCopilotNotifications,
  getCopilotSeats,
  inviteCopilotMember,
  COPILOT_RATE_LIMITS as LIMITS,
  listCopilotInvitations,
  listCopilotMembers,
  removeCopilotMember,
  renameCopilotWorkspace,
  requestCopilotPasswordReset,
  resendCopilotCode,
  resetCopilotPassword,
  signInCopilot,
  signOutCopilot,
  signUpCopilot,
  switchCopilotWorkspace,
  updateCopilotNotifications,
  verifyCopilotEmail,
} from "../modules/copilot-accounts";
import { byAccount, byIp, rateLimit } from "../rate-limit";

/**
 * The AI hiring assistant's client accounts (issue 22). Signed-in calls carry the session token as
 * `Authorization: Bearer <token>` (SPEC §6: the browser keeps it under the copilot key and sends it
 * on /api/copilot paths only); a missing or ended token is 401. Records of another workspace are 404.
 */
export const copilotAccountsRouter = Router();

const byEmail = byAccount((req) => req.body?.email);

/** { company, name, email, password } → 202 { message } whether or not the address had an account; 400; 429. */
copilotAccountsRouter.post(
  "/copilot/signup",
  rateLimit({ ...LIMITS.registerPerIp, key: byIp }),
  async (req, res) => {
    await signUpCopilot(parseInput(copilotSignupSchema, req.body ?? {}));
    res.status(202).json({ message: COPILOT_MESSAGES.registered });
  },
);

/** { email, code } or { email, token } → 200 { message }; 400 with a field saying why; 429. */
copilotAccountsRouter.post(
  "/copilot/verify",
  rateLimit({ ...LIMITS.verifyPerIp, key: byIp }),
  async (req, res) => {
    await verifyCopilotEmail(parseInput(copilotVerificationSchema, req.body ?? {}));
    res.json({ message: COPILOT_MESSAGES.verified });
  },
);

/** { email } → 200 { message } for any address; 429 with Retry-After within a minute of the last code. */
copilotAccountsRouter.post(
  "/copilot/resend-code",
  rateLimit({ ...LIMITS.resendPerIp, key: byIp }),
  async (req, res) => {
    await resendCopilotCode(parseInput(copilotResendCodeSchema, req.body ?? {}).email);
    res.json({ message: COPILOT_MESSAGES.codeResent });
  },
);

/**
 * { email, password, rememberMe? } → 200 { token, expiresAt, account }; 400; 401 for a wrong email
 * or password alike; 403 when the email is not verified; 429.
 */
copilotAccountsRouter.post(
  "/copilot/login",
  rateLimit({ ...LIMITS.loginPerIp, key: byIp }),
  rateLimit({ ...LIMITS.loginPerAccount, key: byEmail }),
  async (req, res) => {
    const input = parseInput(copilotLoginSchema, req.body ?? {});
    const { token, expiresAt, account } = await signInCopilot(input, { userAgent: req.get("user-agent") });
    res.json({ token, expiresAt: expiresAt.toISOString(), account });
  },
);

/** Bearer token → 204, and the token no longer works; 401 when it already did not. */
copilotAccountsRouter.post("/copilot/logout", async (req, res) => {
  await signOutCopilot(await authenticateCopilot(req));
  res.status(204).end();
});

/** Bearer token → 200 { user, workspace, role, memberCount, workspaces: [{ id, name }] }; 401. */
copilotAccountsRouter.get("/copilot/me", async (req, res) => {
  res.json(await getCopilotAccount(await authenticateCopilot(req)));
});

/** { email } → 200 { message } for any address (a link is emailed when it has an account); 429. */
copilotAccountsRouter.post(
  "/copilot/forgot-password",
  rateLimit({ ...LIMITS.forgotPerIp, key: byIp }),
  rateLimit({ ...LIMITS.forgotPerAccount, key: byEmail }),
  async (req, res) => {
    await requestCopilotPasswordReset(parseInput(copilotForgotPasswordSchema, req.body ?? {}).email);
    res.json({ message: COPILOT_MESSAGES.resetRequested });
  },
);

/** { token, password } → 200 { message }; every session of the user ends, none starts. 400; 429. */
copilotAccountsRouter.post(
  "/copilot/reset-password",
  rateLimit({ ...LIMITS.resetPerIp, key: byIp }),
  async (req, res) => {
    await resetCopilotPassword(parseInput(copilotPasswordResetSchema, req.body ?? {}));
    res.json({ message: COPILOT_MESSAGES.passwordReset });
  },
);

/** Owners: { name } → 200 the account with the renamed workspace; 400; 401; 403. */
copilotAccountsRouter.patch("/copilot/workspace", async (req, res) => {
  const copilot = await authenticateCopilot(req);
  res.json(await renameCopilotWorkspace(copilot, parseInput(copilotWorkspaceRenameSchema, req.body ?? {})));
});

/** → 200 the account acting in that workspace from now on (this session only); 401; 404 not a member there. */
copilotAccountsRouter.post("/copilot/workspaces/:id/switch", async (req, res) => {
  res.json(await switchCopilotWorkspace(await authenticateCopilot(req), req.params.id));
});

/** → 200 { members: [{ userId, name, email, role, joinedAt }] }, owners first; 401. */
copilotAccountsRouter.get("/copilot/members", async (req, res) => {
  res.json({ members: await listCopilotMembers(await authenticateCopilot(req)) });
});

/** → 200 { used, limit }: members and open invitations against the plan's seats (one without a plan); 401. */
copilotAccountsRouter.get("/copilot/seats", async (req, res) => {
  res.json(await getCopilotSeats(await authenticateCopilot(req)));
});

/** Owners: { role } → 200 { members }; 400; 401; 403; 404 not a member here; 409 the last owner. */
copilotAccountsRouter.patch("/copilot/members/:userId", async (req, res) => {
  const copilot = await authenticateCopilot(req);
  const input = parseInput(copilotRoleChangeSchema, req.body ?? {});
  res.json({ members: await changeCopilotMemberRole(copilot, req.params.userId, input) });
});

/** Owners: → 204, the member's sessions in this workspace end; 401; 403; 404; 409 the last owner. */
copilotAccountsRouter.delete("/copilot/members/:userId", async (req, res) => {
  await removeCopilotMember(await authenticateCopilot(req), req.params.userId);
  res.status(204).end();
});

/** → 200 { invitations: [{ id, email, role, invitedBy, status, expiresAt, createdAt }] }, newest first; 401. */
copilotAccountsRouter.get("/copilot/invitations", async (req, res) => {
  res.json({ invitations: await listCopilotInvitations(await authenticateCopilot(req)) });
});

/** Owners: { email, role } → 201 the invitation (emailed); 400; 401; 403 not an owner, or no seat (with `link`: subscribe, billing or payment-setup); 409 already a member; 429. */
copilotAccountsRouter.post("/copilot/invitations", async (req, res) => {
  const copilot = await authenticateCopilot(req);
  const input = parseInput(copilotInvitationSchema, req.body ?? {});
  res.status(201).json(await inviteCopilotMember(copilot, input));
});

/**
 * { token, name?, password } → 200 { token, expiresAt, account }: the invitee is a member and signed
 * in. 400 (the token on `token`, a new person's name and password on theirs); 401 wrong password of
 * an existing account; 429.
 */
copilotAccountsRouter.post(
  "/copilot/invitations/accept",
  rateLimit({ ...LIMITS.acceptPerIp, key: byIp }),
  async (req, res) => {
    const input = parseInput(copilotInvitationAcceptanceSchema, req.body ?? {});
    const { token, expiresAt, account } = await acceptCopilotInvitation(input, {
      userAgent: req.get("user-agent"),
    });
    res.json({ token, expiresAt: expiresAt.toISOString(), account });
  },
);

/** Owners: → 204, the open invitation's link no longer works; 401; 403; 404. */
copilotAccountsRouter.delete("/copilot/invitations/:id", async (req, res) => {
  await cancelCopilotInvitation(await authenticateCopilot(req), req.params.id);
  res.status(204).end();
});

/** → 200 { candidatesRanked, recruiterReplied }: the signed-in person's email preferences; 401. */
copilotAccountsRouter.get("/copilot/notifications", async (req, res) => {
  res.json(await getCopilotNotifications(await authenticateCopilot(req)));
});

/** { candidatesRanked?, recruiterReplied? } → 200 the preferences; 400; 401. */
copilotAccountsRouter.patch("/copilot/notifications", async (req, res) => {
  const copilot = await authenticateCopilot(req);
  res.json(await updateCopilotNotifications(copilot, parseInput(copilotNotificationsSchema, req.body ?? {})));
});

/** → 200 { modelInUse, languageModelConfigured }; 401. */
copilotAccountsRouter.get("/copilot/ai-settings", async (req, res) => {
  await authenticateCopilot(req);
  res.json(getCopilotAiSettings());
});

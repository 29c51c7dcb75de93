/**
 * /dev/payments: the local provider's hosted card entry, where a setup session's URL leads. Mount only
 * when config.localPaymentsEnabled (off the public internet, no Stripe keys), like /dev/mailbox.
 */
import { and, eq, gt } from "drizzle-orm";
import express, { type Response, Router } from "express";
import { db } from "../../../db/client";
import { localPaymentCards, localPaymentSetupSessions } from "../../../db/schema";
import { localPaymentProvider } from "../current-provider";
import { renderAuthenticationPage, renderCardEntryEnded, renderCardEntryPage } from "./card-entry-page";
import { queueLocalEvent } from "./events";
import { localId } from "./ids";
import { cardSummary } from "./local-provider";
import { checkCardEntry } from "./test-cards";

type SetupSession = typeof localPaymentSetupSessions.$inferSelect;

const SETUP_PATH = "/dev/payments/setup/:id";

function sendPage(res: Response, status: number, html: string) {
  res
    .status(status)
    .set({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" })
    .send(html);
}

async function openSession(id: string): Promise<SetupSession | undefined> {
  const [session] = await db()
    .select()
    .from(localPaymentSetupSessions)
    .where(and(eq(localPaymentSetupSessions.id, id), gt(localPaymentSetupSessions.expiresAt, new Date())));
  return session;
}

const formText = (value: unknown) => (typeof value === "string" ? value.slice(0, 40) : "");

export function createLocalPaymentsRouter(): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: "4kb" });
  const paths = (session: SetupSession) => ({
    action: `/dev/payments/setup/${session.id}`,
    cancelAction: `/dev/payments/setup/${session.id}/cancel`,
  });

  /** The session as a page: the form, the authentication step, or word that it is over. */
  const show = async (res: Response, session: SetupSession | undefined, status = 200, alert?: string) => {
    if (!session)
      return sendPage(res, 404, renderCardEntryEnded("This card entry link has expired or does not exist."));
    if (session.status === "requires_action" && session.cardId) {
      const [card] = await db()
        .select()
        .from(localPaymentCards)
        .where(eq(localPaymentCards.id, session.cardId));
      return sendPage(
        res,
        200,
        renderAuthenticationPage({
          action: `${paths(session).action}/authenticate`,
          last4: card?.last4 ?? "",
        }),
      );
    }
    if (session.status === "succeeded")
      return sendPage(res, 200, renderCardEntryEnded("This card has been saved."));
    sendPage(res, status, renderCardEntryPage({ ...paths(session), alert }));
  };

  /** The card is the customer's now: card.attached goes to the app before the browser returns to it. */
  const attach = async (res: Response, session: SetupSession, cardId: string) => {
    await db().transaction(async (tx) => {
      const [card] = await tx.select().from(localPaymentCards).where(eq(localPaymentCards.id, cardId));
      if (!card) throw new Error("the pending card is missing");
      await tx
        .update(localPaymentSetupSessions)
        .set({ status: "succeeded", cardId })
        .where(eq(localPaymentSetupSessions.id, session.id));
      await queueLocalEvent(tx, {
        type: "card.attached",
        customerId: session.customerId,
        paymentMethodId: card.id,
        card: cardSummary(card),
      });
    });
    await localPaymentProvider().deliverEvents();
    res.redirect(303, session.returnUrl);
  };

  router.get(SETUP_PATH, async (req, res) => {
    await show(res, await openSession(req.params.id));
  });

  router.post(SETUP_PATH, form, async (req, res) => {
    const session = await openSession(req.params.id);
    if (session?.status !== "open") return show(res, session, 409);
    const checked = checkCardEntry({
      number: formText(req.body?.number),
      expiry: formText(req.body?.expiry),
      cvc: formText(req.body?.cvc),
    });
    if ("errors" in checked) {
      return sendPage(
        res,
        400,
        renderCardEntryPage({ ...paths(session), errors: checked.errors, alert: "Check the card details." }),
      );
    }
    if (checked.card.outcome === "declined") {
      return sendPage(
        res,
        402,
        renderCardEntryPage({ ...paths(session), alert: "Your card was declined. Try another card." }),
      );
    }
    const cardId = localId("pm");
    await db().insert(localPaymentCards).values({
      id: cardId,
      customerId: session.customerId,
      brand: "visa",
      last4: checked.last4,
      expMonth: checked.expMonth,
      expYear: checked.expYear,
      behaviour: checked.card.outcome,
    });
    if (checked.card.outcome === "authenticates") {
      await db()
        .update(localPaymentSetupSessions)
        .set({ status: "requires_action", cardId })
        .where(eq(localPaymentSetupSessions.id, session.id));
      return res.redirect(303, paths(session).action);
    }
    await attach(res, session, cardId);
  });

  router.post(`${SETUP_PATH}/authenticate`, form, async (req, res) => {
    const session = await openSession(req.params.id);
    if (session?.status !== "requires_action" || !session.cardId) return show(res, session, 409);
    if (req.body?.decision === "complete") return attach(res, session, session.cardId);
    // A failed authentication leaves no card behind, as a failed 3-D Secure step leaves none in Stripe.
    await db().transaction(async (tx) => {
      await tx
        .update(localPaymentSetupSessions)
        .set({ status: "open", cardId: null })
        .where(eq(localPaymentSetupSessions.id, session.id));
      await tx.delete(localPaymentCards).where(eq(localPaymentCards.id, session.cardId as string));
    });
    sendPage(
      res,
      402,
      renderCardEntryPage({
        ...paths(session),
        alert: "The payment could not be authenticated. Try again or use another card.",
      }),
    );
  });

  router.post(`${SETUP_PATH}/cancel`, async (req, res) => {
    const session = await openSession(req.params.id);
    if (!session) return show(res, session);
    res.redirect(303, session.cancelUrl);
  });

  return router;
}

/**
 * The demo seed's card: the succeeding test card saved for a customer as a successful hosted card
 * entry saves it (the card, card.attached for the app, the customer's default), without a browser.
 */
import { eq } from "drizzle-orm";
import { db } from "../../../db/client";
import { localPaymentCards, localPaymentCustomers } from "../../../db/schema";
import { queueLocalEvent } from "./events";
import { localId } from "./ids";
import { cardSummary } from "./local-provider";

export async function attachLocalTestCard(customerId: string, now = new Date()): Promise<void> {
  await db().transaction(async (tx) => {
    const [card] = await tx
      .insert(localPaymentCards)
      .values({
        id: localId("pm"),
        customerId,
        brand: "visa",
        last4: "4242",
        expMonth: 12,
        expYear: now.getUTCFullYear() + 3,
        behaviour: "succeeds",
      })
      .returning();
    if (!card) throw new Error("the demo card was not stored");
    await tx
      .update(localPaymentCustomers)
      .set({ defaultCardId: card.id })
      .where(eq(localPaymentCustomers.id, customerId));
    await queueLocalEvent(tx, {
      type: "card.attached",
      customerId,
      paymentMethodId: card.id,
      card: cardSummary(card),
    });
  });
}

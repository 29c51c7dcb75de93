import type { Response } from "express";
import type { ConsultationSlotTaken } from "../../common/consultations";
import { SlotTaken } from "../modules/consultations";

/**
 * Runs a booking, reschedule or move; a lost race for the slot answers 409 with the fresh slots beside
 * the message (ConsultationSlotTaken), so the page can offer them at once. Other refusals go on to
 * apiErrorHandler.
 */
export async function answeringSlotTaken(res: Response, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof SlotTaken)) throw error;
    res.status(409).json({ error: error.message, slots: error.slots } satisfies ConsultationSlotTaken);
  }
}

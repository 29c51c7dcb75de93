import { Router } from "express";
import {
  listAdminMessages,
  markMessageHandled,
  messageHandledSchema,
  messageReplySchema,
  replyToMessage,
} from "../modules/contact";
import { changeHandler, listHandler } from "./admin-route-handlers";

/** The contact form's messages: list, mark handled, reply (behind adminGuardRouter). */
export const contactAdminRouter = Router();

contactAdminRouter.get("/admin/messages", listHandler(listAdminMessages));
contactAdminRouter.post(
  "/admin/messages/:id/handled",
  changeHandler(messageHandledSchema, markMessageHandled),
);
contactAdminRouter.post("/admin/messages/:id/reply", changeHandler(messageReplySchema, replyToMessage));

import { randomBytes } from "node:crypto";

/** "cus_local_9f2c…": the object's kind as Stripe prefixes it, marked local. */
export const localId = (prefix: "cus" | "pm" | "seti" | "sub" | "in" | "evt" | "re" | "cbtxn") =>
  `${prefix}_local_${randomBytes(12).toString("hex")}`;

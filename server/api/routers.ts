import type { Router } from "express";
import { webinarsRouter } from "./webinars";

/** Each resource's router, mounted under /api in this order. */
export const apiRouters: Router[] = [webinarsRouter];

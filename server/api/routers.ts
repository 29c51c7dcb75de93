import type { Router } from "express";

/** Each resource's router, mounted under /api in this order. */
export const apiRouters: Router[] = [];

import { type Response, Router } from "express";
import type { SiteSettings } from "../../common/site-settings";
import { getSiteSettings } from "../modules/settings";

export const settingsRouter = Router();

/** SPEC §9: site settings stay fresh for 5 minutes; public, so shared caches may keep them too. */
export const SETTINGS_CACHE_CONTROL = "public, max-age=300";

/** The contact fields SPEC §7's site-settings call reads; null where no value is stored. */
export type ContactSettings = Pick<SiteSettings, "address" | "contactPhone" | "contactEmail">;

function cacheForFiveMinutes(res: Response) {
  // Overrides the API router's no-store default: these are public and change rarely.
  res.setHeader("Cache-Control", SETTINGS_CACHE_CONTROL);
}

/** Everything the public site shows from settings: name, contact details, business hours, social links. */
settingsRouter.get("/website-settings", async (_req, res) => {
  const settings: SiteSettings = await getSiteSettings();
  cacheForFiveMinutes(res);
  res.json(settings);
});

/**
 * SPEC §7's "site settings" call, whose path SPEC does not name: the contact block only.
 * Missing values stay null; the UI applies SPEC's fallback texts.
 */
settingsRouter.get("/site-settings", async (_req, res) => {
  const { address, contactPhone, contactEmail } = await getSiteSettings();
  cacheForFiveMinutes(res);
  res.json({ address, contactPhone, contactEmail } satisfies ContactSettings);
});

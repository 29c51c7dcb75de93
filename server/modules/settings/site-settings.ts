import { eq } from "drizzle-orm";
import { BRAND } from "../../../common/brand";
import { DEFAULT_BUSINESS_HOURS, type SiteSettings } from "../../../common/site-settings";
import { db, type Executor } from "../../db/client";
import { siteSettings } from "../../db/schema";

/** The settings row, or empty settings (brand name, default hours) when none is stored yet. */
export async function getSiteSettings(executor: Executor = db()): Promise<SiteSettings> {
  const [row] = await executor.select().from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
  if (!row) {
    return {
      companyName: BRAND.name,
      address: null,
      contactPhone: null,
      contactEmail: null,
      businessHours: DEFAULT_BUSINESS_HOURS,
      socialLinks: [],
    };
  }
  return {
    companyName: row.companyName,
    address: row.address,
    contactPhone: row.contactPhone,
    contactEmail: row.contactEmail,
    businessHours: row.businessHours.length > 0 ? row.businessHours : DEFAULT_BUSINESS_HOURS,
    socialLinks: row.socialLinks,
  };
}

import { BRAND } from "../../../common/brand";
import type { siteSettings } from "../schema";

export const DEMO_SETTINGS = {
  id: 1,
  companyName: BRAND.name,
  address: "1450 Brickell Avenue, Suite 1800, Miami, FL 33131",
  contactPhone: "(305) 555-0142",
  contactEmail: "info@sunshinestaffing.example",
  businessHours: [
    { days: "Monday – Friday", hours: "9:00 AM – 6:00 PM" },
    { days: "Saturday – Sunday", hours: "Closed" },
  ],
  socialLinks: [
    { network: "linkedin", label: "LinkedIn", url: "https://www.linkedin.com/company/sunshine-staffing" },
    { network: "facebook", label: "Facebook", url: "https://www.facebook.com/sunshinestaffing" },
    { network: "x", label: "X", url: "https://x.com/sunshinestaffing" },
  ],
} satisfies typeof siteSettings.$inferInsert;

import { CONTACT_FALLBACKS } from "./brand";

export type BusinessHoursRow = { days: string; hours: string };
export type SocialLinkSetting = { network: "linkedin" | "facebook" | "x"; label: string; url: string };

/** What the site shows from the settings row; any contact field may be missing. */
export type SiteSettings = {
  companyName: string;
  address: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  businessHours: BusinessHoursRow[];
  socialLinks: SocialLinkSetting[];
};

/** SPEC §2/§9: business hours shown when none are stored. */
export const DEFAULT_BUSINESS_HOURS: BusinessHoursRow[] = [
  { days: "Monday – Friday", hours: "9:00 AM – 6:00 PM" },
  { days: "Saturday – Sunday", hours: "Closed" },
];

export type ContactDetails = { address: string; phone: string; email: string };

/** Contact details with SPEC's fallbacks for anything missing (or while settings load). */
export function contactDetails(settings: Partial<SiteSettings> | null | undefined): ContactDetails {
  return {
    address: settings?.address || CONTACT_FALLBACKS.address,
    phone: settings?.contactPhone || CONTACT_FALLBACKS.phone,
    email: settings?.contactEmail || CONTACT_FALLBACKS.email,
  };
}

/** "(305) 555-0142" → "tel:+13055550142" for US numbers; other formats keep their digits. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.length === 10 ? `tel:+1${digits}` : `tel:+${digits}`;
}

/** Who we are: used in the layout, emails, structured data and fallbacks. */
export const BRAND = {
  name: "Sunshine Staffing",
  legalName: "Sunshine Staffing Group, LLC",
  founded: 2014,
  copyrightYear: 2025,
  offices: ["Miami", "Fort Lauderdale"],
} as const;

/** SPEC §9 fallbacks shown while settings load or when a setting is missing. */
export const CONTACT_FALLBACKS = {
  phone: "(555) 123-4567",
  email: "info@sunshinestaffing.example",
  address: "1450 Brickell Avenue, Suite 1800, Miami, FL 33131",
} as const;

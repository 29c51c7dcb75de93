/** Link lists of the global layout (SPEC §1, §2): header, side menu and footer read them from here. */
export type SiteLink = { readonly to: string; readonly label: string };

/** Top navigation and the small-screen side menu, in this order. */
export const MAIN_NAV_LINKS: readonly SiteLink[] = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About Us" },
  { to: "/services", label: "Services" },
  { to: "/jobs", label: "Jobs" },
  { to: "/contact", label: "Contact" },
  { to: "/blog", label: "Blog" },
];

/** The footer names five services; every one leads to the services overview. */
export const FOOTER_SERVICE_LINKS: readonly SiteLink[] = [
  "Contract Staffing",
  "Direct Placement",
  "Executive Search",
  "RPO Solutions",
  "Payroll Services",
].map((label) => ({ to: "/services", label }));

export const FOOTER_COMPANY_LINKS: readonly SiteLink[] = [
  { to: "/about", label: "About Us" },
  { to: "/jobs", label: "Jobs" },
  { to: "/blog", label: "Blog" },
  { to: "/contact", label: "Contact" },
  { to: "/candidate/login", label: "Candidate Sign In" },
  { to: "/employer", label: "For Employers" },
];

export const LEGAL_LINKS: readonly SiteLink[] = [
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/terms-of-service", label: "Terms of Service" },
  { to: "/cookie-policy", label: "Cookie Policy" },
  { to: "/sms-terms", label: "SMS Terms" },
];

export type SocialNetwork = "linkedin" | "facebook" | "x";

/** One professional, one friends and one microblog network (SPEC §2). */
export const SOCIAL_LINKS: readonly { network: SocialNetwork; name: string; href: string }[] = [
  { network: "linkedin", name: "LinkedIn", href: "https://www.linkedin.com/company/sunshine-staffing" },
  { network: "facebook", name: "Facebook", href: "https://www.facebook.com/sunshinestaffing" },
  { network: "x", name: "X", href: "https://x.com/sunshinestaffing" },
];

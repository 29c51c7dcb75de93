export {
  type AdminSiteSettings,
  getAdminSiteSettings,
  REFERRAL_BONUS_LIMITS,
  settingsInputSchema,
  updateSiteSettings,
} from "./admin-settings";
export { getSiteSettings } from "./site-settings";

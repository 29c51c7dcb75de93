export {
  type AdminSiteSettings,
  getAdminSiteSettings,
  REFERRAL_BONUS_LIMITS,
  updateSiteSettings,
} from "./admin-settings";
export { getSiteSettings } from "./site-settings";

export {
  type AdminSubscriber,
  listAdminSubscribers,
  subscribersCsv,
  unsubscribeSubscriber,
} from "./admin-subscribers";
export {
  findSubscriberByToken,
  parseSubscription,
  SUBSCRIBE_LIMIT_PER_IP,
  type SubscribeResult,
  subscribeToNewsletter,
  type UnsubscribeResult,
  unsubscribeWithToken,
} from "./subscriptions";
export { unsubscribeToken, verifyUnsubscribeToken } from "./unsubscribe-token";
export { unsubscribeUrl } from "./welcome-email";

/**
 * Job orders (issue 18): what a client company asks the agency to fill. Employers draft, submit,
 * edit, cancel and ask for changes in the portal; staff accept them as requisitions in /admin and
 * publish them as jobs on /jobs. Every change is in the order's history (job_order_events).
 */

export { orderSubmittedEmail, recruitersInbox } from "./emails";
export {
  cancelJobOrder,
  createJobOrder,
  getCompanyOrder,
  hiringManagerOptions,
  listCompanyOrders,
  openOrdersSummary,
  requestOrderChanges,
  updateJobOrder,
} from "./employer-orders";
export { type JobOrderRow, recordOrderEvent } from "./order-records";
export {
  acceptRequisition,
  getRequisition,
  listRequisitions,
  orderOfJob,
  publishRequisition,
  setRequisitionStatus,
} from "./requisitions";

/** Clean-ups that keep tables of short-lived records from growing without bound, run once across instances. */
export { type MaintenanceReport, runMaintenance } from "./maintenance-run";
export { type MaintenanceWorker, startMaintenanceWorker } from "./maintenance-worker";

import { Router } from "express";
import { sendCsv } from "../kernel/csv";
import { parseInput } from "../kernel/parse-input";
import { adminOf } from "../modules/admin-auth";
import {
  accommodationSchema,
  assessmentSettingsSchema,
  attemptFiltersSchema,
  attemptResetSchema,
  attemptsCsv,
  createItem,
  editItem,
  getAttemptAsStaff,
  getItemAsStaff,
  grantAccommodation,
  itemListQuerySchema,
  itemSchema,
  itemStatisticsAsStaff,
  listAccommodations,
  listAssessmentsAsStaff,
  listAttemptsAsStaff,
  listItemsAsStaff,
  overrideWrittenScore,
  removeAccommodation,
  resetAttempt,
  setItemRetired,
  updateAssessmentSettings,
  writtenScoreOverrideSchema,
} from "../modules/assessments";
import { changeHandler, createHandler, queryOf, recordHandler } from "./admin-route-handlers";

/**
 * The console's assessments (issue 21): sittings, overrides, resets, accommodations and the question
 * banks. Behind the admin guard (adminGuardRouter); every change is audited. Paths, bodies and
 * statuses: common/assessments.ts. The fixed paths come before /admin/assessments/:assessmentId/….
 */
export const assessmentsAdminRouter = Router();

const filtersOf = (req: Parameters<typeof queryOf>[0]) =>
  parseInput(attemptFiltersSchema, Object.fromEntries(queryOf(req)));

assessmentsAdminRouter.get("/admin/assessments", async (_req, res) => {
  res.json(await listAssessmentsAsStaff());
});

assessmentsAdminRouter.get("/admin/assessments/attempts", async (req, res) => {
  res.json(await listAttemptsAsStaff(filtersOf(req)));
});
assessmentsAdminRouter.get("/admin/assessments/attempts/export.csv", async (req, res) => {
  const filters = filtersOf(req);
  await sendCsv(
    res,
    `assessment-sittings-${new Date().toISOString().slice(0, 10)}.csv`,
    attemptsCsv(filters),
  );
});
assessmentsAdminRouter.get(
  "/admin/assessments/attempts/:id",
  recordHandler((id) => getAttemptAsStaff(id)),
);
assessmentsAdminRouter.post(
  "/admin/assessments/attempts/:id/written-score",
  changeHandler(writtenScoreOverrideSchema, overrideWrittenScore),
);
assessmentsAdminRouter.post(
  "/admin/assessments/attempts/:id/reset",
  changeHandler(attemptResetSchema, resetAttempt),
);

assessmentsAdminRouter.get("/admin/assessments/accommodations", async (req, res) => {
  res.json(await listAccommodations(queryOf(req).get("assessment")));
});
assessmentsAdminRouter.post(
  "/admin/assessments/accommodations",
  createHandler(accommodationSchema, grantAccommodation),
);
assessmentsAdminRouter.delete("/admin/assessments/accommodations/:id", async (req, res) => {
  await removeAccommodation(adminOf(res), req.params.id);
  res.status(204).end();
});

assessmentsAdminRouter.get(
  "/admin/assessments/items/:id",
  recordHandler((id) => getItemAsStaff(id)),
);
assessmentsAdminRouter.put("/admin/assessments/items/:id", changeHandler(itemSchema, editItem));
assessmentsAdminRouter.post("/admin/assessments/items/:id/retire", async (req, res) => {
  res.json(await setItemRetired(adminOf(res), req.params.id, true));
});
assessmentsAdminRouter.post("/admin/assessments/items/:id/restore", async (req, res) => {
  res.json(await setItemRetired(adminOf(res), req.params.id, false));
});

assessmentsAdminRouter.put(
  "/admin/assessments/:id/settings",
  changeHandler(assessmentSettingsSchema, updateAssessmentSettings),
);
assessmentsAdminRouter.get("/admin/assessments/:id/items", async (req, res) => {
  const query = parseInput(itemListQuerySchema, Object.fromEntries(queryOf(req)));
  res.json(await listItemsAsStaff(req.params.id, query));
});
assessmentsAdminRouter.post("/admin/assessments/:id/items", async (req, res) => {
  res.status(201).json(await createItem(adminOf(res), req.params.id, parseInput(itemSchema, req.body ?? {})));
});
assessmentsAdminRouter.get("/admin/assessments/:id/item-stats", async (req, res) => {
  res.json(await itemStatisticsAsStaff(req.params.id));
});

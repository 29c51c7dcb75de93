import { Router } from "express";
import { parseInput } from "../kernel/parse-input";
import { adminOf } from "../modules/admin-auth";
import {
  addHoliday,
  addTimeOff,
  agendaQuerySchema,
  cancelAsStaff,
  consultationAgenda,
  consultationClientCompanySchema,
  consultationLinkSchema,
  consultationOutcomeSchema,
  createClientCompanyFromConsultation,
  createStaffSchedule,
  getConsultationAsStaff,
  holidaySchema,
  linkConsultation,
  listHolidays,
  listStaffSchedules,
  moveAsStaff,
  recordOutcome,
  removeHoliday,
  removeTimeOff,
  staffCancelSchema,
  staffMoveSchema,
  staffScheduleSchema,
  timeOffSchema,
  updateStaffSchedule,
} from "../modules/consultations";
import { changeHandler, createHandler, queryOf, recordHandler } from "./admin-route-handlers";
import { answeringSlotTaken } from "./consultation-slot-taken";

/**
 * The console's consultations (issue 20): staff schedules, holidays, the agenda and what staff do with
 * a booking. Behind the admin guard (adminGuardRouter); every change is audited. Paths, bodies and
 * statuses: common/consultations.ts.
 */
export const consultationsAdminRouter = Router();

consultationsAdminRouter.get("/admin/consultations/staff", async (_req, res) => {
  res.json(await listStaffSchedules());
});
consultationsAdminRouter.post(
  "/admin/consultations/staff",
  createHandler(staffScheduleSchema, createStaffSchedule),
);
consultationsAdminRouter.put(
  "/admin/consultations/staff/:id",
  changeHandler(staffScheduleSchema, updateStaffSchedule),
);

consultationsAdminRouter.post("/admin/consultations/staff/:id/time-off", async (req, res) => {
  res
    .status(201)
    .json(await addTimeOff(adminOf(res), req.params.id, parseInput(timeOffSchema, req.body ?? {})));
});
consultationsAdminRouter.delete("/admin/consultations/staff/:id/time-off/:timeOffId", async (req, res) => {
  res.json(await removeTimeOff(adminOf(res), req.params.id, req.params.timeOffId));
});

consultationsAdminRouter.get("/admin/consultations/holidays", async (_req, res) => {
  res.json(await listHolidays());
});
consultationsAdminRouter.post("/admin/consultations/holidays", createHandler(holidaySchema, addHoliday));
consultationsAdminRouter.delete("/admin/consultations/holidays/:id", async (req, res) => {
  await removeHoliday(adminOf(res), req.params.id);
  res.status(204).end();
});

/** ?view=day|week&date=YYYY-MM-DD&staff=<id> → 200 ConsultationAgenda. */
consultationsAdminRouter.get("/admin/consultations/agenda", async (req, res) => {
  res.json(await consultationAgenda(parseInput(agendaQuerySchema, Object.fromEntries(queryOf(req)))));
});

consultationsAdminRouter.get("/admin/consultations/bookings/:id", recordHandler(getConsultationAsStaff));
consultationsAdminRouter.post(
  "/admin/consultations/bookings/:id/outcome",
  changeHandler(consultationOutcomeSchema, recordOutcome),
);
consultationsAdminRouter.post(
  "/admin/consultations/bookings/:id/cancel",
  changeHandler(staffCancelSchema, cancelAsStaff),
);

/** A move that loses the race answers 409 with the fresh slots, as the visitor's reschedule does. */
consultationsAdminRouter.post("/admin/consultations/bookings/:id/move", async (req, res) => {
  await answeringSlotTaken(res, async () => {
    res.json(await moveAsStaff(adminOf(res), req.params.id, parseInput(staffMoveSchema, req.body ?? {})));
  });
});

consultationsAdminRouter.post(
  "/admin/consultations/bookings/:id/link",
  changeHandler(consultationLinkSchema, linkConsultation),
);
consultationsAdminRouter.post("/admin/consultations/bookings/:id/client-company", async (req, res) => {
  const input = parseInput(consultationClientCompanySchema, req.body ?? {});
  res.status(201).json(await createClientCompanyFromConsultation(adminOf(res), req.params.id, input));
});

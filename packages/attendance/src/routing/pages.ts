import type { FeaturePage } from "@campus/core";
import type { AttendanceMessageId } from "../messages/message-ids";

/** The pages' menu codes: the server checks their action keys (decision 0047). */
export const FAMILY_ROUTE = "attendance.home";
export const REGISTER_ROUTE = "attendance.register";
export const LEAVE_ROUTE = "attendance.leave";
export const REPORT_ROUTE = "attendance.report";

export const HOME = "/attendance/home";
export const APPLY = "/attendance/apply";
export const REGISTER = "/attendance/register";
export const LEAVE = "/attendance/leave";
export const REPORT = "/attendance/report";

/** The application form: a new one, or (`id`) the one the class teacher asked more of. */
export const applyPath = (id?: number) => (id === undefined ? APPLY : `${APPLY}?id=${id}`);

/** Every address of the feature, with its title, permission and screen (each its own chunk). */
export const ATTENDANCE_PAGES: (FeaturePage & { title: AttendanceMessageId })[] = [
  { path: "/attendance", title: "attendance.route.home", redirect: HOME },
  {
    path: HOME,
    title: "attendance.route.home",
    routeCode: FAMILY_ROUTE,
    screen: () => import("../screens/family/family-page").then((m) => m.FamilyPage),
  },
  {
    path: APPLY,
    title: "attendance.route.apply",
    routeCode: FAMILY_ROUTE,
    screen: () => import("../screens/apply/apply-page").then((m) => m.ApplyPage),
  },
  {
    path: REGISTER,
    title: "attendance.route.register",
    routeCode: REGISTER_ROUTE,
    screen: () => import("../screens/register/register-page").then((m) => m.RegisterPage),
  },
  {
    path: LEAVE,
    title: "attendance.route.leave",
    routeCode: LEAVE_ROUTE,
    screen: () => import("../screens/queue/leave-queue-page").then((m) => m.LeaveQueuePage),
  },
  {
    path: REPORT,
    title: "attendance.route.report",
    routeCode: REPORT_ROUTE,
    screen: () => import("../screens/report/report-page").then((m) => m.ReportPage),
  },
];

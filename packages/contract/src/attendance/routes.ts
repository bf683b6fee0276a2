import { defineRoutes } from "../route";
import type { Routes } from "../routes";

/*
 * Where each attendance call goes and who may make it (decision 0047): a family reads the
 * child's month and a guardian applies for leave; a class teacher (and the office) takes the
 * register and answers the applications.
 */

const family = { kind: "user", roles: ["parent", "student"] } as const;
/** A parent: the one who applies for a child's leave. */
const guardian = { kind: "user", roles: ["parent"] } as const;
/** A class teacher, or the office (which keeps every class). */
const keeper = { kind: "user", roles: ["teacher", "staff"] } as const;

export const attendanceRoutes = defineRoutes({
  attendanceMonth: { method: "POST", path: "/api/attendance/month", access: family },
  attendanceLeaves: { method: "POST", path: "/api/attendance/leave/list", access: family },
  attendanceLeave: { method: "POST", path: "/api/attendance/leave/detail", access: family },
  // Applying twice at once, or for days another application already covers: one application.
  attendanceApplyLeave: {
    method: "POST",
    path: "/api/attendance/leave/apply",
    access: guardian,
    encoding: "json",
    write: true,
  },
  attendanceWithdrawLeave: {
    method: "POST",
    path: "/api/attendance/leave/withdraw",
    access: guardian,
    write: true,
  },
  attendanceUploadAttachment: {
    method: "POST",
    path: "/api/attendance/leave/upload_attachment",
    access: guardian,
    write: true,
    encoding: "multipart",
  },
  attendanceRegister: { method: "POST", path: "/api/attendance/register", access: keeper },
  attendanceTakeRegister: {
    method: "POST",
    path: "/api/attendance/register/take",
    access: keeper,
    encoding: "json",
    write: true,
  },
  attendanceLeaveQueue: { method: "POST", path: "/api/attendance/leave/queue", access: keeper },
  // The gate's card taps: the office, or the gate's system with an office account's token.
  attendanceGateImport: {
    method: "POST",
    path: "/api/attendance/gate_import",
    access: { kind: "user", roles: ["staff"] },
    write: true,
    encoding: "multipart",
  },
  attendanceReport: { method: "POST", path: "/api/attendance/report", access: keeper },
  attendanceDecideLeave: {
    method: "POST",
    path: "/api/attendance/leave/decide",
    access: keeper,
    write: true,
  },
});

/**
 * The feature's calls alone, typed as in `routes`: what its client code calls. Kept in this
 * module so a page of another feature never downloads this table (chunks are whole modules).
 */
export const attendanceApiRoutes = attendanceRoutes as unknown as Pick<
  Routes,
  keyof typeof attendanceRoutes
>;

import { teaching, type FeatureReference } from "../seed/reference-kit";

/*
 * Attendance's place in the side menu and what each role may do on its pages (decision 0047):
 * a family reads the child's record (a parent also applies for leave: `add`, `edit`); a class
 * teacher and the office take the register and answer applications.
 */

export const FAMILY_PAGE = "attendance.home";
export const REGISTER_PAGE = "attendance.register";
export const LEAVE_PAGE = "attendance.leave";
export const REPORT_PAGE = "attendance.report";

export const attendanceReference: FeatureReference = {
  position: 18,
  menu: {
    code: "attendance",
    zh: "考勤",
    cn: "考勤",
    en: "Attendance",
    icon: "register",
    roles: ["parent", "student", ...teaching],
    children: [
      {
        code: FAMILY_PAGE,
        zh: "出勤及請假",
        cn: "出勤及请假",
        en: "Attendance and leave",
        path: "/attendance/home",
        roles: ["parent", "student"],
      },
      {
        code: REGISTER_PAGE,
        zh: "點名",
        cn: "点名",
        en: "Take the register",
        path: "/attendance/register",
        roles: teaching,
      },
      {
        code: LEAVE_PAGE,
        zh: "請假申請",
        cn: "请假申请",
        en: "Leave applications",
        path: "/attendance/leave",
        roles: teaching,
      },
      {
        code: REPORT_PAGE,
        zh: "出勤報告",
        cn: "出勤报告",
        en: "Attendance reports",
        path: "/attendance/report",
        roles: teaching,
      },
    ],
  },
  permissions: {
    parent: { [FAMILY_PAGE]: ["query", "get", "add", "edit"] },
    student: { [FAMILY_PAGE]: ["query", "get"] },
    teacher: {
      [REGISTER_PAGE]: ["query", "edit"],
      [LEAVE_PAGE]: ["query", "edit"],
      [REPORT_PAGE]: ["query", "export"],
    },
    // The gate's card taps are the office's to import (`add` on the register).
    staff: { [REGISTER_PAGE]: ["add"] },
  },
};

import type { CampusFeature } from "@campus/core";
import { loadAttendanceMessages } from "./load-messages";
import { ATTENDANCE_PAGES } from "./routing/pages";

/** Attendance as every surface mounts it: its addresses and screens, and its texts. */
export const attendanceFeature: CampusFeature = {
  id: "attendance",
  pages: ATTENDANCE_PAGES,
  messages: loadAttendanceMessages,
};

import { count, eq } from "drizzle-orm";
import type { ServerFeature } from "../server-feature";
import { attendanceCalendarSources } from "./calendar-source";
import { attendanceMessages } from "./messages";
import { attendanceReference } from "./reference";
import { registerAttendanceRoutes } from "./routes";
import { attendanceLeaves, attendanceMarks } from "./schema";
import { seedAttendance } from "./seed";

/** Attendance (考勤) and leave (decision 0047). */
export const attendanceFeature: ServerFeature = {
  id: "attendance",
  reference: attendanceReference,
  messages: attendanceMessages,
  calendarSources: attendanceCalendarSources,

  register(app, deps) {
    registerAttendanceRoutes(app, deps);
  },

  /** 4A's class teacher, its registers of the past weeks and two applications, once. */
  async seedDemo(db, school, { now }) {
    const [{ n }] = (await db
      .select({ n: count() })
      .from(attendanceMarks)
      .where(eq(attendanceMarks.schoolId, school.id))) as [{ n: number }];
    if (n > 0) return false;
    return seedAttendance(db, school, now);
  },

  fileLists: [attendanceLeaves.attachments],
  tables: { attendanceMarks, attendanceLeaves },
};

import { addDays, SCHOOL_TIME_ZONE } from "@campus/contract";
import {
  NOTICE_SCHEDULE_MAX_DAYS,
  NOTICE_SCHEDULE_MIN_MINUTES,
  type OfficeNotice,
} from "@campus/contract/notices";
import * as z from "zod/mini";

/*
 * When a draft goes out on its own, as the office's dialog holds it: a day and a time on the
 * school's clock (UTC+8 all year). The same rules as the server's `noticeSchedule`: a few minutes
 * ahead at least, within 60 days, and with a slip by the day before its last day.
 */

/** The moment a day and a time on the school's clock name (ISO 8601). */
export const momentOf = (day: string, time: string) =>
  new Date(`${day}T${time}:00+08:00`).toISOString();

const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: SCHOOL_TIME_ZONE });
const timeFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: SCHOOL_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The dialog's values: the time already set, else tomorrow at 08:00. */
export function scheduleValuesOf(notice: Pick<OfficeNotice, "publish_at">, now = new Date()) {
  if (notice.publish_at) {
    const at = new Date(notice.publish_at);
    return { day: dayFormat.format(at), time: timeFormat.format(at) };
  }
  return { day: addDays(dayFormat.format(now), 1), time: "08:00" };
}

/** The dialog's schema for a notice (its slip's last day) at `now`. */
export function scheduleFormSchema(
  notice: Pick<OfficeNotice, "slip">,
  now: () => Date = () => new Date(),
) {
  return z.object({ day: z.string(), time: z.string() }).check(
    z.superRefine(({ day, time }, ctx) => {
      if (!day) ctx.addIssue({ code: "custom", path: ["day"], message: "validation.required" });
      if (!time) ctx.addIssue({ code: "custom", path: ["time"], message: "validation.required" });
      if (!day || !time) return;
      const ahead = Date.parse(momentOf(day, time)) - now().getTime();
      const issue = (message: string, params?: Record<string, number>) =>
        ctx.addIssue({ code: "custom", path: ["time"], message, params });
      if (ahead < NOTICE_SCHEDULE_MIN_MINUTES * 60_000)
        issue("notices.error.scheduleTooSoon", { minutes: NOTICE_SCHEDULE_MIN_MINUTES });
      else if (ahead > NOTICE_SCHEDULE_MAX_DAYS * 86_400_000)
        issue("notices.error.scheduleTooLate", { days: NOTICE_SCHEDULE_MAX_DAYS });
      else if (notice.slip && day > addDays(notice.slip.deadline, -1))
        issue("notices.error.scheduleAfterDeadline");
    }),
  );
}
export type ScheduleForm = z.infer<ReturnType<typeof scheduleFormSchema>>;

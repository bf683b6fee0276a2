import { SCHOOL_TIME_ZONE, venueIn, type Locale } from "@campus/contract";
import { and, asc, gte, inArray, lt } from "drizzle-orm";
import { users } from "../db/schema";
import type { CalendarSource } from "../server-feature";
import { mayDo } from "../services/accounts";
import { interviewSessions } from "./schema";

/*
 * Registration's part of a personal calendar: the school office's interview sessions, in the
 * calendars of the staff whose roles may see the sessions (the `registration.sessions` page's
 * "query"). A guardian has no school calendar: their booked slot goes to their phone's calendar
 * as an .ics file from the interview card.
 */

const TITLE: Record<Locale, (group: string) => string> = {
  "zh-TW": (group) => `入學面試（${group} 組）`,
  "zh-CN": (group) => `入学面试（${group} 组）`,
  "en-US": (group) => `Admission interviews (group ${group})`,
};
const BOOKED: Record<Locale, (booked: number, capacity: number, published: boolean) => string> = {
  "zh-TW": (b, c, p) => `已預約 ${b}／${c}${p ? "" : "（未公布）"}`,
  "zh-CN": (b, c, p) => `已预约 ${b}/${c}${p ? "" : "（未发布）"}`,
  "en-US": (b, c, p) => `${b} of ${c} booked${p ? "" : " (not published)"}`,
};

const dayOf = new Intl.DateTimeFormat("en-CA", { timeZone: SCHOOL_TIME_ZONE });
const timeOf = new Intl.DateTimeFormat("en-GB", {
  timeZone: SCHOOL_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The first moment of a school day (UTC+8 all year, contract time-zone.ts). */
const startOfDay = (day: string) => new Date(`${day}T00:00:00+08:00`);

export const registrationCalendarSources: readonly CalendarSource[] = [
  {
    id: "registration-interviews",
    kinds: [
      {
        id: "interview",
        name: "registration.calendar.kind",
        names: "registration.calendar.kinds",
        colour: "#b54708",
        alarm: true,
      },
    ],
    async items({ db, locale }, { people, from, to }) {
      const teacherIds = people.filter((p) => p.role === "teacher").map((p) => p.id);
      if (teacherIds.length === 0) return [];
      const staff = await db
        .select({ id: users.id, schoolId: users.schoolId, roles: users.roles })
        .from(users)
        .where(inArray(users.id, teacherIds));
      const office: { id: number; schoolId: number }[] = [];
      for (const person of staff) {
        if (person.schoolId !== null && (await mayDo(db, person, "registration.sessions", "query")))
          office.push({ id: person.id, schoolId: person.schoolId });
      }
      if (office.length === 0) return [];
      const end = new Date(startOfDay(to).getTime() + 86_400_000);
      const sessions = await db
        .select()
        .from(interviewSessions)
        .where(
          and(
            inArray(interviewSessions.schoolId, [...new Set(office.map((p) => p.schoolId))]),
            gte(interviewSessions.startsAt, startOfDay(from)),
            lt(interviewSessions.startsAt, end),
          ),
        )
        .orderBy(asc(interviewSessions.startsAt));
      return office.flatMap((person) =>
        sessions
          .filter((s) => s.schoolId === person.schoolId)
          .map((s) => ({
            id: String(s.id),
            kind: "interview",
            personId: person.id,
            day: dayOf.format(s.startsAt),
            startTime: timeOf.format(s.startsAt),
            endTime: timeOf.format(s.endsAt),
            title: TITLE[locale](s.groupName),
            place: venueIn({ venue: s.venue, venue_cn: s.venueCn, venue_en: s.venueEn }, locale),
            description: BOOKED[locale](s.booked, s.capacity, s.published),
            link: "/registration/sessions",
          })),
      );
    },
  },
];

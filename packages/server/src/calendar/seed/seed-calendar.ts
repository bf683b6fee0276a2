import type { Db } from "../../db/database";
import { insertUpload } from "../../services/uploads";
import type { DemoSchool } from "../../server-feature";
import { HONG_KONG_HOLIDAYS, HONG_KONG_HOLIDAY_SOURCE } from "../hong-kong-holidays";
import { eventAttachments } from "../services/attachments";
import { calendarSettings, calendarTerms, schoolEvents, timetableLessons } from "../schema";
import { CYCLE_LENGTH, SCHOOL_EVENTS, SCHOOL_HOLIDAYS, TERMS } from "./school-year";
import { noticePdf } from "../../seed/notice-pdf";
import { PERIODS, SUBJECTS, TIMETABLES } from "./timetables";

const YEAR_START = "2026-09-01";
const YEAR_END = "2027-08-31";

/** The demo school's 2026–27 year: terms, holidays, events and the class timetables. */
export async function seedSchoolYear(db: Db, school: DemoSchool) {
  const updatedAt = new Date(`${YEAR_START}T00:00:00Z`);
  await db.transaction(async (tx) => {
    await tx.insert(calendarSettings).values({
      schoolId: school.id,
      timeZone: "Asia/Hong_Kong",
      cycleLength: CYCLE_LENGTH,
      restartEachTerm: true,
    });
    await tx.insert(calendarTerms).values(
      TERMS.map((term) => ({
        schoolId: school.id,
        nameZh: term.name.zhTW,
        nameCn: term.name.zhCN,
        nameEn: term.name.en,
        startDay: term.start,
        endDay: term.end,
      })),
    );
    const publicHolidays = HONG_KONG_HOLIDAYS.filter(
      (h) => h.day >= YEAR_START && h.day <= YEAR_END,
    ).map((h) => ({
      schoolId: school.id,
      kind: "holiday" as const,
      titleZh: h.zhTW,
      titleCn: h.zhCN,
      titleEn: h.en,
      descriptionZh: `公眾假期（資料來源：香港特區政府 ${HONG_KONG_HOLIDAY_SOURCE}）`,
      descriptionCn: `公众假期（资料来源：香港特区政府 ${HONG_KONG_HOLIDAY_SOURCE}）`,
      descriptionEn: `General holiday (source: the Hong Kong SAR Government, ${HONG_KONG_HOLIDAY_SOURCE})`,
      startDay: h.day,
      endDay: h.day,
      source: "GovHK",
      updatedAt,
    }));
    const holidays = SCHOOL_HOLIDAYS.map((h) => ({
      schoolId: school.id,
      kind: "holiday" as const,
      titleZh: h.title.zhTW,
      titleCn: h.title.zhCN,
      titleEn: h.title.en,
      startDay: h.start,
      endDay: h.end,
      updatedAt,
    }));
    // The office's notices, as if uploaded by the school's staff account.
    const office = school.people.admin;
    const notices = new Map<string, number[]>();
    for (const e of SCHOOL_EVENTS) {
      if (!e.notices || office === undefined) continue;
      const ids: number[] = [];
      for (const notice of e.notices) {
        const stored = await insertUpload(tx, {
          schoolId: school.id,
          userId: office,
          purpose: eventAttachments.purpose,
          name: notice.name,
          type: "application/pdf",
          bytes: noticePdf(notice.title, notice.lines),
          now: updatedAt,
        });
        ids.push(stored.id);
      }
      notices.set(e.title.en, ids);
    }
    const events = SCHOOL_EVENTS.map((e) => ({
      schoolId: school.id,
      kind: e.kind,
      titleZh: e.title.zhTW,
      titleCn: e.title.zhCN,
      titleEn: e.title.en,
      descriptionZh: e.description.zhTW,
      descriptionCn: e.description.zhCN,
      descriptionEn: e.description.en,
      placeZh: e.place?.zhTW ?? "",
      placeCn: e.place?.zhCN ?? "",
      placeEn: e.place?.en ?? "",
      startDay: e.start,
      endDay: e.end,
      startTime: e.time?.start ?? null,
      endTime: e.time?.end ?? null,
      grades: e.grades,
      classes: e.classes,
      attachments: notices.get(e.title.en) ?? [],
      updatedAt,
    }));
    await tx.insert(schoolEvents).values([...publicHolidays, ...holidays, ...events]);
    const periods = new Map(PERIODS.map((p) => [p.period, p]));
    await tx.insert(timetableLessons).values(
      Object.entries(TIMETABLES).flatMap(([className, lessons]) =>
        lessons.map((lesson) => {
          const period = periods.get(lesson.period)!;
          const subject = SUBJECTS[lesson.subject]!;
          const teacherId = lesson.teacher.login ? school.people[lesson.teacher.login] : undefined;
          return {
            schoolId: school.id,
            className,
            cycleDay: lesson.cycleDay,
            period: lesson.period,
            startTime: period.start,
            endTime: period.end,
            subjectZh: subject.zhTW,
            subjectCn: subject.zhCN,
            subjectEn: subject.en,
            teacherId: teacherId ?? null,
            teacherZh: lesson.teacher.name.zhTW,
            teacherEn: lesson.teacher.name.en,
            room: lesson.room.en,
            roomZh: lesson.room.zhTW,
            roomCn: lesson.room.zhCN,
          };
        }),
      ),
    );
  });
}

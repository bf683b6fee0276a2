import {
  SCHOOL_TIME_ZONE,
  type officeFilterSchema,
  type ApplicationStatus,
  type ContractMessageId,
  type FeeStatus,
  type InterviewStatus,
} from "@campus/contract";
import { eq, inArray } from "drizzle-orm";
import writeXlsxFile, { type SheetData } from "write-excel-file/node";
import type { z } from "zod";
import { translate } from "../messages";
import type { Download } from "../../http/download";
import type { ServiceContext } from "../../services/context";
import {
  applications,
  interviewBookings,
  interviewSessions,
  registrationSettings,
} from "../schema";
import { numberOf, OFFICE_ORDER, officeWhere } from "./applications";

/** The most rows one export holds: a school's intake, many times over. */
const EXPORT_LIMIT = 5000;

const dashed = (value: string) => value.replaceAll("_", "-");

/**
 * The office's applications as a workbook (issue 37, item 15): the rows the list shows for the
 * same filters (the query, checked as the list's request is), oldest submission first, in the
 * reader's language — the child, the class, where the application, its fee and its interview
 * stand, the interview's time, the first guardian and how to reach them, when it was submitted.
 * Dates and times on the school's clock.
 */
export async function applicationsWorkbook(
  ctx: ServiceContext,
  { schoolId, filters }: { schoolId: number; filters: z.output<typeof officeFilterSchema> },
): Promise<Download> {
  const { db, locale } = ctx;
  const rows = await db
    .select()
    .from(applications)
    .where(officeWhere(schoolId, filters))
    .orderBy(...OFFICE_ORDER)
    .limit(EXPORT_LIMIT);
  const ids = rows.map((row) => row.id);
  const interviews = new Map(
    (ids.length === 0
      ? []
      : await db
          .select({
            id: interviewBookings.applicationId,
            startsAt: interviewSessions.startsAt,
            score: interviewBookings.score,
            notes: interviewBookings.notes,
          })
          .from(interviewBookings)
          .innerJoin(interviewSessions, eq(interviewSessions.id, interviewBookings.sessionId))
          .where(inArray(interviewBookings.applicationId, ids))
    ).map((row) => [row.id, row]),
  );
  const tr = (id: string) => translate(locale, `registration.export.${id}` as ContractMessageId);
  const moment = new Intl.DateTimeFormat(locale === "en-US" ? "en-GB" : locale, {
    timeZone: SCHOOL_TIME_ZONE,
    dateStyle: "medium",
    timeStyle: "short",
  });
  const head = [
    "number",
    "nameZh",
    "nameEn",
    "gender",
    "birthDate",
    "class",
    "status",
    "fee",
    "interview",
    "interviewAt",
    "interviewScore",
    "interviewNotes",
    "waitlist",
    "guardian",
    "phone",
    "email",
    "previousSchool",
    "submittedAt",
  ].map((id) => ({ value: tr(`column.${id}`), fontWeight: "bold" as const }));
  const text = (value: string | null | undefined) => ({ value: value || "" });
  const data: SheetData = [
    head,
    ...rows.map((row) => {
      const form = row.form;
      const guardian = form.guardians?.[0];
      const interview = interviews.get(row.id);
      return [
        text(numberOf(row)),
        text(form.name_zh),
        text(form.name_en),
        text(form.gender ? tr(`gender.${form.gender}`) : ""),
        text(form.birth_date),
        text(form.class_code),
        text(tr(`status.${dashed(row.status satisfies ApplicationStatus)}`)),
        text(tr(`fee.${row.feeStatus satisfies FeeStatus}`)),
        text(tr(`interview.${dashed(row.interviewStatus satisfies InterviewStatus)}`)),
        text(interview ? moment.format(interview.startsAt) : ""),
        // The interviewers' score and notes: the office's own, as the list's readers are.
        interview?.score == null ? text("") : { value: interview.score },
        text(interview?.notes),
        row.waitlistNo === null ? text("") : { value: row.waitlistNo },
        text(
          guardian
            ? [guardian.relation ? tr(`relation.${guardian.relation}`) : "", guardian.name]
                .filter(Boolean)
                .join(" ")
            : "",
        ),
        text(guardian?.phone ? `+${guardian.country_code ?? ""} ${guardian.phone}` : ""),
        text(guardian?.email),
        text(form.previous_school),
        text(row.submittedAt ? moment.format(row.submittedAt) : ""),
      ];
    }),
  ];
  const bytes = await writeXlsxFile([
    {
      sheet: tr("sheet"),
      data,
      columns: head.map((_, index) => ({ width: index === 0 || index >= 14 ? 18 : 14 })),
      stickyRowsCount: 1,
    },
  ]).toBuffer();
  const [settings] = await db
    .select({ year: registrationSettings.intakeYear })
    .from(registrationSettings)
    .where(eq(registrationSettings.schoolId, schoolId));
  const year = (settings?.year ?? "").replace("/", "-");
  return {
    name: `${translate(locale, "registration.export.file" as ContractMessageId, { year })}.xlsx`,
    type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    bytes: new Uint8Array(bytes),
  };
}

import {
  DECISION_MOVES,
  endpoints,
  minorUnits,
  type Application,
  type OfficeSession,
  type RegistrationSettings,
} from "@campus/contract";
import { demoSchool as demoSummary, teacherUser } from "@campus/contract/fixtures";
import { answer, page, refusal, serveFile, type StoryAnswer } from "@campus/ui/testing";
import { demoSchool, submittedApplication, summaryOf } from "../../testing/registration-fixtures";

/*
 * The school office as stories see it: a staff member of the demo school with the office's
 * action keys, its sessions, and answers that act as the server does.
 */

/** The office: applications (query, get, edit) and sessions (query, get, add, edit). */
export const officeStaff = teacherUser({
  user_id: 9,
  user_name: "李志明",
  name_en: "Lee Chi Ming",
  roles: ["teacher", "staff"],
  school: demoSummary,
  permissions: {
    "registration.office": ["query", "get", "edit"],
    "registration.sessions": ["query", "get", "add", "edit", "delete"],
    "registration.settings": ["query", "get", "edit"],
  },
});

/** Staff who may look at the sessions but not add or change them. */
export const sessionsReader = teacherUser({
  user_id: 10,
  roles: ["teacher", "staff"],
  school: demoSummary,
  permissions: { "registration.sessions": ["query", "get"] },
});

/** A Saturday morning session, 09:30–10:15 Hong Kong time, 6 places. */
export function officeSession(overrides: Partial<OfficeSession> = {}): OfficeSession {
  return {
    id: 1,
    class_code: null,
    starts_at: "2026-12-12T01:30:00.000Z",
    ends_at: "2026-12-12T02:15:00.000Z",
    venue: "本校禮堂",
    venue_cn: "本校礼堂",
    venue_en: "School Hall",
    group_name: "A",
    places_left: 4,
    capacity: 6,
    booked: 2,
    published: true,
    ...overrides,
  };
}

/** The demo school's registration as the office set it: K1 in use, P1 not; two documents. */
export function officeSettings(): RegistrationSettings {
  return {
    intake_year: "2027/28",
    opens_on: "2026-09-01",
    closes_on: "2026-11-30",
    currency: "HKD",
    application_fee: 5000,
    registration_fee: 100_000,
    interviews_book_from: "2026-09-01",
    interviews_book_until: "2026-12-15",
    interview_move_days: 2,
    offer_days: 14,
    documents_kept_months: 24,
    classes: [
      {
        code: "K1",
        name_zh: "幼兒班（K1）",
        name_cn: "幼儿班（K1）",
        name_en: "Nursery (K1)",
        places: 60,
        born_from: "2024-01-01",
        born_until: "2024-12-31",
        in_use: true,
      },
      {
        code: "P1",
        name_zh: "小一",
        name_cn: "小一",
        name_en: "Primary 1",
        places: 90,
        born_from: null,
        born_until: null,
        in_use: false,
      },
    ],
    documents: [
      {
        code: "photo",
        name_zh: "兒童近照",
        name_cn: "儿童近照",
        name_en: "Recent photo",
        kind: "image",
        required: true,
        in_use: true,
      },
      {
        code: "vaccination",
        name_zh: "針卡",
        name_cn: "针卡",
        name_en: "Vaccination record",
        kind: "document",
        required: false,
        in_use: false,
      },
    ],
  };
}

export const PNG = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  ),
  (c) => c.charCodeAt(0),
);

/**
 * The office's calls answered from `applications` and `sessions`: the list filtered as the
 * server filters it, one application, the school, the sessions, the files; each decision
 * answers the application changed as the server would. A story that changes something makes
 * its own (stories of a file run one after another on one page).
 */
export function officeAnswers({
  applications = [submittedApplication()],
  sessions = [officeSession()],
  settings = officeSettings(),
}: {
  applications?: Application[];
  sessions?: OfficeSession[];
  settings?: RegistrationSettings | null;
} = {}): StoryAnswer[] {
  // The server's state for this story: copies, changed by replacing (never in place), so each
  // answer is a new object, as one from the network is.
  const list = applications.map((a) => ({ ...a }));
  const held = sessions.map((s) => ({ ...s }));
  const find = (id: number) => list.find((a) => a.id === id);
  const change = (id: number, changes: Partial<Application>) => {
    const at = list.findIndex((a) => a.id === id);
    if (at < 0) return refusal(404, "找不到所需的資料");
    list[at] = { ...list[at]!, ...changes };
    return list[at];
  };
  return [
    answer(endpoints.registrationSchool, demoSchool()),
    answer(endpoints.registrationOfficeApplications, (sent) =>
      page(
        list
          .filter(
            (a) =>
              (!sent.status || a.status === sent.status) &&
              (!sent.fee_status || a.fee_status === sent.fee_status) &&
              (!sent.interview_status || a.interview_status === sent.interview_status) &&
              (!sent.search ||
                a.number === sent.search ||
                (a.form.name_zh ?? "").includes(sent.search)),
          )
          .map(summaryOf),
        sent.pageNum,
        sent.pageSize,
      ),
    ),
    answer(
      endpoints.registrationApplication,
      (sent) => find(sent.id) ?? refusal(404, "找不到所需的資料"),
    ),
    answer(endpoints.registrationOfficeDecide, (sent) =>
      change(sent.id, {
        status: {
          start: "under_approval",
          approve: "approved",
          deny: "not_passed",
          request_info: "incomplete",
        }[sent.decision] as Application["status"],
        ...(sent.decision === "deny" ? { decision_reason: sent.reason ?? null } : {}),
        ...(sent.decision === "request_info" ? { office_request: sent.reason ?? null } : {}),
      }),
    ),
    answer(endpoints.registrationOfficeDecideMany, (sent) => ({
      results: sent.ids.map((id) => {
        const found = find(id);
        if (!found || !DECISION_MOVES[sent.decision].from.includes(found.status))
          return { id, ok: false, msg: "此申請現時不能進行這一步" };
        change(id, { status: DECISION_MOVES[sent.decision].to });
        return { id, ok: true, msg: "已完成" };
      }),
    })),
    answer(endpoints.registrationOfficeReviewDocument, (sent) => {
      const found = find(sent.id);
      if (!found) return refusal(404, "找不到所需的資料");
      return change(sent.id, {
        documents: found.documents.map((d) =>
          d.code === sent.code ? { ...d, review: sent.review, remark: sent.remark ?? null } : d,
        ),
      });
    }),
    answer(endpoints.registrationOfficeDecideSlip, (sent) => {
      const found = find(sent.id);
      const registration = sent.fee === "registration";
      const payment = registration ? found?.registration_payment : found?.payment;
      if (!found || !payment) return refusal(404, "找不到所需的資料");
      const confirm = sent.decision === "confirm";
      const decided = {
        ...payment,
        state: confirm ? ("paid" as const) : ("rejected" as const),
        paid_at: confirm ? "2026-11-24T03:00:00.000Z" : null,
        reason: confirm ? null : (sent.reason ?? null),
      };
      return change(
        sent.id,
        registration
          ? {
              registration_fee_status: confirm ? "paid" : "unpaid",
              registration_payment: decided,
            }
          : { fee_status: confirm ? "paid" : "unpaid", payment: decided },
      );
    }),
    answer(endpoints.registrationOfficeEnrol, (sent) => {
      const found = find(sent.id);
      if (!found) return refusal(404, "找不到所需的資料");
      const paid = found.registration_payment;
      return change(sent.id, {
        enrolled_at: "2026-11-24T04:00:00.000Z",
        registration_fee_status: paid ? "refunded" : found.registration_fee_status,
        registration_payment: paid
          ? { ...paid, state: "refunded", refunded_at: "2026-11-24T04:00:00.000Z" }
          : null,
      });
    }),
    answer(endpoints.registrationOfficeAssessInterview, (sent) =>
      change(sent.id, {
        assessment: {
          score: sent.score,
          notes: sent.notes,
          by: "陳主任",
          at: "2026-12-12T02:30:00.000Z",
        },
      }),
    ),
    answer(endpoints.registrationOfficeExtendOffer, (sent) =>
      change(sent.id, { offer_expires_at: `${sent.until}T15:59:59.999Z` }),
    ),
    answer(endpoints.registrationOfficeSessions, () => ({ sessions: [...held] })),
    answer(endpoints.registrationOfficeSettings, () => settings),
    answer(endpoints.registrationOfficeSaveSettings, (sent) => {
      const used = (code: string) =>
        settings?.classes.some((c) => c.code === code && c.in_use) ?? false;
      const gone = settings?.classes.find(
        (c) => c.in_use && !sent.classes.some((s) => s.code === c.code),
      );
      if (gone) return refusal(409, `已有申請使用「${gone.code}」，不能刪除`);
      return {
        ...sent,
        application_fee: minorUnits(sent.application_fee),
        registration_fee: minorUnits(sent.registration_fee),
        interviews_book_from: sent.interviews_book_from || null,
        interviews_book_until: sent.interviews_book_until || null,
        interview_move_days: Number(sent.interview_move_days),
        offer_days: Number(sent.offer_days),
        documents_kept_months: Number(sent.documents_kept_months),
        classes: sent.classes.map((c) => ({
          ...c,
          name_cn: c.name_cn || c.name_zh,
          places: Number(c.places),
          born_from: c.born_from || null,
          born_until: c.born_until || null,
          in_use: used(c.code),
        })),
        documents: sent.documents.map((d) => ({
          ...d,
          name_cn: d.name_cn || d.name_zh,
          in_use: settings?.documents.some((x) => x.code === d.code && x.in_use) ?? false,
        })),
      };
    }),
    answer(endpoints.registrationOfficeSessionRoster, (sent) => {
      const session = held.find((s) => s.id === sent.id);
      if (!session) return refusal(404, "找不到所需的資料");
      return {
        session,
        applicants: list
          .filter((a) => a.interview?.session.id === sent.id)
          .map((a) => ({
            id: a.id,
            number: a.number,
            child_name_zh: a.form.name_zh ?? "",
            child_name_en: a.form.name_en ?? "",
            class_code: a.form.class_code || null,
            interview_status: a.interview_status,
            checked_in_at: a.interview!.checked_in_at,
            phone: `+${a.form.guardians?.[0]?.country_code ?? "852"} 55501234`,
          })),
      };
    }),
    answer(endpoints.registrationOfficeSaveSession, (sent) => {
      const saved = officeSession({
        ...held.find((s) => s.id === sent.id),
        id: sent.id ?? 99,
        class_code: sent.class_code ?? null,
        starts_at: new Date(sent.starts_at).toISOString(),
        ends_at: new Date(sent.ends_at).toISOString(),
        venue: sent.venue,
        venue_cn: sent.venue,
        venue_en: sent.venue_en ?? "",
        group_name: sent.group_name,
        capacity: sent.capacity,
        published: sent.published,
      });
      const at = held.findIndex((s) => s.id === saved.id);
      if (at >= 0) held[at] = saved;
      else held.push(saved);
      return saved;
    }),
    answer(endpoints.registrationOfficeDeleteSession, (sent) => {
      const at = held.findIndex((s) => s.id === sent.id);
      if (at < 0) return refusal(404, "找不到此面試場次");
      if (held[at]!.booked > 0)
        return refusal(409, "已有家庭預約這個場次，不能刪除；請先為他們安排其他場次");
      held.splice(at, 1);
      return null;
    }),
    answer(endpoints.registrationOfficeAssignInterview, (sent) => {
      const session = held.find((s) => s.id === sent.session_id);
      if (!session) return refusal(409, "此面試場次已不能預約");
      return change(sent.id, {
        interview_status: "awaiting",
        interview: {
          session,
          check_in_code: "7fcfa59578a94f386f627584c71ac948",
          checked_in_at: null,
          movable_until: "2026-12-09T16:00:00.000Z",
        },
      });
    }),
    answer(endpoints.registrationOfficeCheckIn, (sent) => {
      const found = list.find((a) => a.interview?.check_in_code === sent.code);
      if (!found?.interview) return refusal(404, "找不到所需的資料");
      // Looking changes nothing; the session is on 12 December, the office's day in stories
      // unless the story answers otherwise.
      if (sent.look) return found;
      return change(found.id, {
        interview_status:
          found.interview_status === "awaiting" ? "reviewing" : found.interview_status,
        interview: { ...found.interview, checked_in_at: "2026-12-12T01:20:00.000Z" },
      });
    }),
    answer(endpoints.registrationOfficeInterviewResult, (sent) =>
      change(sent.id, {
        interview_status: sent.result,
        waitlist_no: sent.result === "waitlist" ? 3 : null,
      }),
    ),
    serveFile("/api/registration/document/12/photo", () => new Blob([PNG], { type: "image/png" })),
    serveFile("/api/registration/slip/12", () => new Blob([PNG], { type: "image/png" })),
  ];
}

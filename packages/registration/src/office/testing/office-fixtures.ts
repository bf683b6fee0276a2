import { endpoints, type Application, type OfficeSession } from "@campus/contract";
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
    "registration.sessions": ["query", "get", "add", "edit"],
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
    group_name: "A",
    places_left: 4,
    capacity: 6,
    booked: 2,
    published: true,
    ...overrides,
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
}: { applications?: Application[]; sessions?: OfficeSession[] } = {}): StoryAnswer[] {
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
    answer(endpoints.registrationOfficeSessions, () => ({ sessions: [...held] })),
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

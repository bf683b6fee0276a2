import { endpoints, type Attachment } from "@campus/contract";
import type {
  AttendanceMonth,
  AttendanceReport,
  Leave,
  Register,
  RegisterStudent,
} from "@campus/contract/attendance";
import { parentUser, studentUser, teacherUser } from "@campus/contract/fixtures";
import { answer, page, refusal } from "@campus/ui/testing";

/*
 * Attendance as the stories' server keeps it: 陳小明's November (late once, a day of sick leave),
 * his applications, 4A's register on 2 December and its class teacher's applications to answer;
 * the answers that read and change them.
 */

/** 陳大文, who reads and applies for 陳小明 (the current child). */
export const guardian = parentUser({
  permissions: { "attendance.home": ["query", "get", "add", "edit"] },
});

/** 陳小明 himself: he reads his record, and applies for nothing. */
export const pupil = studentUser({ permissions: { "attendance.home": ["query", "get"] } });

/** 黃嘉欣, 4A's class teacher. */
export const classTeacher = teacherUser({
  user_id: 8,
  user_name: "黃嘉欣",
  name_en: "Wong Ka Yan",
  permissions: {
    "attendance.register": ["query", "edit"],
    "attendance.leave": ["query", "edit"],
    "attendance.report": ["query", "export"],
  },
});

const CHILD = {
  id: 2,
  name_zh: "陳小明",
  name_en: "Chan Siu Ming",
  class_name: "4A",
  class_number: 1,
};
const FATHER = { name_zh: "陳大文", name_en: "Chan Tai Man" };
const TEACHER = { name_zh: "黃嘉欣", name_en: "Wong Ka Yan" };

/** A leave application's file as the server answers it. */
export const leaveFile = (id: number, name: string, size = 412_000): Attachment => ({
  id,
  name,
  type: name.endsWith(".pdf") ? "application/pdf" : "image/jpeg",
  size,
  url: `/api/attendance/attachment/${id}/${"k".repeat(24)}/${encodeURIComponent(name)}`,
});

export const SICK_LEAVE: Leave = {
  id: 11,
  child: CHILD,
  from: "2026-11-18",
  to: "2026-11-18",
  part: "whole",
  reason: "sick",
  note: "發燒，已看醫生。",
  attachments: [leaveFile(41, "醫生證明書.jpg")],
  status: "approved",
  teacher_note: "祝早日康復。",
  applied_by: FATHER,
  applied_at: "2026-11-17T23:20:00.000Z",
  decided_by: TEACHER,
  decided_at: "2026-11-18T01:05:00.000Z",
};

export const WEDDING_LEAVE: Leave = {
  ...SICK_LEAVE,
  id: 12,
  from: "2026-12-09",
  to: "2026-12-09",
  reason: "personal",
  note: "出席親戚婚禮。",
  attachments: [],
  status: "more_info",
  teacher_note: "請附上婚禮請柬。",
  applied_at: "2026-12-01T12:00:00.000Z",
  decided_at: "2026-12-02T00:40:00.000Z",
};

/** November's school days: all present but a late morning and a day of sick leave. */
export const NOVEMBER: AttendanceMonth = {
  child: CHILD,
  month: "2026-11",
  days: ["02", "03", "04", "05", "06", "09", "10", "11", "12", "13", "16", "17", "18"].map((d) => ({
    day: `2026-11-${d}`,
    status: d === "18" ? "leave" : d === "10" ? "late" : "present",
    time: d === "10" ? "08:17" : null,
    note: d === "10" ? "巴士誤點" : null,
  })),
  counts: { present: 11, late: 1, absent: 0, early_leave: 0, leave: 1 },
  leaves: [SICK_LEAVE],
};

/** The family's month and applications as the story's server keeps them. */
export function family(
  months: AttendanceMonth[] = [NOVEMBER],
  leaves: Leave[] = [WEDDING_LEAVE, SICK_LEAVE],
) {
  const kept = new Map(leaves.map((leave) => [leave.id, leave]));
  let nextFile = 101;
  const files = new Map(leaves.flatMap((l) => l.attachments).map((f) => [f.id, f]));
  const listed = () => [...kept.values()].sort((a, b) => b.from.localeCompare(a.from));
  return [
    answer(endpoints.attendanceMonth, ({ month = "2026-11" }) => {
      const found = months.find((m) => m.month === month);
      return (
        found ?? {
          ...NOVEMBER,
          month,
          days: [],
          counts: { present: 0, late: 0, absent: 0, early_leave: 0, leave: 0 },
          leaves: [],
        }
      );
    }),
    answer(endpoints.attendanceLeaves, ({ pageNum, pageSize }) =>
      page(listed(), pageNum, pageSize),
    ),
    answer(endpoints.attendanceLeave, ({ id }) => kept.get(id) ?? refusal(404, "找不到資料")),
    answer(endpoints.attendanceUploadAttachment, ({ file }) => {
      const stored = leaveFile(nextFile++, file.name, file.size);
      files.set(stored.id, stored);
      return stored;
    }),
    answer(endpoints.attendanceApplyLeave, ({ id = 20, ...body }) => {
      const sent: Leave = {
        ...SICK_LEAVE,
        ...kept.get(id),
        id,
        from: body.from,
        to: body.to,
        part: body.part ?? "whole",
        reason: body.reason,
        note: body.note ?? "",
        attachments: (body.attachments ?? []).flatMap((f) => files.get(f) ?? []),
        status: "pending",
        decided_by: null,
        decided_at: null,
      };
      kept.set(id, sent);
      return sent;
    }),
    answer(endpoints.attendanceWithdrawLeave, ({ id }) => {
      const withdrawn: Leave = { ...kept.get(id)!, status: "withdrawn" };
      kept.set(id, withdrawn);
      return withdrawn;
    }),
  ];
}

const NAMES = [
  ["陳小明", "Chan Siu Ming"],
  ["麥欣子", "Mak Yan Tsz"],
  ["林嘉琳", "Lam Ka Lam"],
  ["梁思家", "Leung Sze Ka"],
  ["郭琳曉", "Kwok Lam Hiu"],
  ["葉詠欣", "Yip Wing Yan"],
] as const;

/** 4A's students on 2 December, before the register is taken: 陳小明 on approved leave. */
export const STUDENTS: RegisterStudent[] = NAMES.map(([name_zh, name_en], i) => ({
  id: 2 + i * 10,
  name_zh,
  name_en,
  class_name: "4A",
  class_number: i + 1,
  status: i === 0 ? "leave" : "present",
  time: null,
  note: null,
  leave: i === 0 ? { id: 13, part: "whole", reason: "sick", status: "approved" } : null,
  told: false,
}));

export const REGISTER: Register = {
  classes: ["4A"],
  class_name: "4A",
  day: "2026-12-02",
  taken: null,
  students: STUDENTS,
};

/** The office: every class, and the gate's taps to import. */
export const office = teacherUser({
  user_id: 9,
  user_name: "李志明",
  name_en: "Lee Chi Ming",
  roles: ["teacher", "staff"],
  permissions: {
    "attendance.register": ["query", "edit", "add"],
    "attendance.leave": ["query", "edit"],
    "attendance.report": ["query", "export"],
  },
});

/** The gate's taps as the server reads them: two late, one unknown number. */
export const gate = () =>
  answer(endpoints.attendanceGateImport, ({ day }) => ({
    day,
    rows: 31,
    present: 26,
    late: 2,
    kept: 1,
    unknown: ["s9999999"],
  }));

/** The class teacher's register and applications, as the story's server keeps them. */
export function classKeeper(register: Register = REGISTER, leaves: Leave[] = [WAITING]) {
  let current = register;
  const kept = new Map(leaves.map((leave) => [leave.id, leave]));
  return [
    answer(endpoints.attendanceRegister, ({ class_name, day }) => {
      const asked = { ...current, class_name: class_name ?? current.class_name };
      return day && day !== current.day
        ? { ...asked, day, taken: null, students: STUDENTS }
        : asked;
    }),
    answer(endpoints.attendanceTakeRegister, ({ marks }) => {
      current = {
        ...current,
        taken: { by: TEACHER, at: "2026-12-02T00:10:00.000Z" },
        students: current.students.map((student) => {
          const mark = marks.find((m) => m.student_id === student.id);
          return {
            ...student,
            status: mark
              ? student.leave?.status === "approved" && mark.status === "absent"
                ? "leave"
                : mark.status
              : "present",
            time: mark?.time ?? null,
            note: mark?.note || null,
            told: mark?.status === "absent" && !student.leave,
          };
        }),
      };
      return current;
    }),
    answer(endpoints.attendanceLeaveQueue, ({ pageNum, pageSize, filter }) =>
      page(
        [...kept.values()].filter(
          (l) => filter === "all" || l.status === "pending" || l.status === "more_info",
        ),
        pageNum,
        pageSize,
      ),
    ),
    answer(endpoints.attendanceDecideLeave, ({ id, decision, note }) => {
      const decided: Leave = {
        ...kept.get(id)!,
        status: decision === "approve" ? "approved" : "more_info",
        teacher_note: note || null,
        decided_by: TEACHER,
        decided_at: "2026-12-02T01:00:00.000Z",
      };
      kept.set(id, decided);
      return decided;
    }),
  ];
}

/** An application waiting for the class teacher: a morning at the dentist, with its slip. */
export const WAITING: Leave = {
  ...SICK_LEAVE,
  id: 14,
  child: { ...CHILD, id: 12, name_zh: "麥欣子", name_en: "Mak Yan Tsz", class_number: 2 },
  from: "2026-12-04",
  to: "2026-12-04",
  part: "am",
  reason: "other",
  note: "覆診牙醫，約十一時回校。",
  attachments: [leaveFile(42, "覆診紙.pdf", 96_000)],
  status: "pending",
  teacher_note: null,
  applied_by: { name_zh: "麥太", name_en: "Mrs Mak" },
  applied_at: "2026-12-01T13:30:00.000Z",
  decided_by: null,
  decided_at: null,
};

/** November for 4A and 6C, and 4A's students when it is chosen. */
export function reports(): ReturnType<typeof answer>[] {
  const counts = { present: 180, late: 6, absent: 2, early_leave: 1, leave: 3 };
  return [
    answer(endpoints.attendanceReport, ({ from, to, class_name }): AttendanceReport => ({
      from,
      to,
      class_name: class_name?.toUpperCase() ?? null,
      classes: [
        { class_name: "4A", students: 10, days: 19, ...counts, rate: 187 / 192 },
        {
          class_name: "6C",
          students: 9,
          days: 19,
          present: 170,
          late: 1,
          absent: 0,
          early_leave: 0,
          leave: 0,
          rate: 1,
        },
      ],
      students: class_name
        ? STUDENTS.map((student, i) => ({
            id: student.id,
            name_zh: student.name_zh,
            name_en: student.name_en,
            class_name: "4A",
            class_number: student.class_number,
            days: 19,
            present: i === 0 ? 16 : 19,
            late: i === 0 ? 1 : 0,
            absent: 0,
            early_leave: 0,
            leave: i === 0 ? 2 : 0,
            rate: i === 0 ? 17 / 19 : 1,
          }))
        : [],
    })),
  ];
}

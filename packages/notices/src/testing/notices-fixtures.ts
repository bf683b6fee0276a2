import { endpoints } from "@campus/contract";
import { teacherUser } from "@campus/contract/fixtures";
import type { Attachment } from "@campus/contract";
import type { NoticeRecipient, NoticeReply, OfficeNotice } from "@campus/contract/notices";
import { schoolDayOf } from "@campus/core";
import { answer, page, refusal } from "@campus/ui/testing";

/*
 * The school office's notices as the stories' server keeps them (the editor's and the slip
 * page's stories): who writes them, a draft and a sent notice, and the answers that read, save
 * and send them.
 */

/** The school office: staff who write and send notices. */
export const officeStaff = teacherUser({
  user_id: 9,
  user_name: "李志明",
  name_en: "Lee Chi Ming",
  roles: ["teacher", "staff"],
  permissions: { "notices.office": ["query", "get", "add", "edit", "enable"] },
});

export const DRAFT: OfficeNotice = {
  id: 4,
  status: "draft",
  title_zh: "家長日安排",
  title_en: "",
  body_zh: "家長日將於十二月五日舉行。\n請預約面談時間。",
  body_en: "",
  audience: { kind: "classes", classes: ["4A", "4B"] },
  attachments: [],
  published_at: null,
  publish_at: null,
  recipients: 0,
  read: 0,
  slip: null,
  replied: 0,
  reminders: 0,
  reminded_at: null,
  updated_at: "2026-12-01T02:00:00.000Z",
};

export const SENT: OfficeNotice = {
  id: 3,
  status: "published",
  title_zh: "陸運會通告",
  title_en: "Sports day",
  body_zh: "陸運會將於十一月二十日舉行。\n請穿著運動服。",
  body_en: "Sports day is on 20 November.\nPlease wear sportswear.",
  audience: { kind: "grades", grades: [4, 5] },
  attachments: [],
  published_at: "2026-11-10T01:30:00.000Z",
  publish_at: null,
  recipients: 60,
  read: 45,
  slip: null,
  replied: 0,
  reminders: 0,
  reminded_at: null,
  updated_at: "2026-11-10T01:30:00.000Z",
};

/** A notice's file as the server answers it. */
export const noticeFile = (id: number, name: string, size = 184_320): Attachment => ({
  id,
  name,
  type: name.endsWith(".pdf") ? "application/pdf" : "image/png",
  size,
  url: `/api/notices/attachment/${id}/${"k".repeat(24)}/${encodeURIComponent(name)}`,
});

/** The school's notices as the story's server keeps them: saved and sent as asked. */
export function office(notices: OfficeNotice[] = [DRAFT, SENT, SENT_WITH_SLIP]) {
  const kept = new Map(notices.map((notice) => [notice.id, notice]));
  // Every file the story's notices have or the office uploads, by id.
  const files = new Map(notices.flatMap((n) => n.attachments).map((file) => [file.id, file]));
  let nextFile = 101;
  let clock = Date.parse("2026-12-02T01:00:00.000Z");
  const now = () => new Date((clock += 60_000)).toISOString();
  return [
    answer(endpoints.noticeOffice, ({ id }) => kept.get(id) ?? refusal(404, "找不到資料")),
    answer(endpoints.noticeUploadAttachment, ({ file }) => {
      const stored = noticeFile(nextFile++, file.name, file.size);
      files.set(stored.id, stored);
      return stored;
    }),
    answer(endpoints.noticeSave, ({ id = 7, ...body }) => {
      const saved: OfficeNotice = {
        ...DRAFT,
        ...kept.get(id),
        id,
        title_zh: body.title_zh,
        title_en: body.title_en ?? "",
        body_zh: body.body_zh,
        body_en: body.body_en ?? "",
        audience: body.audience,
        slip: body.slip === undefined ? (kept.get(id)?.slip ?? null) : body.slip,
        attachments:
          body.attachments === undefined
            ? (kept.get(id)?.attachments ?? [])
            : body.attachments.flatMap((fileId) => files.get(fileId) ?? []),
        updated_at: now(),
      };
      kept.set(id, saved);
      return saved;
    }),
    answer(endpoints.noticePublish, ({ id }) => {
      const sent: OfficeNotice = {
        ...kept.get(id)!,
        status: "published",
        published_at: now(),
        publish_at: null,
        updated_at: now(),
        recipients: 62,
      };
      kept.set(id, sent);
      return sent;
    }),
    answer(endpoints.noticeSchedule, ({ id, at }) => {
      const scheduled: OfficeNotice = { ...kept.get(id)!, publish_at: at, updated_at: now() };
      kept.set(id, scheduled);
      return scheduled;
    }),
  ];
}

/** A sent notice with a signed slip (a choice and a text), as the replies page reads it. */
export const SENT_WITH_SLIP: OfficeNotice = {
  ...SENT,
  id: 5,
  title_zh: "家長日回條",
  title_en: "Parents' Day reply",
  audience: { kind: "classes", classes: ["4A", "4B"] },
  recipients: 5,
  read: 3,
  replied: 2,
  reminders: 0,
  reminded_at: null,
  slip: {
    questions: [
      {
        kind: "choice",
        label_zh: "會否出席？",
        label_en: "Will you come?",
        options: [{ zh: "出席", en: "Yes" }, { zh: "未能出席" }],
        required: true,
      },
      { kind: "text", label_zh: "希望面談的時段", required: false },
    ],
    // Open whenever the stories run: ten days on.
    deadline: schoolDayOf(new Date(Date.now() + 10 * 86_400_000)),
    sign: true,
  },
};

const signed = (answers: NoticeReply["answers"], signed_by: string): NoticeReply => ({
  answers,
  signed_by,
  signed_at: "2026-12-01T11:20:00.000Z",
  signed_with: "pin",
});

/** The slip notice's children: two replied in 4A, one read only, two in 4B not yet read. */
export const RECIPIENTS: NoticeRecipient[] = [
  {
    id: 31,
    name_zh: "陳小明",
    name_en: "Chan Siu Ming",
    class_name: "4A",
    class_number: 3,
    read_at: "2026-12-01T11:18:00.000Z",
    reply: signed([0, "星期五下午"], "陳大文"),
    reopened: 0,
  },
  {
    id: 32,
    name_zh: "李嘉欣",
    name_en: "Lee Ka Yan",
    class_name: "4A",
    class_number: 12,
    read_at: "2026-12-01T08:02:00.000Z",
    reply: signed([1, null], "李太"),
    reopened: 1,
  },
  {
    id: 33,
    name_zh: "黃子軒",
    name_en: "Wong Tsz Hin",
    class_name: "4A",
    class_number: 20,
    read_at: "2026-12-02T00:40:00.000Z",
    reply: null,
    reopened: 0,
  },
  {
    id: 41,
    name_zh: "張美琪",
    name_en: "Cheung Mei Kei",
    class_name: "4B",
    class_number: 5,
    read_at: null,
    reply: null,
    reopened: 0,
  },
  {
    id: 42,
    name_zh: "何俊傑",
    name_en: "Ho Chun Kit",
    class_name: "4B",
    class_number: 9,
    read_at: null,
    reply: null,
    reopened: 0,
  },
];

/**
 * A sent notice's reads and replies as the story's server keeps them: counted per class,
 * listed by class and filter a page at a time, a reply reopened (then counted no more).
 */
export function tracking(children: NoticeRecipient[] = RECIPIENTS) {
  const kept = children.map((child) => ({ ...child }));
  const shown = (className?: string, filter = "all") =>
    kept.filter(
      (c) =>
        (className === undefined || c.class_name === className) &&
        (filter === "unread" ? c.read_at === null : filter === "unreplied" ? !c.reply : true),
    );
  return [
    answer(endpoints.noticeClasses, () => ({
      classes: [...new Set(kept.map((c) => c.class_name))].map((class_name) => {
        const of = kept.filter((c) => c.class_name === class_name);
        return {
          class_name,
          recipients: of.length,
          read: of.filter((c) => c.read_at).length,
          replied: of.filter((c) => c.reply).length,
        };
      }),
    })),
    answer(endpoints.noticeRecipients, ({ class_name, filter, pageNum, pageSize }) =>
      page(shown(class_name, filter), pageNum, pageSize),
    ),
    answer(endpoints.noticeRemind, () => ({
      children: kept.filter((c) => !c.reply).length,
      guardians: kept.filter((c) => !c.reply).length + 1,
      notice: { ...SENT_WITH_SLIP, reminders: 1, reminded_at: "2026-12-02T01:00:00.000Z" },
    })),
    answer(endpoints.noticeReopen, ({ childId }) => {
      const child = kept.find((c) => c.id === childId)!;
      child.reply = null;
      child.reopened += 1;
      return { ...SENT_WITH_SLIP, replied: kept.filter((c) => c.reply).length };
    }),
  ];
}

import { endpoints } from "@campus/contract";
import { teacherUser } from "@campus/contract/fixtures";
import type { OfficeNotice } from "@campus/contract/notices";
import { answer, refusal } from "@campus/ui/testing";

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
  permissions: { "notices.office": ["query", "get", "add", "edit"] },
});

export const DRAFT: OfficeNotice = {
  id: 4,
  status: "draft",
  title_zh: "家長日安排",
  title_en: "",
  body_zh: "家長日將於十二月五日舉行。\n請預約面談時間。",
  body_en: "",
  audience: { kind: "classes", classes: ["4A", "4B"] },
  published_at: null,
  recipients: 0,
  read: 0,
  slip: null,
  replied: 0,
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
  published_at: "2026-11-10T01:30:00.000Z",
  recipients: 60,
  read: 45,
  slip: null,
  replied: 0,
  updated_at: "2026-11-10T01:30:00.000Z",
};

/** The school's notices as the story's server keeps them: saved and sent as asked. */
export function office(notices: OfficeNotice[] = [DRAFT, SENT]) {
  const kept = new Map(notices.map((notice) => [notice.id, notice]));
  let clock = Date.parse("2026-12-02T01:00:00.000Z");
  const now = () => new Date((clock += 60_000)).toISOString();
  return [
    answer(endpoints.noticeOffice, ({ id }) => kept.get(id) ?? refusal(404, "找不到資料")),
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
        updated_at: now(),
        recipients: 62,
      };
      kept.set(id, sent);
      return sent;
    }),
  ];
}

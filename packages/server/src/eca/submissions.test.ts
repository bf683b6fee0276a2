import { endpoints, type SubmitRecord } from "@campus/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";

/*
 * A parent's submissions: their current child's outside award with a certificate photo waits
 * for the school; the office sees the photo and a possible duplicate, and its decision is the
 * child's record's; a refused one is corrected and sent again with its reason kept.
 */

let t: TestApp;
let parent: string;
let staff: string;
let categoryId: number;
let prizeId: number;

/** A real 1 × 1 PNG. */
const PNG = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  ),
  (c) => c.charCodeAt(0),
);
const photo = (name = "證書.png") => new File([PNG], name, { type: "image/png" });

beforeAll(async () => {
  t = await createTestApp();
  parent = await t.signIn("parent");
  staff = await t.signIn("staff");
  const settings = await t.ok(endpoints.ecaSettings, {}, { token: parent });
  categoryId = settings.categories.find((c) => c.status === "enabled")!.id;
  prizeId = settings.prizes.find((p) => p.status === "enabled")!.id;
});
afterAll(async () => {
  await t.close();
});

const upload = async (token = parent) =>
  (await t.ok(endpoints.ecaUploadCertificate, { file: photo() }, { token })).id;

const submission = (over: Partial<SubmitRecord> = {}): SubmitRecord => ({
  name: "第七十六屆香港學校音樂節 鋼琴獨奏",
  organiser: "香港學校音樂及朗誦協會",
  nature: "competition",
  category_id: categoryId,
  starts_on: "2026-03-14",
  ends_on: "2026-03-14",
  hours: "2",
  level: "territory",
  prize_id: String(prizeId),
  role: "",
  achievement: "鋼琴獨奏 一等獎",
  remark: "",
  certificate_ids: [],
  ...over,
});

describe("ecaSubmitRecord", () => {
  it("keeps a parent's outside award waiting for the school, with its photo, and the office passes it", async () => {
    const before = await t.ok(endpoints.ecaMyRecords, { pageSize: 100 }, { token: parent });
    const photoId = await upload();
    const sent = await t.ok(endpoints.ecaSubmitRecord, submission({ certificate_ids: [photoId] }), {
      token: parent,
    });
    expect(sent).toMatchObject({
      source: "parent",
      status: "pending",
      level: "territory",
      achievement: "鋼琴獨奏 一等獎",
      editable: true,
      event: { name_zh: "第七十六屆香港學校音樂節 鋼琴獨奏", organiser: "香港學校音樂及朗誦協會" },
    });
    expect(sent.event.code).toMatch(/^P2025-\d{5}$/);
    expect(sent.certificates).toHaveLength(1);
    expect(sent.score).toBeGreaterThan(0);
    const photoAnswer = await t.app.request(sent.certificates[0]!.url);
    expect(photoAnswer.status).toBe(200);
    expect(photoAnswer.headers.get("content-type")).toBe("image/png");
    const after = await t.ok(endpoints.ecaMyRecords, { pageSize: 100 }, { token: parent });
    expect(after.pending).toBe(before.pending + 1);
    expect(after.list.find((r) => r.id === sent.id)?.certificates).toEqual(sent.certificates);

    // The office: in the parents' queue with the child, the award and the photo.
    const queue = await t.ok(
      endpoints.ecaApprovals,
      { source: "parent", status: "pending", pageSize: 100 },
      { token: staff },
    );
    const row = queue.list.find((r) => r.id === sent.event.id)!;
    expect(row.submission).toMatchObject({
      entry_id: sent.id,
      student: { name_en: "Chan Siu Ming", class_name: "4A" },
      achievement: "鋼琴獨奏 一等獎",
      certificates: sent.certificates,
      duplicate: false,
    });
    const { results } = await t.ok(
      endpoints.ecaDecideEvents,
      { ids: [sent.event.id], decision: "pass" },
      { token: staff },
    );
    expect(results).toEqual([expect.objectContaining({ ok: true })]);
    const passed = await t.ok(endpoints.ecaMyRecords, { pageSize: 100 }, { token: parent });
    expect(passed.list.find((r) => r.id === sent.id)).toMatchObject({
      status: "passed",
      editable: false,
    });
    expect(passed.passed).toBe(before.passed + 1);

    // Passed: the school's record now, not the parent's to change.
    const locked = await t.refused(
      endpoints.ecaSubmitRecord,
      submission({ id: sent.id, certificate_ids: [photoId] }),
      { token: parent },
    );
    expect(locked).toMatchObject({ code: 409, msg: "此紀錄已通過審批，不能再修改" });
  });

  it("flags the same award sent twice, and a refused one is corrected and sent again with its reason", async () => {
    const first = await t.ok(
      endpoints.ecaSubmitRecord,
      submission({ name: "全港小學數學比賽", certificate_ids: [await upload()] }),
      { token: parent },
    );
    const again = await t.ok(
      endpoints.ecaSubmitRecord,
      submission({ name: " 全港小學數學比賽", certificate_ids: [await upload()] }),
      { token: parent },
    );
    const queue = await t.ok(
      endpoints.ecaApprovals,
      { source: "parent", status: "pending", pageSize: 100 },
      { token: staff },
    );
    const flag = (eventId: number) =>
      queue.list.find((r) => r.id === eventId)?.submission?.duplicate;
    expect([flag(first.event.id), flag(again.event.id)]).toEqual([true, true]);

    // Refused with a reason (the entry's too), then the parent corrects it.
    await t.ok(
      endpoints.ecaDecideEvents,
      { ids: [again.event.id], decision: "reject", reason: "與另一份提交重複" },
      { token: staff },
    );
    const refused = await t.ok(
      endpoints.ecaMyRecords,
      { status: "rejected", pageSize: 100 },
      {
        token: parent,
      },
    );
    expect(refused.list.find((r) => r.id === again.id)).toMatchObject({
      reject_reason: "與另一份提交重複",
      editable: true,
    });
    const photoId = await upload();
    const corrected = await t.ok(
      endpoints.ecaSubmitRecord,
      submission({
        id: again.id,
        name: "全港小學數學比賽（團體賽）",
        prize_id: "",
        level: "district",
        certificate_ids: [again.certificates[0]!.id, photoId],
      }),
      { token: parent },
    );
    expect(corrected).toMatchObject({
      id: again.id,
      status: "pending",
      reject_reason: "與另一份提交重複",
      prize: null,
      level: "district",
      event: { id: again.event.id, name_zh: "全港小學數學比賽（團體賽）" },
    });
    expect(corrected.certificates.map((c) => c.id)).toEqual([again.certificates[0]!.id, photoId]);
    const queueAgain = await t.ok(
      endpoints.ecaApprovals,
      { source: "parent", status: "pending", pageSize: 100 },
      { token: staff },
    );
    expect(queueAgain.list.find((r) => r.id === again.event.id)).toMatchObject({
      reject_reason: "與另一份提交重複",
      submission: { duplicate: false },
    });
  });

  it("refuses what is wrong, writes nothing, and says which field", async () => {
    const photoId = await upload();
    const otherParent = await t.signIn("otherParent");
    const before = await t.counts();
    const field = async (body: SubmitRecord, token = parent) => {
      const answer = await t.refused(endpoints.ecaSubmitRecord, body, { token });
      return [answer.code, answer.data?.fields?.[0]?.field, answer.msg];
    };
    expect(await field(submission())).toEqual([400, "certificate_ids", "請上載證書照片"]);
    expect(
      await field(
        submission({ certificate_ids: [photoId], starts_on: "2026-12-31", ends_on: "2026-12-31" }),
      ),
    ).toEqual([400, "starts_on", "日期不可遲於今天"]);
    // An activity that has not ended yet is not one to report.
    expect(await field(submission({ certificate_ids: [photoId], ends_on: "2026-12-31" }))).toEqual([
      400,
      "ends_on",
      "日期不可遲於今天",
    ]);
    // Too many hours: told the most a record counts, not that the number's form is wrong.
    expect(await field(submission({ certificate_ids: [photoId], hours: "99999" }))).toEqual([
      400,
      "hours",
      "數值不可大於 1,000",
    ]);
    expect(await field(submission({ certificate_ids: [photoId], name: " " }))).toEqual([
      400,
      "name",
      expect.any(String),
    ]);
    // Another parent's photo, by its id: not theirs to attach.
    expect(await field(submission({ certificate_ids: [photoId] }), otherParent)).toEqual([
      400,
      "certificate_ids",
      expect.any(String),
    ]);
    // Another family's record cannot be "corrected".
    const mine = await t.ok(endpoints.ecaMyRecords, { pageSize: 1 }, { token: parent });
    expect(
      (
        await t.refused(
          endpoints.ecaSubmitRecord,
          submission({ id: mine.list[0]!.id, certificate_ids: [await upload(otherParent)] }),
          { token: otherParent },
        )
      ).code,
    ).toBe(404);
    // A text file named .png is not a photo.
    const fake = await t.request(
      endpoints.ecaUploadCertificate,
      { file: new File(["not a picture"], "cert.png", { type: "image/png" }) },
      { token: parent },
    );
    expect(fake).toMatchObject({ code: 400, msg: "檔案格式無效" });
    const after = await t.counts();
    // Only the other parent's photo (uploaded above) was kept.
    expect({ ...after, uploads: before.uploads }).toEqual(before);
  });

  it("is a parent's alone", async () => {
    for (const who of ["student", "teacher", "staff"] as const) {
      const token = await t.signIn(who);
      expect((await t.refused(endpoints.ecaSubmitRecord, submission(), { token })).code).toBe(403);
      expect(
        (await t.request(endpoints.ecaUploadCertificate, { file: photo() }, { token })).code,
      ).toBe(403);
    }
  });
});

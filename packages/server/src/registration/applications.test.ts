import {
  endpoints,
  HEADERS,
  DRAFTS_PER_SCHOOL,
  REGISTRATION_DOCUMENT_PATH,
  REGISTRATION_EXPORT_PATH,
  type ApplicationForm,
} from "@campus/contract";
import { readSheet } from "read-excel-file/node";
import { completeApplication } from "@campus/contract/fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../testing/test-app";
import { applications } from "./schema";
import { guardianOf, pdf, png, submitApplication } from "./testing/registration-tests";

/* A guardian's applications, from the first keystroke to submission (test clock: 2026-09-01). */

let t: TestApp;
let guardian: string;
let other: string;
let parent: string;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  guardian = await t.signIn("guardian");
  other = await guardianOf(t, "66612345");
  parent = await t.signIn("parent");
  staff = await t.signIn("staff");
});
afterAll(async () => {
  await t.close();
});

const complete = completeApplication();

const draft = (form: ApplicationForm = {}, token = guardian) =>
  t.ok(endpoints.registrationSaveDraft, { school_code: "DEMO", form }, { token });

async function attachRequired(id: number, token = guardian) {
  for (const [code, file] of [
    ["photo", png()],
    ["birthCertificate", pdf("birth.pdf")],
    ["vaccination", pdf()],
  ] as const)
    await t.ok(
      endpoints.registrationUploadDocument,
      { application_id: id, document_code: code, file },
      { token },
    );
}

describe("drafts", () => {
  it("starts an application on the first save and keeps each later save as typed", async () => {
    const saved = await draft({ name_zh: "陳" });
    expect(saved.number).toMatch(/^A2027-\d{5}$/);
    const again = await t.ok(
      endpoints.registrationSaveDraft,
      { school_code: "DEMO", id: saved.id, form: { name_zh: "陳小", id_number: "a12" } },
      { token: guardian },
    );
    expect(again.id).toBe(saved.id);
    const application = await t.ok(
      endpoints.registrationApplication,
      { id: saved.id },
      { token: guardian },
    );
    expect(application).toMatchObject({
      status: "incomplete",
      fee_status: "unpaid",
      intake_year: "2027/28",
      school_code: "DEMO",
      form: { name_zh: "陳小", id_number: "a12" },
      documents: [],
    });
    const { applications } = await t.ok(
      endpoints.registrationApplications,
      { school_code: "DEMO" },
      { token: guardian },
    );
    expect(applications.map((a) => a.id)).toContain(saved.id);
  });

  it("keeps one guardian's applications from every other account", async () => {
    const { id } = await draft({ name_zh: "李" });
    const before = await t.counts();
    for (const token of [other])
      for (const [endpoint, body] of [
        [endpoints.registrationApplication, { id }],
        [endpoints.registrationSubmit, { id }],
        [endpoints.registrationCopy, { id }],
        [endpoints.registrationDeleteDraft, { id }],
        [endpoints.registrationSaveDraft, { school_code: "DEMO", id, form: {} }],
      ] as const)
        expect((await t.request(endpoint, body as never, { token })).code).toBe(404);
    const { applications } = await t.ok(
      endpoints.registrationApplications,
      { school_code: "DEMO" },
      { token: other },
    );
    expect(applications.map((a) => a.id)).not.toContain(id);
    // A school's own parent is not a guardian applying: refused before any handler.
    expect(
      (await t.request(endpoints.registrationApplication, { id }, { token: parent })).code,
    ).toBe(403);
    expect(await t.counts()).toEqual(before);
  });

  it("keeps a guardian to a few drafts per school, counting copies", async () => {
    const token = await guardianOf(t, "66655501");
    const drafts = [];
    for (let i = 0; i < DRAFTS_PER_SCHOOL; i++) drafts.push(await draft({}, token));
    const before = await t.counts();
    const more = await t.refused(
      endpoints.registrationSaveDraft,
      { school_code: "DEMO", form: {} },
      { token },
    );
    expect(more.msg).toBe("每間學校最多保留 10 份未遞交的申請，請先刪除不需要的草稿");
    expect(
      (await t.refused(endpoints.registrationCopy, { id: drafts[0]!.id }, { token })).msg,
    ).toBe(more.msg);
    expect(await t.counts()).toEqual(before);
    // Deleting one makes room again.
    await t.ok(endpoints.registrationDeleteDraft, { id: drafts[0]!.id }, { token });
    await draft({}, token);
  });

  it("deletes a draft, and only a draft", async () => {
    const { id } = await draft({ name_zh: "王" });
    expect(await t.ok(endpoints.registrationDeleteDraft, { id }, { token: guardian })).toEqual({
      id,
    });
    expect(
      (await t.request(endpoints.registrationApplication, { id }, { token: guardian })).code,
    ).toBe(404);
  });
});

describe("documents", () => {
  it("takes the photo as an image checked by its content, and serves it only to the guardian", async () => {
    const { id } = await draft();
    const before = await t.counts();
    const disguised = await t.request(
      endpoints.registrationUploadDocument,
      { application_id: id, document_code: "photo", file: pdf("photo.png") },
      { token: guardian },
    );
    expect(disguised).toMatchObject({ code: 400, data: { fields: [{ field: "file" }] } });
    const unknown = await t.request(
      endpoints.registrationUploadDocument,
      { application_id: id, document_code: "passport", file: png() },
      { token: guardian },
    );
    expect(unknown).toMatchObject({ code: 400, data: { fields: [{ field: "document_code" }] } });
    expect(await t.counts()).toEqual(before);

    const photo = await t.ok(
      endpoints.registrationUploadDocument,
      { application_id: id, document_code: "photo", file: png("我的相.png") },
      { token: guardian },
    );
    expect(photo).toMatchObject({
      code: "photo",
      name: "我的相.png",
      type: "image/png",
      review: "pending",
    });

    const download = (token?: string) =>
      t.app.request(`${REGISTRATION_DOCUMENT_PATH}/${id}/photo`, {
        headers: token ? { [HEADERS.token]: token } : {},
      });
    const mine = await download(guardian);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("image/png");
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    expect(new Uint8Array(await mine.arrayBuffer())).toEqual(
      new Uint8Array(await png().arrayBuffer()),
    );
    for (const token of [undefined, other, parent, "not-a-token"])
      expect((await download(token)).status).toBe(404);
  });
});

describe("submitting", () => {
  it("says what is missing, field by field, and writes nothing", async () => {
    const { id } = await draft({ ...complete, id_number: "A123456(4)" });
    const before = await t.counts();
    const refused = await t.refused(endpoints.registrationSubmit, { id }, { token: guardian });
    expect(refused.msg).toBe("請完成表格");
    expect(refused.data).toMatchObject({
      fields: expect.arrayContaining([
        { field: "id_number", message: expect.any(String) },
        { field: "documents.photo", message: "請上載檔案" },
      ]),
    });
    expect(await t.counts()).toEqual(before);
  });

  it("holds a child to the birth dates the class takes, and a name to its script", async () => {
    // The demo's K1 for 2027/28 takes children born in 2024; this one was born in 2021.
    const { id } = await draft({ ...complete, class_code: "K1", name_zh: "Chan Siu Man" });
    await attachRequired(id);
    const before = await t.counts();
    const refused = await t.refused(endpoints.registrationSubmit, { id }, { token: guardian });
    expect(refused.data).toMatchObject({
      fields: [
        { field: "name_zh", message: "請以中文字填寫中文姓名" },
        { field: "birth_date", message: "出生日期不在所選班級的收生範圍內" },
      ],
    });
    expect(await t.counts()).toEqual(before);
  });

  it("submits a complete application once, cleaned, and then it no longer changes", async () => {
    const { id } = await draft(complete);
    await attachRequired(id);
    const submitted = await t.ok(endpoints.registrationSubmit, { id }, { token: guardian });
    expect(submitted).toMatchObject({
      status: "submitted",
      form: { id_number: "A1234563", guardians: [{ phone: "91234567" }] },
    });
    expect(submitted.submitted_at).not.toBeNull();
    // A double tap: the same answer, nothing new.
    const before = await t.counts();
    expect(await t.ok(endpoints.registrationSubmit, { id }, { token: guardian })).toEqual(
      submitted,
    );
    const locked = await t.refused(
      endpoints.registrationSaveDraft,
      { school_code: "DEMO", id, form: {} },
      { token: guardian },
    );
    expect(locked.msg).toBe("申請已遞交，不可再修改");
    const notDraft = await t.refused(
      endpoints.registrationDeleteDraft,
      { id },
      { token: guardian },
    );
    expect(notDraft.msg).toBe("只可刪除尚未遞交的申請");
    const upload = await t.request(
      endpoints.registrationUploadDocument,
      { application_id: id, document_code: "photo", file: png() },
      { token: guardian },
    );
    expect(upload.code).toBe(400);
    expect(await t.counts()).toEqual(before);
  });

  it("catches the same child applying twice for the intake, however the number is typed, even by another guardian", async () => {
    const { id } = await draft({ ...complete, id_number: "A 123456 (3)" }, other);
    await attachRequired(id, other);
    const twice = await t.refused(endpoints.registrationSubmit, { id }, { token: other });
    expect(twice).toMatchObject({ code: 409, msg: "此學童已向本校報讀同一學年，不可重複申請" });
    const still = await t.ok(endpoints.registrationApplication, { id }, { token: other });
    expect(still.status).toBe("incomplete");
  });

  it("copies the family's part for a sibling's application", async () => {
    const { applications } = await t.ok(
      endpoints.registrationApplications,
      { school_code: "DEMO" },
      { token: guardian },
    );
    const submitted = applications.find((a) => a.status === "submitted")!;
    const copy = await t.ok(endpoints.registrationCopy, { id: submitted.id }, { token: guardian });
    const sibling = await t.ok(
      endpoints.registrationApplication,
      { id: copy.id },
      { token: guardian },
    );
    expect(sibling).toMatchObject({
      status: "incomplete",
      documents: [],
      form: { address: complete.address, guardians: [{ name: "李美玲", phone: "91234567" }] },
    });
    expect(sibling.form.name_zh).toBeUndefined();
  });

  it("lets the office read a submitted application and its documents, never a draft", async () => {
    const { list } = await t.ok(endpoints.registrationOfficeApplications, {}, { token: staff });
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((a) => a.submitted_at !== null)).toBe(true);
    const submitted = list[0]!;
    const read = await t.ok(
      endpoints.registrationApplication,
      { id: submitted.id },
      { token: staff },
    );
    expect(read.status).toBe("submitted");
    const file = await t.app.request(`${REGISTRATION_DOCUMENT_PATH}/${submitted.id}/photo`, {
      headers: { [HEADERS.token]: staff },
    });
    expect(file.status).toBe(200);
    const { id: draftId } = await draft({ name_zh: "草" });
    expect(
      (await t.request(endpoints.registrationApplication, { id: draftId }, { token: staff })).code,
    ).toBe(404);
    const search = await t.ok(
      endpoints.registrationOfficeApplications,
      { search: "小文", status: "submitted" },
      { token: staff },
    );
    expect(search.list.map((a) => a.id)).toEqual([submitted.id]);
    const byNumber = await t.ok(
      endpoints.registrationOfficeApplications,
      { search: submitted.number },
      { token: staff },
    );
    expect(byNumber.list.map((a) => a.id)).toEqual([submitted.id]);
    const none = await t.ok(
      endpoints.registrationOfficeApplications,
      { search: "%" },
      { token: staff },
    );
    expect(none.total).toBe(0);
  });

  it("finds an application by a guardian's phone, the last digits of its number or the child's document (issue 37, item 15)", async () => {
    const family = await guardianOf(t, "65550147");
    const app = await submitApplication(t, family, "S", {
      id_type: "hkid",
      id_number: "Y765432(2)",
      guardians: [{ relation: "father", name: "黃志明", country_code: "852", phone: "6888 2468" }],
    });
    const find = async (search: string) =>
      (
        await t.ok(
          endpoints.registrationOfficeApplications,
          { search, pageSize: 100 },
          { token: staff },
        )
      ).list.map((a) => a.id);
    // The phone the family signs in with, and the form's, as typed or in part.
    for (const phone of ["65550147", "0147", "6888 2468", "2468", "6888-2468"])
      expect(await find(phone)).toContain(app.id);
    // The number: whole, or its last digits.
    const digits = app.number.slice(-5);
    expect(await find(app.number)).toEqual([app.id]);
    expect(await find(digits)).toContain(app.id);
    expect(await find(String(app.id))).toContain(app.id);
    // The identity document, with or without its brackets, any case.
    for (const document of ["Y765432(2)", "y7654322", "7654322"])
      expect(await find(document)).toEqual([app.id]);
    // Too little to mean anything: three digits are not a phone, nor three letters a document.
    expect(await find("468")).not.toContain(app.id);
  });

  it("exports the list as the office filters it, as a workbook in the reader's language (issue 37, item 15)", async () => {
    const family = await guardianOf(t, "65550258");
    const app = await submitApplication(t, family, "EXP1", {
      guardians: [
        {
          relation: "mother",
          name: "李美玲",
          country_code: "852",
          phone: "6123 0258",
          email: "mei@example.com",
        },
      ],
    });
    const get = (query: string, token?: string, lang = "en-US") =>
      t.app.request(`${REGISTRATION_EXPORT_PATH}?${query}`, {
        headers: { [HEADERS.acceptLanguage]: lang, ...(token ? { [HEADERS.token]: token } : {}) },
      });
    const response = await get(`status=submitted&search=${app.number}`, staff);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain("Applications%202027-28.xlsx");
    const rows = (await readSheet(Buffer.from(await response.arrayBuffer()))) as unknown[][];
    expect(rows).toEqual([
      [
        "Application",
        "Chinese name",
        "English name",
        "Sex",
        "Date of birth",
        "Class",
        "Status",
        "Application fee",
        "Interview",
        "Interview time",
        "Interview score",
        "Interviewers' notes",
        "Waitlist no.",
        "Guardian",
        "Guardian's phone",
        "E-mail",
        "Current school",
        "Submitted",
      ],
      [
        app.number,
        "陳小文",
        "CHAN Siu Man",
        "Male",
        app.form.birth_date,
        app.form.class_code,
        "Submitted",
        "Unpaid",
        "Not booked",
        null,
        null,
        null,
        null,
        "Mother 李美玲",
        "+852 61230258",
        "mei@example.com",
        app.form.previous_school || null,
        expect.stringMatching(/^1 Sept 2026, \d{2}:\d{2}$/),
      ],
    ]);
    // Every submitted application of the school, as the unfiltered list counts them.
    const { total } = await t.ok(endpoints.registrationOfficeApplications, {}, { token: staff });
    const all = (await readSheet(
      Buffer.from(await (await get("", staff, "zh-TW")).arrayBuffer()),
    )) as unknown[][];
    expect(all).toHaveLength(total + 1);
    expect(all[0]![0]).toBe("申請編號");
    // A filter the list would refuse, someone who may not read applications, no session: 404.
    expect((await get("status=nonsense", staff)).status).toBe(404);
    expect((await get("", await t.signIn("teacher"))).status).toBe(404);
    expect((await get("", family)).status).toBe(404);
    expect((await get("")).status).toBe(404);
  });

  it("moves an application through review (spec §4) and refuses a step out of order", async () => {
    const { list } = await t.ok(
      endpoints.registrationOfficeApplications,
      { status: "submitted" },
      { token: staff },
    );
    const id = list[0]!.id;
    const decide = (decision: "start" | "approve" | "deny" | "request_info", reason?: string) =>
      t.request(endpoints.registrationOfficeDecide, { id, decision, reason }, { token: staff });
    const before = await t.counts();
    expect((await decide("approve")).msg).toBe("此申請現時不能進行這一步");
    expect(await t.counts()).toEqual(before);
    expect((await decide("start")).data).toMatchObject({ status: "under_approval" });
    // Denying says why; without a reason nothing changes.
    expect(await decide("deny")).toMatchObject({
      code: 400,
      data: { fields: [{ field: "reason" }] },
    });
    // Asking for more: the family may edit again, and sees the request.
    const reopened = await decide("request_info", "出世紙副本不清晰，請重新上載");
    expect(reopened.data).toMatchObject({
      status: "incomplete",
      office_request: "出世紙副本不清晰，請重新上載",
    });
    const mine = await t.ok(endpoints.registrationApplication, { id }, { token: guardian });
    expect(mine.office_request).toBe("出世紙副本不清晰，請重新上載");
    // Reopened is not a draft: the family cannot delete what the office is reviewing.
    const kept = await t.refused(endpoints.registrationDeleteDraft, { id }, { token: guardian });
    expect(kept.msg).toBe("只可刪除尚未遞交的申請");
    await t.ok(
      endpoints.registrationSaveDraft,
      { school_code: "DEMO", id, form: { ...mine.form, previous_school: "維多利亞幼稚園" } },
      { token: guardian },
    );
    // Submitted again: the same child's key is its own, the request is answered.
    const again = await t.ok(endpoints.registrationSubmit, { id }, { token: guardian });
    expect(again).toMatchObject({ status: "submitted", office_request: null });
    const taken = await t.ok(
      endpoints.registrationOfficeDecide,
      { id, decision: "start" },
      { token: staff },
    );
    // A place only on a whole file: documents not yet reviewed are named, and nothing moves.
    const early = await decide("approve");
    expect(early.code).toBe(409);
    expect(early.msg).toMatch(
      /^尚有未處理的項目：兒童近照（未審核）；.*。處理後才可取錄，或寫明理由仍然取錄$/,
    );
    for (const { code } of taken.documents)
      await t.ok(
        endpoints.registrationOfficeReviewDocument,
        { id, code, review: "accepted" },
        { token: staff },
      );
    const approved = await decide("approve");
    expect(approved.data).toMatchObject({ status: "approved" });
    expect((await decide("deny", "遲了")).msg).toBe("此申請現時不能進行這一步");
  });

  it("decides many applications at once with one reason, each on its own (issue 37, item 15)", async () => {
    const [a, b, c] = [
      await submitApplication(t, guardian, "BLK1"),
      await submitApplication(t, guardian, "BLK2"),
      await submitApplication(t, guardian, "BLK3"),
    ];
    const many = (body: { ids: number[]; decision: string; reason?: string }) =>
      t.request(endpoints.registrationOfficeDecideMany, body as never, { token: staff });
    const statusOf = async (id: number) =>
      (await t.ok(endpoints.registrationApplication, { id }, { token: staff })).status;

    // Refusing or asking for more needs the one reason; a batch past the limit is refused whole.
    const before = await t.counts();
    expect(await many({ ids: [a.id, b.id], decision: "deny" })).toMatchObject({
      code: 400,
      data: { fields: [{ field: "reason" }] },
    });
    expect(
      (await many({ ids: Array.from({ length: 101 }, (_, i) => i + 1), decision: "start" })).code,
    ).toBe(400);
    expect(await t.counts()).toEqual(before);
    expect(await statusOf(a.id)).toBe("submitted");

    const started = await many({ ids: [a.id, b.id, c.id, a.id], decision: "start" });
    expect(started.data).toEqual({
      results: [a.id, b.id, c.id].map((id) => ({ id, ok: true, msg: "已完成" })),
    });

    // A place only on a whole file: b's documents accepted, a's not — a says what is open.
    for (const { code } of b.documents)
      await t.ok(
        endpoints.registrationOfficeReviewDocument,
        { id: b.id, code, review: "accepted" },
        { token: staff },
      );
    const approved = (await many({ ids: [a.id, b.id], decision: "approve", reason: "全部取錄" }))
      .data as { results: { id: number; ok: boolean; msg: string }[] };
    expect(approved.results[0]).toMatchObject({ id: a.id, ok: false });
    expect(approved.results[0]!.msg).toMatch(/^尚有未處理的項目：兒童近照（未審核）/);
    expect(approved.results[1]).toEqual({ id: b.id, ok: true, msg: "已完成" });
    expect([await statusOf(a.id), await statusOf(b.id)]).toEqual(["under_approval", "approved"]);

    // One reason for all refused; one decided already, or not found, says so and the rest go on.
    const denied = (
      await many({ ids: [c.id, b.id, 2_000_000], decision: "deny", reason: "學額已滿" })
    ).data as { results: { id: number; ok: boolean; msg: string }[] };
    expect(denied.results.map((r) => r.ok)).toEqual([true, false, false]);
    expect(denied.results[1]!.msg).toBe("此申請現時不能進行這一步");
    const refused = await t.ok(
      endpoints.registrationApplication,
      { id: c.id },
      { token: guardian },
    );
    expect(refused).toMatchObject({ status: "not_passed", decision_reason: "學額已滿" });
    // The family is told, as when one is decided.
    expect(refused.messages.map((m) => m.notice)).toContain("denied");
    // Staff without the office's edit key cannot.
    expect(
      (
        await t.request(
          endpoints.registrationOfficeDecideMany,
          { ids: [a.id], decision: "start" },
          { token: parent },
        )
      ).code,
    ).toBe(403);
  });

  it("offers a place on an open file only with the office's reason, which the application keeps (issue 37, item 5)", async () => {
    const { id } = await draft({
      ...complete,
      id_type: "birth_certificate",
      id_number: "MC2345678",
    });
    await attachRequired(id);
    await t.ok(endpoints.registrationSubmit, { id }, { token: guardian });
    await t.ok(endpoints.registrationOfficeDecide, { id, decision: "start" }, { token: staff });
    const before = await t.counts();
    const refused = await t.refused(
      endpoints.registrationOfficeDecide,
      { id, decision: "approve" },
      { token: staff },
    );
    expect(refused.code).toBe(409);
    expect(await t.counts()).toEqual(before);
    const approved = await t.ok(
      endpoints.registrationOfficeDecide,
      { id, decision: "approve", reason: "校長批准：疫苗紀錄開學前補交" },
      { token: staff },
    );
    expect(approved.status).toBe("approved");
    const [kept] = await t.database.db
      .select({ note: applications.approvalNote })
      .from(applications)
      .where(eq(applications.id, id));
    expect(kept!.note).toMatch(/^兒童近照（未審核）；.* — 校長批准：疫苗紀錄開學前補交$/);
    // The family sees the place, not the office's note.
    const mine = await t.ok(endpoints.registrationApplication, { id }, { token: guardian });
    expect(JSON.stringify(mine)).not.toContain("校長批准");
  });

  it("reviews one document: a rejected one says why and the family replaces that file alone", async () => {
    const { id } = await draft({
      ...complete,
      id_type: "birth_certificate",
      id_number: "MC1234567",
    });
    await attachRequired(id);
    await t.ok(endpoints.registrationSubmit, { id }, { token: guardian });
    const review = (code: string, verdict: "accepted" | "rejected", remark?: string) =>
      t.request(
        endpoints.registrationOfficeReviewDocument,
        { id, code, review: verdict, remark },
        { token: staff },
      );
    expect(await review("vaccination", "rejected")).toMatchObject({
      code: 400,
      data: { fields: [{ field: "remark" }] },
    });
    expect((await review("passport", "accepted")).code).toBe(400);
    await review("photo", "accepted");
    const rejected = await review("vaccination", "rejected", "針卡第 2 頁看不清楚");
    expect(rejected).toMatchObject({
      data: {
        documents: expect.arrayContaining([
          expect.objectContaining({ code: "photo", review: "accepted" }),
          expect.objectContaining({
            code: "vaccination",
            review: "rejected",
            remark: "針卡第 2 頁看不清楚",
          }),
        ]),
      },
    });
    // The accepted photo stays as it is; the rejected record is replaced.
    const photo = await t.request(
      endpoints.registrationUploadDocument,
      { application_id: id, document_code: "photo", file: png() },
      { token: guardian },
    );
    expect(photo.msg).toBe("申請已遞交，不可再修改");
    const replaced = await t.ok(
      endpoints.registrationUploadDocument,
      { application_id: id, document_code: "vaccination", file: pdf("page2.pdf") },
      { token: guardian },
    );
    expect(replaced).toMatchObject({ name: "page2.pdf", review: "pending", remark: null });
  });

  it("keeps the office's calls to staff of the school", async () => {
    const before = await t.counts();
    for (const token of [guardian, parent])
      expect((await t.request(endpoints.registrationOfficeApplications, {}, { token })).code).toBe(
        403,
      );
    expect(await t.counts()).toEqual(before);
  });

  it("refuses to start or submit an application when the school's window is closed", async () => {
    t.clock.advance(200 * 86_400_000);
    const closed = await t.refused(
      endpoints.registrationSaveDraft,
      { school_code: "DEMO", form: {} },
      { token: await t.signIn("guardian") },
    );
    expect(closed.msg).toBe("本校現時不接受報名");
    // Nor is a draft submitted after it, however complete; it stays to read or delete.
    const token = await t.signIn("guardian");
    const { applications } = await t.ok(
      endpoints.registrationApplications,
      { school_code: "DEMO" },
      { token },
    );
    const draft = applications.find((a) => a.status === "incomplete")!;
    const before = await t.counts();
    const late = await t.refused(endpoints.registrationSubmit, { id: draft.id }, { token });
    expect(late.msg).toBe("本校現時不接受報名");
    const copy = await t.refused(endpoints.registrationCopy, { id: draft.id }, { token });
    expect(copy.msg).toBe("本校現時不接受報名");
    expect(await t.counts()).toEqual(before);
  });
});

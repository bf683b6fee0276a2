import {
  endpoints,
  HEADERS,
  REGISTRATION_DOCUMENT_PATH,
  type ApplicationForm,
} from "@campus/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleFile } from "../testing/contract-inputs";
import { createTestApp, type TestApp } from "../testing/test-app";

/* A guardian's applications, from the first keystroke to submission (test clock: 2026-09-01). */

let t: TestApp;
let guardian: string;
let other: string;
let parent: string;

/** Another family's guardian, signed in by their own phone's code. */
async function guardianOf(phone: string) {
  const who = { country_code: "852" as const, phone };
  await t.ok(endpoints.registrationSendCode, { ...who, school_code: "DEMO" }, { address: phone });
  const { messages } = await t.ok(endpoints.registrationDemoOutbox, who);
  const code = /\d{6}/.exec(messages[0]!.text)![0];
  const { token } = await t.ok(
    endpoints.registrationLogin,
    { ...who, code, school_code: "DEMO" },
    { address: phone },
  );
  return token;
}

beforeAll(async () => {
  t = await createTestApp();
  guardian = await t.signIn("guardian");
  other = await guardianOf("66612345");
  parent = await t.signIn("parent");
});
afterAll(async () => {
  await t.close();
});

const complete: ApplicationForm = {
  class_code: "P1",
  name_zh: "陳小文",
  name_en: "CHAN Siu Man",
  gender: "M",
  birth_date: "2021-03-14",
  id_type: "hkid",
  id_number: "a123456(3)",
  address: "香港九龍彌敦道 1 號 10 樓 A 室",
  guardians: [{ relation: "mother", name: "李美玲", country_code: "852", phone: "9123 4567" }],
};

const png = (name = "photo.png") => new File([sampleFile()], name, { type: "image/png" });
const pdf = (name = "record.pdf") =>
  new File(["%PDF-1.7\n1 0 obj\n"], name, { type: "application/pdf" });

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
      intake_year: "2027-28",
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
    expect(await t.counts()).toEqual(before);
  });
});

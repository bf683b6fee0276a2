import { endpoints, settingsRequestOf } from "@campus/contract";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploads } from "../db/schema";
import { createTestApp, type TestApp } from "../testing/test-app";
import { applicationDocuments, applications, payments } from "./schema";
import { guardianOf, offerPlace, png, submitApplication } from "./testing/registration-tests";

/*
 * A decided application's documents and deposit slips, kept for the months the school sets
 * (issue 41 §2, docs/retention.md); their files go after them with every file no record names.
 */

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signIn("staff");
});
afterAll(async () => {
  await t.close();
});

const MONTH = 31 * 24 * 3_600_000;

describe("a decided application's documents", () => {
  it("are forgotten the school's months after its last change, slips too; a waiting one's are kept", async () => {
    const { db } = t.database;
    const family = await guardianOf(t, "55507001");
    const decided = await submitApplication(t, family, "7001");
    await t.ok(
      endpoints.registrationUploadSlip,
      { application_id: decided.id, file: png("slip.png") },
      { token: family },
    );
    await offerPlace(t, staff, decided.id);
    const other = await guardianOf(t, "55507002");
    const waiting = await submitApplication(t, other, "7002");
    const documentsOf = async (id: number) =>
      db.select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, id));
    const named = [
      ...(await documentsOf(decided.id)).map((d) => d.uploadId),
      ...(await db.select().from(payments).where(eq(payments.applicationId, decided.id)))
        .map((p) => p.slipUploadId)
        .filter((id) => id !== null),
    ];
    expect(named).toHaveLength(4); // Photo, birth certificate, vaccination record, the slip.

    // Kept until the school deletes the application (0), however long ago it was decided.
    const later = new Date(t.clock.now().getTime() + 13 * MONTH);
    expect((await t.runChores(later))["registration.forget-decided-documents"]).toBe(0);

    // The office keeps them a year (signed in again: that round forgot sign-ins ended by then).
    staff = await t.signIn("staff");
    const settings = settingsRequestOf(
      (await t.ok(endpoints.registrationOfficeSettings, {}, { token: staff }))!,
    );
    const saved = await t.ok(
      endpoints.registrationOfficeSaveSettings,
      { ...settings, documents_kept_months: "12" },
      { token: staff },
    );
    expect(saved.documents_kept_months).toBe(12);
    const early = new Date(t.clock.now().getTime() + 11 * MONTH);
    expect((await t.runChores(early))["registration.forget-decided-documents"]).toBe(0);
    expect((await t.runChores(later))["registration.forget-decided-documents"]).toBe(4);
    expect(await documentsOf(decided.id)).toEqual([]);
    expect(await documentsOf(waiting.id)).toHaveLength(3);
    const [slip] = await db.select().from(payments).where(eq(payments.applicationId, decided.id));
    expect(slip!.slipUploadId).toBeNull();
    // The decision and the form stay: the school's admission record.
    const [record] = await db.select().from(applications).where(eq(applications.id, decided.id));
    expect(record).toMatchObject({ status: "approved", intakeYear: "2027/28" });

    // Within the hour, the files no record names any more go too.
    const hourLater = new Date(later.getTime() + 2 * 3_600_000);
    expect(
      (await t.runChores(hourLater))["platform.forget-unattached-uploads"],
    ).toBeGreaterThanOrEqual(4);
    expect(await db.select().from(uploads).where(inArray(uploads.id, named))).toEqual([]);
  });
});

import { endpoints } from "@campus/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";

/*
 * A student's own records: the student's, or a parent's current child's — every state, the
 * reason for a refusal, what the passed ones add up to; nobody else's.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("ecaMyRecords", () => {
  it("shows a parent their current child's records, latest first, in every state", async () => {
    const token = await t.signIn("parent");
    const page = await t.ok(endpoints.ecaMyRecords, { pageSize: 50 }, { token });
    expect(page.student).toMatchObject({ name_en: "Chan Siu Ming", class_name: "4A" });
    expect(page.list.length).toBeGreaterThan(0);
    const days = page.list.map((r) => r.event.starts_on);
    expect(days).toEqual([...days].sort().reverse());
    // The parent's own outside awards wait for the school.
    expect(page.pending).toBeGreaterThan(0);
    expect(page.list.some((r) => r.source === "parent" && r.status === "pending")).toBe(true);
    // Each with the certificate's photo, a picture the browser shows.
    const sent = page.list.filter((r) => r.source === "parent");
    expect(
      sent.every((r) => r.certificates.length === 1 && r.editable !== (r.status === "passed")),
    ).toBe(true);
    const photo = await t.app.request(sent[0]!.certificates[0]!.url);
    expect([photo.status, photo.headers.get("content-type")]).toEqual([200, "image/png"]);
    const passed = page.list.filter((r) => r.status === "passed");
    expect(page.passed).toBe(passed.length);
    expect(page.hours).toBeCloseTo(
      passed.reduce((sum, r) => sum + r.hours, 0),
      5,
    );
    const waiting = await t.ok(endpoints.ecaMyRecords, { status: "pending" }, { token });
    expect(waiting.total).toBe(page.pending);
    expect(waiting.list.every((r) => r.status === "pending")).toBe(true);

    // Another child: that child's records (none of the first's).
    const [, younger] = await t.ok(endpoints.schoolGetChilds, undefined, { token });
    await t.ok(endpoints.setChild, { id: younger!.id }, { token });
    const theirs = await t.ok(endpoints.ecaMyRecords, { pageSize: 50 }, { token });
    expect(theirs.student.id).toBe(younger!.id);
    expect(theirs.list.map((r) => r.id)).not.toEqual(
      expect.arrayContaining(page.list.map((r) => r.id)),
    );
  });

  it("shows a student their own records and no one else's", async () => {
    const mine = await t.ok(
      endpoints.ecaMyRecords,
      { pageSize: 50 },
      { token: await t.signIn("student") },
    );
    expect(mine.student.name_en).toBe("Chan Siu Ming");
    expect(mine.total).toBeGreaterThan(0);
    const other = await t.ok(
      endpoints.ecaMyRecords,
      { pageSize: 50 },
      { token: await t.signIn("otherStudent") },
    );
    expect(other.student.name_en).not.toBe("Chan Siu Ming");
    const ids = new Set(mine.list.map((r) => r.id));
    expect(other.list.filter((r) => ids.has(r.id))).toEqual([]);
  });

  it("is not a teacher's or the office's to call", async () => {
    for (const who of ["teacher", "staff"] as const)
      expect(
        (await t.refused(endpoints.ecaMyRecords, {}, { token: await t.signIn(who) })).code,
      ).toBe(403);
  });
});

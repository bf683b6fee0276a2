import { endpoints } from "@campus/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";

/*
 * The school's profile (issue 36 §1): the office reads and renames its school and moves its
 * region; everything that names the school follows, each change is in the audit log, the code
 * never changes, and bad input or another school's office changes nothing.
 */

let t: TestApp;
let office: string;

beforeAll(async () => {
  t = await createTestApp();
  office = await t.signIn("staff");
});
afterAll(async () => {
  await t.close();
});

const DEMO = { name_zh: "", name_cn: "", name_en: "", region: "hk" as const };

describe("the school's profile", () => {
  it("is the office's own school: its code, names in three languages and region", async () => {
    const profile = await t.ok(endpoints.officeSchool, {}, { token: office });
    expect(profile).toMatchObject({ code: "DEMO", region: "hk" });
    expect(profile.name_zh).not.toBe("");
    expect(profile.name_en).not.toBe("");
    Object.assign(DEMO, profile);
    const neighbour = await t.ok(
      endpoints.officeSchool,
      {},
      { token: await t.signIn("neighbourStaff") },
    );
    expect(neighbour.code).not.toBe("DEMO");
  });

  it("saves new names and region, says them wherever the school is named, and logs each field", async () => {
    const saved = await t.ok(
      endpoints.officeSaveSchool,
      { name_zh: "  明德小學  ", name_cn: "", name_en: "Ming Tak Primary School", region: "mo" },
      { token: office },
    );
    // Trimmed; a blank Simplified name is the Traditional one; the code as it was.
    expect(saved).toEqual({
      code: "DEMO",
      name_zh: "明德小學",
      name_cn: "明德小學",
      name_en: "Ming Tak Primary School",
      region: "mo",
    });
    expect(await t.ok(endpoints.officeSchool, {}, { token: office })).toEqual(saved);
    // The library and a parent's user info name the school anew.
    const library = await t.ok(
      endpoints.librarySchoolInfo,
      { schoolCode: "DEMO" },
      { lang: "en-US" },
    );
    expect(JSON.stringify(library)).toContain("Ming Tak Primary School");
    const parent = await t.ok(endpoints.userInfo, undefined, { token: await t.signIn("parent") });
    expect(parent.childsUser[0]!.school_student.school.name_zh).toBe("明德小學");

    const [entry] = (
      await t.ok(endpoints.officeAudit, { kind: "school.changed" }, { token: office })
    ).list;
    expect(entry).toMatchObject({ kind: "school.changed", subject: "DEMO", person: null });
    expect(entry!.actor).not.toBeNull();
    expect(entry!.changes).toEqual([
      { field: "nameZh", before: DEMO.name_zh, after: "明德小學" },
      { field: "nameCn", before: DEMO.name_cn, after: "明德小學" },
      { field: "nameEn", before: DEMO.name_en, after: "Ming Tak Primary School" },
      { field: "region", before: "hk", after: "mo" },
    ]);
  });

  it("writes nothing, not even a log entry, when nothing changed", async () => {
    const before = (
      await t.ok(endpoints.officeAudit, { kind: "school.changed" }, { token: office })
    ).total;
    const same = await t.ok(endpoints.officeSchool, {}, { token: office });
    await t.ok(endpoints.officeSaveSchool, { ...same }, { token: office });
    const after = (await t.ok(endpoints.officeAudit, { kind: "school.changed" }, { token: office }))
      .total;
    expect(after).toBe(before);
  });

  it("refuses blank names, an unknown region and over-long names, in the caller's language", async () => {
    const now = await t.ok(endpoints.officeSchool, {}, { token: office });
    const blank = await t.refused(
      endpoints.officeSaveSchool,
      { name_zh: "  ", name_en: "x", region: "hk" },
      { token: office, lang: "en-US" },
    );
    expect(blank.code).toBe(400);
    expect(JSON.stringify(blank)).toContain("name_zh");
    const region = await t.refused(
      endpoints.officeSaveSchool,
      { name_zh: "甲", name_en: "x", region: "jp" } as never,
      { token: office },
    );
    expect(JSON.stringify(region)).toContain("region");
    await t.refused(
      endpoints.officeSaveSchool,
      { name_zh: "甲".repeat(101), name_en: "x", region: "hk" },
      { token: office },
    );
    expect(await t.ok(endpoints.officeSchool, {}, { token: office })).toEqual(now);
  });

  it("is the office's: a teacher or a parent is refused, and another school's office renames only its own", async () => {
    const now = await t.ok(endpoints.officeSchool, {}, { token: office });
    const body = { name_zh: "別校", name_en: "Another", region: "hk" as const };
    for (const who of ["teacher", "parent", "student"] as const)
      expect(
        (await t.refused(endpoints.officeSaveSchool, body, { token: await t.signIn(who) })).code,
      ).toBe(403);
    const neighbour = await t.signIn("neighbourStaff");
    const theirs = await t.ok(endpoints.officeSaveSchool, body, { token: neighbour });
    expect(theirs.code).not.toBe("DEMO");
    expect(await t.ok(endpoints.officeSchool, {}, { token: office })).toEqual(now);
  });
});

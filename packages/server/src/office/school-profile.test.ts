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
      // Its colour and logo were not sent: left as they were.
      brand_color: null,
      logo: null,
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
    await t.ok(
      endpoints.officeSaveSchool,
      { ...same, logo: same.logo?.id ?? null },
      { token: office },
    );
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

describe("the school's own colour and logo", () => {
  const png = (name = "logo.png") =>
    new File(
      [
        Buffer.from(
          "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAI0lEQVR4nGPgL8uDo/9IAJc4wyDUQIwiZPHBqGEQButIjAcAwL34EJ3MsrwAAAAASUVORK5CYII=",
          "base64",
        ),
      ],
      name,
      { type: "image/png" },
    );
  const profile = () => t.ok(endpoints.officeSchool, {}, { token: office });
  const save = async (change: { brand_color?: string | null; logo?: number | null }) => {
    const { code: _code, logo, ...now } = await profile();
    return t.ok(
      endpoints.officeSaveSchool,
      { ...now, logo: logo?.id ?? null, ...change },
      { token: office },
    );
  };

  it("dresses the portal for the school's people: the colour made into the theme's, the logo served to anyone", async () => {
    const logo = await t.ok(endpoints.officeUploadLogo, { file: png() }, { token: office });
    expect(logo).toMatchObject({ name: "logo.png", type: "image/png", size: 92 });
    // Uploaded but not saved: not the school's logo yet, and not served.
    expect((await t.app.request(logo.url)).status).toBe(404);

    const saved = await save({ brand_color: "#0F766E", logo: logo.id });
    expect(saved).toMatchObject({ brand_color: "#0f766e", logo });
    const served = await t.app.request(logo.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");

    const parent = await t.signIn("parent");
    const me = await t.ok(endpoints.userInfo, undefined, { token: parent });
    expect(me.school).toMatchObject({
      logo_url: logo.url,
      colors: { primary: "#0f766e", "on-primary": "#ffffff", "primary-text": "#0f766e" },
    });
    const entries = await t.ok(
      endpoints.officeAudit,
      { kind: "school.changed" },
      { token: office },
    );
    expect(entries.list[0]!.changes).toEqual([
      { field: "brandColor", before: null, after: "#0f766e" },
      { field: "logo", before: null, after: "logo.png" },
    ]);

    // Back to the product's own: nothing in the portal, and the old address serves nothing.
    expect(await save({ brand_color: null, logo: null })).toMatchObject({
      brand_color: null,
      logo: null,
    });
    expect((await t.ok(endpoints.userInfo, undefined, { token: parent })).school).toMatchObject({
      logo_url: null,
      colors: null,
    });
    expect((await t.app.request(logo.url)).status).toBe(404);
  });

  it("takes only a picture, checked by its bytes, and only the school's own upload as its logo", async () => {
    const named = async (file: File) => {
      const answer = await t.refused(endpoints.officeUploadLogo, { file }, { token: office });
      return [answer.code, answer.data?.fields?.[0]?.field];
    };
    expect(
      await named(new File(["<svg onload=alert(1)>"], "logo.png", { type: "image/png" })),
    ).toEqual([400, "file"]);
    expect(await named(new File(["%PDF-1.7"], "logo.pdf", { type: "application/pdf" }))).toEqual([
      400,
      "file",
    ]);
    const big = Buffer.concat([
      Buffer.from(
        "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAI0lEQVR4nGPgL8uDo/9IAJc4wyDUQIwiZPHBqGEQButIjAcAwL34EJ3MsrwAAAAASUVORK5CYII=",
        "base64",
      ),
      Buffer.alloc(500_001),
    ]);
    expect(await named(new File([big], "big.png", { type: "image/png" }))).toEqual([400, "file"]);

    const before = await profile();
    const theirs = await t.ok(
      endpoints.officeUploadLogo,
      { file: png("harbour.png") },
      { token: await t.signIn("neighbourStaff") },
    );
    const { code: _code, logo: _logo, ...now } = before;
    for (const body of [
      { ...now, logo: theirs.id },
      { ...now, logo: 999_999 },
      { ...now, brand_color: "teal" },
      { ...now, brand_color: "#12345" },
    ])
      expect((await t.refused(endpoints.officeSaveSchool, body, { token: office })).code).toBe(400);
    expect(await profile()).toEqual(before);
    for (const who of ["teacher", "parent"] as const)
      expect(
        (
          await t.refused(
            endpoints.officeUploadLogo,
            { file: png() },
            { token: await t.signIn(who) },
          )
        ).code,
      ).toBe(403);
  });
});

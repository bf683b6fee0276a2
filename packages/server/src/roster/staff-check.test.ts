import { describe, expect, it } from "vitest";
import {
  checkStaff,
  isStaffHeader,
  rolesWith,
  type KnownStaff,
  type StaffLookups,
} from "./staff-check";

const teacher: KnownStaff = {
  id: 7,
  username: "t.wong",
  nameZh: "王老師",
  nameEn: "Wong Tai Man",
  roles: ["teacher", "librarian"],
  countryCode: "852",
  phone: "61234567",
  email: null,
  status: "active",
};
const lookups: StaffLookups = {
  region: "852",
  staff: [teacher],
  otherSchoolUsernames: new Set(),
  importerId: 1,
};
const options = { full: false, locale: "zh-TW" as const };

describe("a staff list, told and checked", () => {
  it("is told from a roster by its header: a sign-in name and no student number", () => {
    expect(isStaffHeader(["登入名稱", "中文姓名", "手機號碼"])).toBe(true);
    expect(isStaffHeader(["Login", "English name", "Mobile"])).toBe(true);
    expect(isStaffHeader(["登录名", "学生编号"])).toBe(false);
    expect(isStaffHeader(["學生編號", "班別", "學號", "中文姓名", "英文姓名"])).toBe(false);
    expect(isStaffHeader([])).toBe(false);
  });

  it("reads headers in any language and order, a role in words, a phone of the school's region", () => {
    const check = checkStaff(
      [
        ["Mobile", "英文姓名", "职务", "登入名稱 *", "中文姓名", "Subject"],
        ["6123 4501", "Lau Ka Keung", "校务处", "K.Lau", "劉家強", "Maths"],
        ["9876 5432", "Wong Tai Man", "", "t.wong", "王老師", ""],
      ],
      lookups,
      options,
    );
    expect(check.problems).toEqual([]);
    expect(check.extraColumns).toEqual(["Subject"]);
    expect(check.accepted[0]).toMatchObject({
      username: "k.lau",
      role: "office",
      countryCode: "852",
      phone: "61234501",
    });
    // A new mobile for the known teacher; the blank role keeps theirs.
    expect(check.counts).toMatchObject({ added: 1, updated: 1, unchanged: 0 });
    expect(check.plan.update[0]!.person.role).toBeNull();
  });

  it("refuses a list without the columns it needs, naming them in the reader's language", () => {
    expect(() =>
      checkStaff(
        [
          ["登入名稱", "中文姓名"],
          ["a.b", "甲"],
        ],
        lookups,
        options,
      ),
    ).toThrow(
      expect.objectContaining({
        id: "roster.error.missingColumns",
        values: { columns: "英文姓名、手機號碼" },
      }),
    );
  });

  it("gives the role the list names — teacher, office or librarian — and takes the others of those", () => {
    expect(rolesWith(["teacher", "librarian"], "office")).toEqual(["teacher", "staff"]);
    expect(rolesWith(["teacher", "staff"], "librarian")).toEqual(["teacher", "librarian"]);
    expect(rolesWith(["teacher", "staff", "librarian"], "teacher")).toEqual(["teacher"]);
    // A role no staff list names stays (none today; a later one would).
    expect(rolesWith(["teacher", "later"], "office")).toEqual(["teacher", "staff", "later"]);
    expect(rolesWith(["teacher", "staff"], null)).toEqual(["teacher", "staff"]);
  });
});

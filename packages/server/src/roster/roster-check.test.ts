import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readSpreadsheet } from "../services/spreadsheet";
import {
  checkRoster,
  guardianNames,
  phoneOf,
  RosterFileProblem,
  type RosterLookups,
} from "./roster-check";

const NONE: RosterLookups = {
  region: "852",
  students: [],
  otherSchoolStudents: new Set(),
  guardianAccounts: new Map(),
};
const options = { full: false, locale: "en-US" as const };

describe("a roster's rows, checked", () => {
  it("knows its headers in any of the three languages, in any order", async () => {
    const { cells } = await readSpreadsheet(
      readFileSync(join(import.meta.dirname, "fixtures", "roster-gbk.csv")),
    );
    const check = checkRoster(cells, NONE, options);
    expect(check.problems).toEqual([]);
    expect(check.extraColumns).toEqual(["备注"]);
    expect(check.accepted[0]).toMatchObject({
      studentNo: "R26001",
      nameZh: "陈大文",
      guardians: [
        { name: "陈美玲", relation: "mother", countryCode: "852", phone: "61234001" },
        { name: "陈志强", relation: "father", countryCode: "852", phone: "61234002" },
      ],
    });
    const mixed = checkRoster(
      [
        ["English name", "學號", "班级", "STRN", "中文姓名"],
        ["CHAN Tai Man", "1", "4a", "R1", "陳大文"],
      ],
      NONE,
      options,
    );
    expect(mixed.accepted).toMatchObject([{ studentNo: "R1", className: "4A", classNumber: 1 }]);
  });

  it("says which required columns are missing, in the reader's language", () => {
    const problem = (() => {
      try {
        checkRoster(
          [
            ["學生編號", "中文姓名"],
            ["R1", "陳大文"],
          ],
          NONE,
          { ...options, locale: "zh-TW" },
        );
      } catch (error) {
        return error as RosterFileProblem;
      }
    })();
    expect(problem).toBeInstanceOf(RosterFileProblem);
    expect(problem!.values).toEqual({ columns: "班別、學號、英文姓名" });
  });

  it("reads a phone as a school writes it, taking the school's region when none is given", () => {
    expect(phoneOf("6123 4001", "852")).toEqual({ countryCode: "852", phone: "61234001" });
    expect(phoneOf("+853 6612 3456", "852")).toEqual({ countryCode: "853", phone: "66123456" });
    expect(phoneOf("852-61234001", "86")).toEqual({ countryCode: "852", phone: "61234001" });
    expect(phoneOf("138 1234 5678", "852")).toBe("phoneRegion");
    expect(phoneOf("138 1234 5678", "86")).toEqual({ countryCode: "86", phone: "13812345678" });
    expect(phoneOf("0912 345 678", "852")).toBe("phoneRegion");
    expect(phoneOf("0912 345 678", "886")).toEqual({ countryCode: "886", phone: "912345678" });
    expect(phoneOf("1234", "852")).toBe("phone");
  });

  it("splits a guardian's name written in both scripts, either way round, into the two names", () => {
    expect(guardianNames("陳大文 Chan Tai Man")).toEqual({
      nameZh: "陳大文",
      nameEn: "Chan Tai Man",
    });
    expect(guardianNames("CHAN Tai-man, Peter 陳大文")).toEqual({
      nameZh: "陳大文",
      nameEn: "CHAN Tai-man, Peter",
    });
    expect(guardianNames("陳大文Chan Tai Man")).toEqual({
      nameZh: "陳大文",
      nameEn: "Chan Tai Man",
    });
    for (const one of ["陳太", "Mrs Chan", "陳 太", "Chan 陳 Tai Man"])
      expect(guardianNames(one)).toEqual({ nameZh: one, nameEn: one });
  });

  it("plans a whole school's roster against the school: added, updated, unchanged and left", () => {
    const known = (studentNo: string, classNumber: number) => ({
      id: classNumber,
      studentNo,
      className: "4A",
      classNumber,
      nameZh: "甲",
      nameEn: "A",
      gender: null,
      birthDate: null,
      status: "active" as const,
      guardians: [],
    });
    const lookups = { ...NONE, students: [known("R1", 1), known("R2", 2), known("R3", 3)] };
    const check = checkRoster(
      [
        ["Student number", "Class", "Class number", "Chinese name", "English name"],
        ["R1", "4A", "1", "甲", "A"],
        ["R2", "4A", "9", "甲", "A"],
        ["R4", "4A", "3", "丁", "D"],
      ],
      lookups,
      { ...options, full: true },
    );
    expect(check.counts).toMatchObject({ added: 1, updated: 1, unchanged: 1, left: 1, refused: 0 });
    expect(check.plan.left.map((s) => s.studentNo)).toEqual(["R3"]);
    // Not a whole roster: R3 keeps 4A 3, so R4 cannot have it.
    const partial = checkRoster(
      [
        ["Student number", "Class", "Class number", "Chinese name", "English name"],
        ["R4", "4A", "3", "丁", "D"],
      ],
      lookups,
      options,
    );
    expect(partial.problems).toEqual([
      {
        row: 2,
        column: "class_number",
        id: "roster.error.seatTaken",
        values: { className: "4A", classNumber: 3, studentNo: "R3" },
      },
    ]);
  });
});

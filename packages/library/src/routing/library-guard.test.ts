import { describe, expect, it } from "vitest";
import { libraryGuard } from "./library-guard";

const stored = (code: string | null, id: number | null = code ? 1 : null) => ({ code, id });

describe("entering the library (spec §2)", () => {
  it("looks the school up when the URL names a school the session does not know", () => {
    expect(
      libraryGuard({
        pathname: "/library/home",
        search: "?xschoolCode=DEMO",
        stored: stored(null),
      }),
    ).toEqual({ kind: "lookup", schoolCode: "DEMO" });
  });

  it("looks the school up again when the URL names another school than the session", () => {
    expect(
      libraryGuard({
        pathname: "/library/rank",
        search: "?xschoolCode=OTHER",
        stored: stored("DEMO"),
      }),
    ).toEqual({ kind: "lookup", schoolCode: "OTHER" });
  });

  it("looks the school up when the session has its code but not yet its id", () => {
    expect(
      libraryGuard({
        pathname: "/library/rank",
        search: "?xschoolCode=DEMO",
        stored: stored("DEMO", null),
      }),
    ).toEqual({ kind: "lookup", schoolCode: "DEMO" });
  });

  it("proceeds when the URL and the session name the same school", () => {
    expect(
      libraryGuard({
        pathname: "/library/rank",
        search: "?xschoolCode=DEMO",
        stored: stored("DEMO"),
      }),
    ).toEqual({ kind: "proceed" });
  });

  it("re-enters with the stored code added when the URL lacks it, keeping the rest of the query", () => {
    expect(
      libraryGuard({ pathname: "/library/bookdetail", search: "?id=42", stored: stored("DEMO") }),
    ).toEqual({ kind: "redirect", to: "/library/bookdetail?id=42&xschoolCode=DEMO" });
  });

  it("uses the signed-in user's school when neither the URL nor the session has one", () => {
    expect(
      libraryGuard({
        pathname: "/library/home",
        search: "",
        stored: stored(null),
        userSchoolCode: "DEMO",
      }),
    ).toEqual({ kind: "redirect", to: "/library/home?xschoolCode=DEMO" });
  });

  it("the session's school wins over the user's own school (a parent browsing another school)", () => {
    expect(
      libraryGuard({
        pathname: "/library/home",
        search: "",
        stored: stored("OTHER", 2),
        userSchoolCode: "DEMO",
      }),
    ).toEqual({ kind: "redirect", to: "/library/home?xschoolCode=OTHER" });
  });

  it("has no school to show when nobody names one", () => {
    expect(libraryGuard({ pathname: "/library/home", search: "", stored: stored(null) })).toEqual({
      kind: "noSchool",
    });
  });

  it("treats a blank code as none", () => {
    expect(
      libraryGuard({
        pathname: "/library/home",
        search: "?xschoolCode=%20",
        stored: stored("DEMO"),
      }),
    ).toEqual({ kind: "redirect", to: "/library/home?xschoolCode=DEMO" });
  });
});

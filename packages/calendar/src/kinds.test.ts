import { describe, expect, it } from "vitest";
import { DEFAULT_LIST_KINDS, kindsOf, personColours } from "./kinds";

describe("kindsOf", () => {
  it("lists everything but lessons unless the address asks otherwise", () => {
    expect(kindsOf(new URLSearchParams())).toEqual(DEFAULT_LIST_KINDS);
    expect(DEFAULT_LIST_KINDS).not.toContain("lesson");
  });

  it("reads the kinds the address names, in the contract's order, ignoring unknown ones", () => {
    expect(kindsOf(new URLSearchParams("kinds=exam,lesson,party"))).toEqual(["lesson", "exam"]);
    expect(kindsOf(new URLSearchParams("kinds=party"))).toEqual(DEFAULT_LIST_KINDS);
  });
});

describe("personColours", () => {
  it("gives each child of a view a colour of their own", () => {
    const colours = personColours([{ id: 2 }, { id: 3 }]);
    expect(colours.get(2)).not.toBe(colours.get(3));
  });
});

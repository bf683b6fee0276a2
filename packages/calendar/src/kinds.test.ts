import type { CalendarKindInfo } from "@campus/contract";
import { describe, expect, it } from "vitest";
import { askedKinds, isDefaultChoice, kindOf, personColours, shownKinds } from "./kinds";

const kind = (id: string, listed = true): CalendarKindInfo => ({
  id,
  name: id,
  names: `${id}s`,
  colour: "#175cd3",
  listed,
});
const KINDS = [kind("lesson", false), kind("event"), kind("exam"), kind("library")];

describe("the kinds a list shows", () => {
  it("lists the kinds the answer lists unless the address asks otherwise", () => {
    expect(askedKinds(new URLSearchParams())).toEqual([]);
    expect(shownKinds(KINDS, [])).toEqual(["event", "exam", "library"]);
    expect(isDefaultChoice(KINDS, ["library", "event", "exam"])).toBe(true);
    expect(isDefaultChoice(KINDS, ["event", "exam"])).toBe(false);
  });

  it("reads the kinds the address names in the answer's order, passing over unknown ones", () => {
    const asked = askedKinds(new URLSearchParams("kinds=exam,lesson,party,<b>"));
    expect(asked).toEqual(["exam", "lesson", "party"]);
    expect(shownKinds(KINDS, asked)).toEqual(["lesson", "exam"]);
    expect(shownKinds(KINDS, ["party"])).toEqual(["event", "exam", "library"]);
  });

  it("gives an item of a kind the answer does not name a neutral mark and no name", () => {
    expect(kindOf(KINDS, "library").names).toBe("librarys");
    expect(kindOf(KINDS, "party")).toMatchObject({ name: "", colour: "#565d69" });
  });
});

describe("personColours", () => {
  it("gives each child of a view a colour of their own", () => {
    const colours = personColours([{ id: 2 }, { id: 3 }]);
    expect(colours.get(2)).not.toBe(colours.get(3));
  });
});

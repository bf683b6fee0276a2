import { describe, expect, it } from "vitest";
import type { CalendarSource } from "../../server-feature";
import { calendarKinds, kindsAnswer, kindsListed } from "./kinds";

const source = (id: string, kind: string): CalendarSource => ({
  id,
  kinds: [
    { id: kind, name: "library.calendar.kind", names: "library.calendar.kinds", colour: "#6941c6" },
  ],
  items: () => Promise.resolve([]),
});

describe("the calendar's kinds", () => {
  it("are its own, then each source's, named in the reader's language", () => {
    const kinds = calendarKinds([source("library", "library")]);
    expect(kinds.map((kind) => kind.id)).toEqual(["lesson", "event", "exam", "holiday", "library"]);
    expect(kindsAnswer(kinds, "zh-CN").at(-1)).toEqual({
      id: "library",
      name: "图书馆",
      names: "图书馆",
      colour: "#6941c6",
      listed: true,
    });
  });

  it("refuse a kind declared twice or malformed, so the app does not start", () => {
    expect(() => calendarKinds([source("a", "library"), source("b", "library")])).toThrow(
      /declared twice/,
    );
    expect(() => calendarKinds([source("a", "exam")])).toThrow(/declared twice/);
    expect(() => calendarKinds([source("a", "Library!")])).toThrow(/malformed/);
  });

  it("list those asked that it knows, else those listed unless asked; `*` every one", () => {
    const kinds = calendarKinds([source("library", "library")]);
    expect([...kindsListed(kinds, undefined)]).toEqual(["event", "exam", "holiday", "library"]);
    expect([...kindsListed(kinds, ["library", "party"])]).toEqual(["library"]);
    expect([...kindsListed(kinds, ["party"])]).toEqual(["event", "exam", "holiday", "library"]);
    expect(kindsListed(kinds, ["*"]).size).toBe(5);
  });
});

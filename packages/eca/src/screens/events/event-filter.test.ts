import { describe, expect, it } from "vitest";
import { filterOf } from "./event-filter";

describe("the event list's filters in the address", () => {
  it("reads every filter", () => {
    const filter = filterOf(
      new URLSearchParams(
        "year=2026&semester=first&category=3&tag=7&region=asia&grade=P4&status=pending&source=parent&q=%20游泳%20&mine=1",
      ),
    );
    expect(filter).toEqual({
      school_year: 2026,
      semester: "first",
      category_id: 3,
      tag_id: 7,
      region: "asia",
      grade: "P4",
      status: "pending",
      source: "parent",
      q: "游泳",
      mine: true,
    });
  });

  it("drops stray values instead of sending a call the server would refuse", () => {
    const filter = filterOf(
      new URLSearchParams(
        "year=26&semester=third&category=-1&tag=x&region=moon&grade=P9&status=approved&source=x&q=%20&mine=yes",
      ),
    );
    expect(Object.values(filter).every((v) => v === undefined)).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { firstTaps, tapTime } from "./gate";

describe("a gate's tap times", () => {
  it("reads a time however the gate wrote it", () => {
    expect(tapTime("08:03")).toBe("08:03");
    expect(tapTime("8:03:15")).toBe("08:03");
    expect(tapTime("2026-12-02 08:03:15")).toBe("08:03");
    expect(tapTime("2026-12-02T17:45")).toBe("17:45");
    expect(tapTime("24:00")).toBeNull();
    expect(tapTime("08:60")).toBeNull();
    expect(tapTime("2026-12-02")).toBeNull();
    expect(tapTime("")).toBeNull();
  });

  it("keeps each student's first tap, by the columns' names or else the first two", () => {
    const named = firstTaps([
      ["Time", "Gate", "Student No."],
      ["12:30", "B", "s1"],
      ["07:55", "A", "s1"],
      ["08:10", "A", "s2"],
      ["", "A", "s3"],
    ]);
    expect(named).toEqual({
      taps: new Map([
        ["s1", "07:55"],
        ["s2", "08:10"],
      ]),
      rows: 3,
    });
    const bare = firstTaps([
      ["s1", "08:01"],
      ["s1", "07:59"],
    ]);
    expect(bare.taps.get("s1")).toBe("07:59");
    // A workbook's time cell.
    expect(firstTaps([["s4", new Date(Date.UTC(1899, 11, 30, 7, 45))]]).taps.get("s4")).toBe(
      "07:45",
    );
  });
});

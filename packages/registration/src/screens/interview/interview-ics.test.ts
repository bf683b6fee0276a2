import { describe, expect, it } from "vitest";
import { interviewIcs } from "./interview-ics";

const event = {
  uid: "interview-0123abcd@campus",
  startsAt: "2026-12-05T01:30:00.000Z",
  endsAt: "2026-12-05T02:15:00.000Z",
  title: "校園示範學校 入學面試（A 組）",
  place: "本校禮堂, 1/F; 正門入",
  description: "申請編號 A2027-00012\n請帶同此二維碼",
};

describe("interviewIcs", () => {
  it("is one event in UTC with its text escaped, lines ending in CRLF", () => {
    const ics = interviewIcs(event, new Date("2026-11-24T08:00:00Z"));
    expect(ics.split("\r\n")).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Campus//Registration//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "BEGIN:VEVENT",
      "UID:interview-0123abcd@campus",
      "DTSTAMP:20261124T080000Z",
      "DTSTART:20261205T013000Z",
      "DTEND:20261205T021500Z",
      "SUMMARY:校園示範學校 入學面試（A 組）",
      "LOCATION:本校禮堂\\, 1/F\\; 正門入",
      "DESCRIPTION:申請編號 A2027-00012\\n請帶同此二維碼",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ]);
  });

  it("folds a long line at 75 octets without splitting a character", () => {
    const ics = interviewIcs({ ...event, description: "面".repeat(40) }, new Date());
    const line = ics.split("\r\n").findIndex((l) => l.startsWith("DESCRIPTION:"));
    const lines = ics.split("\r\n");
    expect(new TextEncoder().encode(lines[line]!).length).toBeLessThanOrEqual(75);
    expect(lines[line + 1]!.startsWith(" ")).toBe(true);
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain(`DESCRIPTION:${"面".repeat(40)}\r\n`);
  });
});

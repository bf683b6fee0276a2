import fc from "fast-check";
import ICAL from "ical.js";
import { afterEach, describe, expect, it } from "vitest";
import { icsCalendar, type IcsCalendar, type IcsEvent } from "./ics";

/*
 * The feed is read by clients we do not control (Apple, Google, Outlook), so every test reads
 * the output back with an independent parser (ical.js) or checks what strict parsers refuse to
 * forgive: octet-long lines, bare LFs, zones without a VTIMEZONE, floating DTSTAMPs.
 */

const NOW = new Date("2026-11-20T03:04:05.678Z");

/** An instant range, from two ISO instants. */
const timed = (start: string, end: string): IcsEvent["when"] => ({
  allDay: false,
  start: new Date(start),
  end: new Date(end),
});
/** Whole days, the last one included. */
const days = (start: string, end: string): IcsEvent["when"] => ({ allDay: true, start, end });

/** 08:30–10:00 in Hong Kong on Wednesday 25 November 2026: 00:30–02:00 UTC. */
const parentsDay: IcsEvent = {
  uid: "event-12@campus.example",
  summary: "家長日, 陸運會; 1\\2",
  description: "請帶備:\n1. 手冊, 筆; 2. 學生證\\證件\r\n\r\n地點見通告。",
  location: "禮堂, 二樓; Hall \\ 2/F",
  url: "https://campus.example/calendar/items/12?view=day,week",
  categories: ["Parents, teachers", "學校活動", "a;b"],
  when: timed("2026-11-25T00:30:00Z", "2026-11-25T02:00:00Z"),
  updatedAt: new Date("2026-11-18T09:15:00.250Z"),
};

/** Christmas holidays: 25 December to New Year's Day inclusive. */
const christmas: IcsEvent = {
  uid: "holiday-3@campus.example",
  summary: "聖誕節假期",
  when: days("2026-12-25", "2027-01-01"),
};

const calendar = (events: IcsEvent[], more: Partial<IcsCalendar> = {}): IcsCalendar => ({
  name: "陳小明 · 校園示範學校",
  timeZone: "Asia/Hong_Kong",
  events,
  now: NOW,
  ...more,
});

const unfold = (ics: string) => ics.replace(/\r\n /g, "");
/** The physical lines, without their CRLF (the text ends with one, so the last piece is ""). */
const physicalLines = (ics: string) => ics.split("\r\n").slice(0, -1);
const logicalLines = (ics: string) => physicalLines(unfold(ics));

/** Parses with ical.js, registering the feed's own VTIMEZONEs so TZIDs resolve through them. */
function parse(ics: string) {
  const root = new ICAL.Component(ICAL.parse(ics));
  for (const zone of root.getAllSubcomponents("vtimezone"))
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const events = root.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
  return { root, events };
}

afterEach(() => ICAL.TimezoneService.reset());

describe("the calendar", () => {
  it("has the header, one VTIMEZONE and the events, in order, with CRLF everywhere", () => {
    const ics = icsCalendar(calendar([parentsDay, christmas]));
    const lines = logicalLines(ics);
    expect(lines.slice(0, 16)).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Campus//Calendar//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "X-WR-CALNAME:陳小明 · 校園示範學校",
      "X-WR-TIMEZONE:Asia/Hong_Kong",
      "BEGIN:VTIMEZONE",
      "TZID:Asia/Hong_Kong",
      "BEGIN:STANDARD",
      "DTSTART:19700101T000000",
      "TZOFFSETFROM:+0800",
      "TZOFFSETTO:+0800",
      "TZNAME:HKT",
      "END:STANDARD",
      "END:VTIMEZONE",
    ]);
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(2);
    expect(lines.at(-1)).toBe("END:VCALENDAR");
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics).not.toMatch(/[^\r]\n/);
    expect(ics).not.toMatch(/\r(?!\n)/);
  });

  it("reads back in ical.js: name, summary, description, location, url, categories", () => {
    const { root, events } = parse(icsCalendar(calendar([parentsDay, christmas])));
    expect(root.getFirstPropertyValue("x-wr-calname")).toBe("陳小明 · 校園示範學校");
    const [event] = events;
    expect(event!.uid).toBe("event-12@campus.example");
    expect(event!.summary).toBe("家長日, 陸運會; 1\\2");
    // CRs are dropped: CRLF becomes the newline it stands for.
    expect(event!.description).toBe("請帶備:\n1. 手冊, 筆; 2. 學生證\\證件\n\n地點見通告。");
    expect(event!.location).toBe("禮堂, 二樓; Hall \\ 2/F");
    expect(event!.component.getFirstPropertyValue("url")).toBe(parentsDay.url);
    expect(event!.component.getFirstProperty("categories")!.getValues()).toEqual([
      "Parents, teachers",
      "學校活動",
      "a;b",
    ]);
  });

  it("reminds with a VALARM the client reads back, and refuses a reminder that is no duration", () => {
    const due = {
      ...christmas,
      uid: "due-1@campus.example",
      alarm: { before: "PT15H", text: "還書" },
    };
    const { events } = parse(icsCalendar(calendar([due, parentsDay])));
    const [alarm] = events[0]!.component.getAllSubcomponents("valarm");
    expect(alarm!.getFirstPropertyValue("action")).toBe("DISPLAY");
    expect(alarm!.getFirstPropertyValue("description")).toBe("還書");
    expect(alarm!.getFirstPropertyValue("trigger")!.toString()).toBe("-PT15H");
    expect(events[1]!.component.getAllSubcomponents("valarm")).toEqual([]);
    for (const before of ["P", "PT", "15H", "-P1D", "P1DT", "P1W\nX"])
      expect(() => icsCalendar(calendar([{ ...due, alarm: { before, text: "x" } }]))).toThrow(
        /not a duration/,
      );
  });

  it("escapes TEXT per RFC 5545 3.3.11", () => {
    const lines = logicalLines(icsCalendar(calendar([parentsDay])));
    expect(lines).toContain("SUMMARY:家長日\\, 陸運會\\; 1\\\\2");
    expect(lines).toContain(
      "DESCRIPTION:請帶備:\\n1. 手冊\\, 筆\\; 2. 學生證\\\\證件\\n\\n地點見通告。",
    );
    expect(lines).toContain("CATEGORIES:Parents\\, teachers,學校活動,a\\;b");
    // A URI is not TEXT: its commas stay as they are.
    expect(lines).toContain("URL:https://campus.example/calendar/items/12?view=day,week");
  });

  it("leaves out what an event does not have", () => {
    const lines = logicalLines(icsCalendar(calendar([christmas])));
    const event = lines.slice(lines.indexOf("BEGIN:VEVENT"));
    expect(event.map((line) => line.split(/[:;]/)[0])).toEqual([
      "BEGIN",
      "UID",
      "DTSTAMP",
      "DTSTART",
      "DTEND",
      "SUMMARY",
      "END",
      "END",
    ]);
  });
});

describe("times", () => {
  it("writes a timed event in Hong Kong wall time under its TZID, read back as the right instant", () => {
    const ics = icsCalendar(calendar([parentsDay]));
    expect(logicalLines(ics)).toContain("DTSTART;TZID=Asia/Hong_Kong:20261125T083000");
    expect(logicalLines(ics)).toContain("DTEND;TZID=Asia/Hong_Kong:20261125T100000");
    const [event] = parse(ics).events;
    expect(event!.startDate.zone!.tzid).toBe("Asia/Hong_Kong");
    expect(event!.startDate.toJSDate().toISOString()).toBe("2026-11-25T00:30:00.000Z");
    expect(event!.endDate.toJSDate().toISOString()).toBe("2026-11-25T02:00:00.000Z");
  });

  it("writes all-day days as DATEs, DTEND the day after the last (here across a year)", () => {
    const ics = icsCalendar(calendar([christmas]));
    expect(logicalLines(ics)).toContain("DTSTART;VALUE=DATE:20261225");
    expect(logicalLines(ics)).toContain("DTEND;VALUE=DATE:20270102");
    const [event] = parse(ics).events;
    expect(event!.startDate.isDate).toBe(true);
    expect(event!.startDate.toString()).toBe("2026-12-25");
    expect(event!.endDate.toString()).toBe("2027-01-02");
    expect(event!.duration.toString()).toBe("P8D");
  });

  it("makes a one-day event one day long, also on 28 February and 29 February", () => {
    const oneDay = (day: string) =>
      logicalLines(icsCalendar(calendar([{ ...christmas, when: days(day, day) }]))).filter((line) =>
        /^DT(START|END);VALUE=DATE:/.test(line),
      );
    expect(oneDay("2026-09-01")).toEqual([
      "DTSTART;VALUE=DATE:20260901",
      "DTEND;VALUE=DATE:20260902",
    ]);
    expect(oneDay("2027-02-28")).toEqual([
      "DTSTART;VALUE=DATE:20270228",
      "DTEND;VALUE=DATE:20270301",
    ]);
    expect(oneDay("2028-02-28")[1]).toBe("DTEND;VALUE=DATE:20280229");
    expect(oneDay("2028-02-29")[1]).toBe("DTEND;VALUE=DATE:20280301");
  });

  it("stamps every event in UTC, and LAST-MODIFIED too", () => {
    const lines = logicalLines(icsCalendar(calendar([parentsDay, christmas])));
    const stamps = lines.filter((line) => line.startsWith("DTSTAMP"));
    expect(stamps).toEqual(["DTSTAMP:20261120T030405Z", "DTSTAMP:20261120T030405Z"]);
    expect(lines).toContain("LAST-MODIFIED:20261118T091500Z");
    const [event] = parse(icsCalendar(calendar([parentsDay]))).events;
    const stamp = event!.component.getFirstPropertyValue("dtstamp") as ICAL.Time;
    expect(stamp.zone).toBe(ICAL.Timezone.utcTimezone);
  });

  it("gives every TZID it uses a VTIMEZONE", () => {
    for (const timeZone of ["Asia/Hong_Kong", "Asia/Macau", "Asia/Shanghai", "Asia/Taipei"]) {
      const lines = logicalLines(icsCalendar(calendar([parentsDay, christmas], { timeZone })));
      const used = new Set(lines.flatMap((line) => line.match(/;TZID=([^:;]+)/)?.[1] ?? []));
      const defined = new Set(lines.flatMap((line) => line.match(/^TZID:(.+)$/)?.[1] ?? []));
      expect([...used]).toEqual([timeZone]);
      expect([...defined]).toEqual([timeZone]);
      expect(lines).toContain(timeZone === "Asia/Hong_Kong" ? "TZNAME:HKT" : "TZNAME:CST");
      // Macau, Shanghai and Taipei keep the same UTC+8: the same wall time as Hong Kong.
      expect(lines).toContain(`DTSTART;TZID=${timeZone}:20261125T083000`);
    }
  });

  it("computes the VTIMEZONE of any other fixed-offset zone from Intl", () => {
    const ics = icsCalendar(calendar([parentsDay], { timeZone: "Asia/Kolkata" }));
    const lines = logicalLines(ics);
    expect(lines).toContain("TZOFFSETTO:+0530");
    expect(lines).toContain("TZNAME:GMT+5:30");
    expect(lines).toContain("DTSTART;TZID=Asia/Kolkata:20261125T060000");
    const [event] = parse(ics).events;
    expect(event!.startDate.toJSDate().toISOString()).toBe("2026-11-25T00:30:00.000Z");

    const utc = logicalLines(icsCalendar(calendar([parentsDay], { timeZone: "UTC" })));
    expect(utc).toContain("TZOFFSETFROM:+0000");
    expect(utc).toContain("DTSTART;TZID=UTC:20261125T003000");
    const west = logicalLines(icsCalendar(calendar([parentsDay], { timeZone: "Etc/GMT+10" })));
    expect(west).toContain("TZOFFSETTO:-1000");
    expect(west).toContain("DTSTART;TZID=Etc/GMT+10:20261124T143000");
  });

  it("writes an instant from a year the zone kept summer time in UTC, not at the wrong offset", () => {
    // Hong Kong kept summer time until 1979: 1 July 1975 was UTC+9.
    const old: IcsEvent = {
      uid: "old@campus.example",
      summary: "1975",
      when: timed("1975-07-01T00:00:00Z", "1975-07-01T01:00:00Z"),
    };
    const ics = icsCalendar(calendar([old]));
    expect(logicalLines(ics)).toContain("DTSTART:19750701T000000Z");
    const [event] = parse(ics).events;
    expect(event!.startDate.toJSDate().toISOString()).toBe("1975-07-01T00:00:00.000Z");
  });

  it("leaves out DTEND of an event that ends as it starts, and refuses one that ends before", () => {
    const at = "2026-11-25T00:30:00Z";
    const instant = { ...parentsDay, when: timed(at, at) };
    const lines = logicalLines(icsCalendar(calendar([instant])));
    expect(lines.filter((line) => line.startsWith("DTEND"))).toEqual([]);
    const backwards = { ...parentsDay, when: timed(at, "2026-11-25T00:29:59Z") };
    expect(() => icsCalendar(calendar([backwards]))).toThrow(/ends before it starts/);
    const dayBefore = { ...christmas, when: days("2026-12-25", "2026-12-24") };
    expect(() => icsCalendar(calendar([dayBefore]))).toThrow(/ends before it starts/);
  });

  it("refuses days and dates that are not valid", () => {
    for (const day of ["2026-02-30", "2026-12-25T00:00", "25/12/2026", ""]) {
      const event = { ...christmas, when: days(day, "2026-12-31") };
      expect(() => icsCalendar(calendar([event]))).toThrow(/is not a YYYY-MM-DD day/);
    }
    const invalid = { ...parentsDay, when: timed("2026-11-25T00:30:00Z", "nonsense") };
    expect(() => icsCalendar(calendar([invalid]))).toThrow(/not a valid date/);
    expect(() => icsCalendar(calendar([], { now: new Date(NaN) }))).toThrow(/not a valid date/);
  });
});

describe("zones", () => {
  it("refuses a zone with daylight saving time", () => {
    for (const timeZone of ["Europe/London", "America/New_York", "Australia/Sydney"])
      expect(() => icsCalendar(calendar([parentsDay], { timeZone }))).toThrow(
        /only fixed-offset zones are supported/,
      );
  });

  it("refuses a name that is not an IANA zone", () => {
    expect(() => icsCalendar(calendar([], { timeZone: "Mars/Olympus_Mons" }))).toThrow(RangeError);
    expect(() => icsCalendar(calendar([], { timeZone: "Asia/Hong_Kong;X=1" }))).toThrow(
      /not an IANA zone name/,
    );
  });

  describe("whatever zone the server's clock is in", () => {
    const original = process.env.TZ;
    afterEach(() => {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    });

    it("writes the same feed under TZ=UTC, America/Los_Angeles and Asia/Hong_Kong", () => {
      // On the days Los Angeles changes its clocks too (8 March, 1 November 2026).
      const events = [
        parentsDay,
        christmas,
        { ...christmas, uid: "dst@campus.example", when: days("2026-11-01", "2026-11-01") },
        {
          ...parentsDay,
          uid: "late@campus.example",
          when: timed("2026-03-08T09:30:00Z", "2026-03-08T10:15:00Z"),
        },
      ];
      const feeds = ["UTC", "America/Los_Angeles", "Asia/Hong_Kong"].map((tz) => {
        process.env.TZ = tz;
        // The process's clock really moved: the local hour of 00:30 UTC differs in each.
        const localHour = new Date("2026-11-25T00:30:00Z").getHours();
        return { localHour, ics: icsCalendar(calendar(events)) };
      });
      expect(feeds.map((feed) => feed.localHour)).toEqual([0, 16, 8]);
      expect(feeds[1]!.ics).toBe(feeds[0]!.ics);
      expect(feeds[2]!.ics).toBe(feeds[0]!.ics);
      const lines = logicalLines(feeds[0]!.ics);
      expect(lines).toContain("DTSTART;TZID=Asia/Hong_Kong:20261125T083000");
      expect(lines).toContain("DTSTART;TZID=Asia/Hong_Kong:20260308T173000");
      expect(lines).toContain("DTEND;VALUE=DATE:20261102");
    });
  });
});

describe("generations of the feed", () => {
  it("gives the same input the same output, and the same UIDs when only `now` moves on", () => {
    const events = [parentsDay, christmas];
    const uids = (ics: string) => logicalLines(ics).filter((line) => line.startsWith("UID:"));
    const first = icsCalendar(calendar(events));
    expect(icsCalendar(calendar(events))).toBe(first);
    const later = icsCalendar(calendar(events, { now: new Date("2026-11-21T00:00:00Z") }));
    expect(uids(later)).toEqual(["UID:event-12@campus.example", "UID:holiday-3@campus.example"]);
    expect(uids(later)).toEqual(uids(first));
    // Only DTSTAMP changes.
    const withoutStamps = (ics: string) =>
      logicalLines(ics).filter((line) => !line.startsWith("DTSTAMP"));
    expect(withoutStamps(later)).toEqual(withoutStamps(first));
  });
});

describe("line folding", () => {
  const titles = [
    "校園開放日暨家長教師會周年大會",
    "中一新生適應課程（第二階段）及家長講座",
    "Sports Day 陸運會 — 請於上午七時四十五分前到達將軍澳運動場集合",
    "🎄 聖誕聯歡會 🎁 Christmas party 🎅",
  ];
  /** Long Chinese titles and descriptions, shifted by ASCII so folds fall at every offset. */
  const longEvents: IcsEvent[] = Array.from({ length: 24 }, (_, i) => ({
    uid: `event-${i}@campus.example`,
    summary: "x".repeat(i % 5) + titles[i % titles.length]!.repeat(1 + (i % 4)),
    description: "a".repeat(i) + "本活動由學生會主辦，歡迎全體同學及家長參加。".repeat(i + 1),
    location: "y".repeat(i % 3) + "香港將軍澳運動場（港鐵將軍澳站 B 出口步行約十分鐘）",
    categories: ["學校活動", "陸運會".repeat(i)],
    when: days("2026-12-01", "2026-12-01"),
  }));

  it("keeps every line of a calendar full of Chinese within 75 octets", () => {
    const ics = icsCalendar(calendar(longEvents));
    const lines = physicalLines(ics);
    expect(lines.some((line) => Buffer.byteLength(line) > 70)).toBe(true);
    for (const line of lines) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
  });

  it("never splits a character: each line is whole UTF-8", () => {
    for (const line of physicalLines(icsCalendar(calendar(longEvents))))
      expect(Buffer.from(line, "utf8").toString("utf8")).toBe(line);
  });

  it("folds only where the next character would not fit", () => {
    const lines = physicalLines(icsCalendar(calendar(longEvents)));
    lines.forEach((line, i) => {
      const next = lines[i + 1];
      if (!next?.startsWith(" ")) return;
      const firstChar = String.fromCodePoint(next.codePointAt(1)!);
      expect(Buffer.byteLength(line + firstChar)).toBeGreaterThan(75);
    });
  });

  it("restores the exact text when unfolded", () => {
    const ics = icsCalendar(calendar(longEvents));
    const unfolded = unfold(ics);
    for (const event of longEvents) {
      // These titles hold no character TEXT escapes (the commas are full-width).
      expect(unfolded).toContain(`\r\nSUMMARY:${event.summary}\r\n`);
      expect(unfolded).toContain(`\r\nDESCRIPTION:${event.description}\r\n`);
    }
    const parsed = parse(ics).events;
    expect(parsed.map((event) => event.summary)).toEqual(longEvents.map((e) => e.summary));
    expect(parsed.map((event) => event.description)).toEqual(longEvents.map((e) => e.description));
  });

  it("fills a line to exactly 75 octets, the continuation's space counted", () => {
    const summaryLines = (summary: string) => {
      const lines = physicalLines(icsCalendar(calendar([{ ...christmas, summary }])));
      const at = lines.findIndex((line) => line.startsWith("SUMMARY:"));
      const end = lines.findIndex((line, i) => i > at && !line.startsWith(" "));
      return lines.slice(at, end);
    };
    // "SUMMARY:" is 8 octets; a Chinese character 3; an emoji 4.
    expect(summaryLines("a".repeat(67))).toEqual([`SUMMARY:${"a".repeat(67)}`]);
    expect(summaryLines("a".repeat(68))).toEqual([`SUMMARY:${"a".repeat(67)}`, " a"]);
    expect(summaryLines("a" + "一".repeat(22))).toEqual([`SUMMARY:a${"一".repeat(22)}`]);
    expect(summaryLines("ab" + "一".repeat(22))).toEqual([`SUMMARY:ab${"一".repeat(21)}`, " 一"]);
    expect(summaryLines("a".repeat(65) + "😀")).toEqual([`SUMMARY:${"a".repeat(65)}`, " 😀"]);
    // A continuation holds 74 octets after its space: 24 Chinese characters (72), not 25 (75).
    const long = summaryLines("一".repeat(22 + 24 + 1));
    expect(long.map((line) => Buffer.byteLength(line))).toEqual([74, 73, 4]);
  });

  it("folds any text, whatever characters it holds, and ical.js reads it back", () => {
    const unit = fc.oneof(
      fc.constantFrom("\\", ";", ",", ":", "\n", "\r", "\r\n", "\t", " ", "a", "é", "😀", "\u0000"),
      fc.integer({ min: 0x4e00, max: 0x9fff }).map((cp) => String.fromCodePoint(cp)),
      fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
    );
    const text = fc.string({ unit, minLength: 1, maxLength: 120 });
    /** What TEXT can carry: control characters other than tab and newline are dropped. */
    const carried = (value: string) => value.replace(/(?![\t\n])\p{Cc}/gu, "");
    // ical.js splits CATEGORIES at a comma after any backslash, even an escaped one (`a\\,b` is
    // one value to it): no category here ends with a backslash.
    const tag = text.filter((value) => !carried(value).endsWith("\\"));
    fc.assert(
      fc.property(text, text, fc.array(tag, { maxLength: 3 }), (summary, description, tags) => {
        const ics = icsCalendar(
          calendar([{ ...christmas, summary, description, categories: tags }]),
        );
        for (const line of physicalLines(ics)) {
          expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
          expect(Buffer.from(line).toString()).toBe(line);
        }
        expect(ics).not.toMatch(/[^\r]\n|\r(?!\n)/);
        const [event] = parse(ics).events;
        expect(event!.summary).toBe(carried(summary));
        expect(event!.description ?? "").toBe(carried(description));
        const categories = event!.component.getFirstProperty("categories");
        // A category left empty is left out.
        const written = tags.map(carried).filter((tag) => tag !== "");
        expect(categories?.getValues() ?? []).toEqual(written);
      }),
      { seed: 5545, numRuns: 300 },
    );
  });
});

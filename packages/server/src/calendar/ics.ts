/**
 * A small iCalendar (RFC 5545) writer for the calendar's subscribable feed: one VCALENDAR with a
 * VTIMEZONE for the school's zone and a VEVENT per item. No dependency, on purpose; we tried two:
 *
 * - `ics` folds long lines by characters, not octets: a line of Chinese came out at 150 octets,
 *   twice what RFC 5545 3.1 allows, and strict clients cut or refuse it.
 * - `ical-generator`, given a zone, wrote the server clock's wall time under that TZID: 09:00 in
 *   Hong Kong came out 8 hours early on a server running in UTC.
 *
 * So the choices here are:
 * - Wall times come from the instant through Intl.DateTimeFormat in the school's zone, never from
 *   the process's local clock (getHours and friends), so the output is the same whatever TZ the
 *   server runs in.
 * - Only fixed-offset zones are supported (documented limit): every school we serve keeps UTC+8
 *   all year, so the VTIMEZONE is one STANDARD rule from 1970 with the offset at `now`. A zone whose
 *   offset differs between January and July is refused with an error rather than written wrong.
 *   An instant whose offset in the zone is not that one (a historical date in a year the zone kept
 *   summer time) is written in UTC instead, which every client reads right.
 * - Lines fold at 75 octets of UTF-8, the leading space of a continuation counted, and never
 *   inside a character (a Chinese character is 3 octets, an emoji 4: a surrogate pair).
 * - TEXT is escaped per RFC 5545 3.3.11 (\\ \; \, \n); CR and other control characters, which
 *   TEXT may not hold, are dropped.
 * - Lines end with CRLF, the last one too.
 */

export interface IcsEvent {
  /** Stable across generations of the feed, e.g. "event-12@campus.example" — caller provides. */
  uid: string;
  summary: string;
  description?: string;
  location?: string;
  /** Link back to the item in the portal. */
  url?: string;
  categories?: string[];
  /** Either all-day days (YYYY-MM-DD, `end` inclusive) or an instant range. */
  when: { allDay: true; start: string; end: string } | { allDay: false; start: Date; end: Date };
  /** When the item last changed (LAST-MODIFIED); optional. */
  updatedAt?: Date;
  /** A reminder (VALARM, DISPLAY) this long before it starts (an RFC 5545 duration: "P1D"). */
  alarm?: { before: string; text: string };
}

export interface IcsCalendar {
  /** X-WR-CALNAME, e.g. "陳小明 · 校園示範學校". */
  name: string;
  /** IANA zone the school keeps, e.g. "Asia/Hong_Kong". Timed events are written with TZID=<zone> in that zone's wall time. */
  timeZone: string;
  events: IcsEvent[];
  /** DTSTAMP for every event (UTC, ends with Z). */
  now: Date;
}

/** The abbreviations tzdata gives our schools' zones; any other zone gets Intl's "GMT+8" form. */
const ZONE_NAMES: Record<string, string> = {
  "Asia/Hong_Kong": "HKT",
  "Asia/Macau": "CST",
  "Asia/Shanghai": "CST",
  "Asia/Taipei": "CST",
};

const MAX_OCTETS = 75;

/** The whole feed, CRLF line ends included. */
export function icsCalendar(calendar: IcsCalendar): string {
  const { timeZone } = calendar;
  // An IANA name needs no quoting as a TZID parameter; anything else is not what we promise.
  if (!/^[\w+\-/]+$/.test(timeZone)) throw new Error(`${timeZone} is not an IANA zone name`);
  const zone = zoneClock(timeZone);
  const offset = zone(checked(calendar.now, "now")).offset;
  const year = calendar.now.getUTCFullYear();
  if (zone(new Date(Date.UTC(year, 0, 1))).offset !== zone(new Date(Date.UTC(year, 6, 1))).offset)
    throw new Error(
      `${timeZone} observes daylight saving time: only fixed-offset zones are supported`,
    );
  const zoneName =
    ZONE_NAMES[timeZone] ??
    new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "shortOffset" })
      .formatToParts(calendar.now)
      .find((part) => part.type === "timeZoneName")?.value ??
    "GMT";

  /** DTSTART/DTEND of a timed event: the zone's wall time, or UTC where the offset differs. */
  const instant = (name: string, at: Date) => {
    const wall = zone(at);
    return wall.offset === offset ? `${name};TZID=${timeZone}:${wall.time}` : `${name}:${utc(at)}`;
  };

  const event = (e: IcsEvent): string[] => {
    const lines = [`UID:${text(e.uid)}`, `DTSTAMP:${utc(calendar.now)}`];
    if (e.when.allDay) {
      const first = day(e.when.start, e.uid);
      const last = day(e.when.end, e.uid);
      if (last < first) throw new Error(`${e.uid}: it ends before it starts`);
      // DTEND of a DATE is exclusive: the day after the last one.
      lines.push(`DTSTART;VALUE=DATE:${first}`, `DTEND;VALUE=DATE:${day(e.when.end, e.uid, 1)}`);
    } else {
      const start = checked(e.when.start, `${e.uid} start`);
      const end = checked(e.when.end, `${e.uid} end`);
      if (end < start) throw new Error(`${e.uid}: it ends before it starts`);
      lines.push(instant("DTSTART", start));
      // An event with no DTEND ends when it starts (RFC 5545 3.6.1); DTEND must be later.
      if (end > start) lines.push(instant("DTEND", end));
    }
    lines.push(`SUMMARY:${text(e.summary)}`);
    if (e.description) lines.push(`DESCRIPTION:${text(e.description)}`);
    if (e.location) lines.push(`LOCATION:${text(e.location)}`);
    if (e.url) lines.push(`URL:${withoutControls(e.url)}`);
    const categories = (e.categories ?? []).map(text).filter((category) => category !== "");
    if (categories.length) lines.push(`CATEGORIES:${categories.join(",")}`);
    if (e.updatedAt) lines.push(`LAST-MODIFIED:${utc(checked(e.updatedAt, `${e.uid} updatedAt`))}`);
    if (e.alarm) {
      const { before } = e.alarm;
      if (
        !/^P(\d+D)?(T(\d+H)?(\d+M)?)?$/.test(before) ||
        !/\d/.test(before) ||
        before.endsWith("T")
      )
        throw new Error(`${e.uid}: ${e.alarm.before} is not a duration`);
      lines.push(
        "BEGIN:VALARM",
        "ACTION:DISPLAY",
        `DESCRIPTION:${text(e.alarm.text)}`,
        `TRIGGER:-${e.alarm.before}`,
        "END:VALARM",
      );
    }
    return ["BEGIN:VEVENT", ...lines, "END:VEVENT"];
  };

  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Campus//Calendar//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${text(calendar.name)}`,
    `X-WR-TIMEZONE:${text(timeZone)}`,
    "BEGIN:VTIMEZONE",
    `TZID:${timeZone}`,
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    `TZOFFSETFROM:${utcOffset(offset)}`,
    `TZOFFSETTO:${utcOffset(offset)}`,
    `TZNAME:${text(zoneName)}`,
    "END:STANDARD",
    "END:VTIMEZONE",
    ...calendar.events.flatMap(event),
    "END:VCALENDAR",
  ]
    .map((line) => fold(line) + "\r\n")
    .join("");
}

/**
 * A reader of wall time in a zone: for an instant, its local time as YYYYMMDDTHHMMSS and the
 * zone's offset from UTC then, in seconds. All from Intl, none from the process's clock.
 */
function zoneClock(timeZone: string) {
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
  return (at: Date) => {
    const parts: Record<string, string> = {};
    for (const part of format.formatToParts(at)) parts[part.type] = part.value;
    const n = (type: string) => Number(parts[type]);
    const wall = Date.UTC(n("year"), n("month") - 1, n("day"), n("hour"), n("minute"), n("second"));
    const seconds = Math.floor(at.getTime() / 1000) * 1000;
    return { time: basic(new Date(wall)), offset: (wall - seconds) / 1000 };
  };
}

/** 2026-11-25T00:30:00.000Z → 20261125T003000 (the UTC fields of a Date, as in toISOString). */
function basic(at: Date): string {
  return at.toISOString().slice(0, 19).replace(/[-:]/g, "");
}

function utc(at: Date): string {
  return `${basic(at)}Z`;
}

function checked(at: Date, what: string): Date {
  if (Number.isNaN(at.getTime())) throw new Error(`${what} is not a valid date`);
  return at;
}

/** YYYY-MM-DD (plus `after` days) → YYYYMMDD, computed in UTC so no clock's zone moves it. */
function day(value: string, uid: string, after = 0): string {
  const at = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || at.toISOString().slice(0, 10) !== value)
    throw new Error(`${uid}: ${JSON.stringify(value)} is not a YYYY-MM-DD day`);
  at.setUTCDate(at.getUTCDate() + after);
  return at.toISOString().slice(0, 10).replace(/-/g, "");
}

/** +0800, -0330 (with seconds only when a zone has them). */
function utcOffset(seconds: number): string {
  const abs = Math.abs(seconds);
  const pad = (n: number) => String(n).padStart(2, "0");
  const hhmm = `${pad(Math.floor(abs / 3600))}${pad(Math.floor(abs / 60) % 60)}`;
  return `${seconds < 0 ? "-" : "+"}${hhmm}${abs % 60 ? pad(abs % 60) : ""}`;
}

/** Control characters other than tab and newline: TEXT may not hold them (CR included). */
function withoutControls(value: string): string {
  return value.replace(/(?![\t\n])\p{Cc}/gu, "");
}

/** TEXT per RFC 5545 3.3.11: \ ; , escaped with a backslash, a newline as \n. */
function text(value: string): string {
  return withoutControls(value)
    .replace(/[\\;,]/g, "\\$&")
    .replace(/\n/g, "\\n");
}

/**
 * RFC 5545 3.1: lines of at most 75 octets, a continuation starting with one space (counted),
 * broken only between characters. Counting by code point keeps a surrogate pair whole; a lone
 * surrogate is counted as the 3 octets of the U+FFFD it is encoded as.
 */
function fold(line: string): string {
  let out = "";
  let octets = 0;
  for (const char of line) {
    const cp = char.codePointAt(0)!;
    const size = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    if (octets + size > MAX_OCTETS) {
      out += "\r\n ";
      octets = 1;
    }
    out += char;
    octets += size;
  }
  return out;
}

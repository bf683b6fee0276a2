/*
 * A booked interview as an iCalendar file (RFC 5545), for the family's own phone calendar: a
 * guardian has no school calendar of their own, so "add to calendar" hands the phone one event.
 */

/** A moment in iCalendar's UTC form: 20261205T013000Z. */
const stamp = (moment: Date) =>
  moment
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** Text as iCalendar keeps it: backslashes, semicolons, commas and line ends escaped. */
const text = (value: string) =>
  value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** Lines longer than 75 octets fold onto continuation lines beginning with a space. */
function fold(line: string): string {
  const bytes = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  for (const ch of line) {
    if (bytes.encode(current + ch).length > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = ch;
    } else current += ch;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export interface InterviewEvent {
  /** Unique and stable for the booking (a move keeps it: the phone updates the event). */
  uid: string;
  startsAt: string;
  endsAt: string;
  title: string;
  place: string;
  description: string;
}

export function interviewIcs(event: InterviewEvent, now: Date): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Campus//Registration//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(new Date(event.startsAt))}`,
    `DTEND:${stamp(new Date(event.endsAt))}`,
    `SUMMARY:${text(event.title)}`,
    `LOCATION:${text(event.place)}`,
    `DESCRIPTION:${text(event.description)}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(fold).join("\r\n") + "\r\n";
}

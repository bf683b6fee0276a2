import {
  CALENDAR_KIND_PATTERN,
  EVERY_KIND,
  type CalendarKindInfo,
  type Locale,
} from "@campus/contract";
import { translate } from "../messages";
import type { CalendarKindDeclaration, CalendarSource } from "../../server-feature";

/*
 * The kinds of item a calendar shows: the calendar's own, then each source's, in that order.
 * Every answer that shows items names them in the reader's language, so neither the calendar's
 * client nor its server knows a feature by name (decision 0039).
 */

/** The calendar's own kinds. Colours: marks beside words, each at least 3:1 against white. */
const OWN_KINDS: readonly CalendarKindDeclaration[] = [
  {
    id: "lesson",
    name: "calendar.kind.lesson",
    names: "calendar.kinds.lesson",
    colour: "#565d69",
    // Eight a day: listed when asked for.
    listed: false,
  },
  { id: "event", name: "calendar.kind.event", names: "calendar.kinds.event", colour: "#175cd3" },
  { id: "exam", name: "calendar.kind.exam", names: "calendar.kinds.exam", colour: "#b42318" },
  {
    id: "holiday",
    name: "calendar.kind.holiday",
    names: "calendar.kinds.holiday",
    colour: "#067647",
  },
];

/** What the calendar can show, for the app's sources; a kind declared twice is a mistake. */
export function calendarKinds(
  sources: readonly CalendarSource[],
): readonly CalendarKindDeclaration[] {
  const kinds = [...OWN_KINDS, ...sources.flatMap((source) => source.kinds)];
  const seen = new Set<string>();
  for (const kind of kinds) {
    if (!CALENDAR_KIND_PATTERN.test(kind.id) || seen.has(kind.id))
      throw new Error(`calendar: the kind "${kind.id}" is malformed or declared twice`);
    seen.add(kind.id);
  }
  return kinds;
}

/** The kinds as an answer names them, in the reader's language. */
export const kindsAnswer = (
  kinds: readonly CalendarKindDeclaration[],
  locale: Locale,
): CalendarKindInfo[] =>
  kinds.map((kind) => ({
    id: kind.id,
    name: translate(locale, kind.name),
    names: translate(locale, kind.names),
    colour: kind.colour,
    listed: kind.listed ?? true,
  }));

/**
 * The kinds a list shows: every one for `*`; else those asked for that the calendar knows (an
 * old link may name one it no longer shows), else those it lists unless asked.
 */
export function kindsListed(
  kinds: readonly CalendarKindDeclaration[],
  asked: readonly string[] | undefined,
): Set<string> {
  if (asked?.includes(EVERY_KIND)) return new Set(kinds.map((kind) => kind.id));
  const known = kinds.filter((kind) => asked?.includes(kind.id));
  return new Set(
    (known.length ? known : kinds.filter((kind) => kind.listed ?? true)).map((kind) => kind.id),
  );
}

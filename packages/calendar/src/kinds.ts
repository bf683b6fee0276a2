import {
  CALENDAR_KINDS,
  type CalendarKind,
  type CalendarPerson,
  type SchoolEventKind,
} from "@campus/contract";
import type { StatusTone } from "@campus/ui";
import type { CalendarMessageId } from "./messages/message-ids";

/*
 * The one place each kind of item gets its colour and its words (`calendar.kind.*`), and each
 * person of a parent's "all children" view their colour. Colours are marks beside words (a dot,
 * an edge), each at least 3:1 against white and the shaded day-off background.
 */

export const KIND_COLOURS = {
  lesson: "#565d69",
  event: "#175cd3",
  exam: "#b42318",
  holiday: "#067647",
  library: "#6941c6",
  eca: "#0e7490",
  interview: "#b54708",
} as const satisfies Record<CalendarKind, string>;

/** A message id, checked: a kind without its words in zh-TW does not compile. */
type Defined<Id extends CalendarMessageId> = Id;
type KindLabelId = Defined<`calendar.kind.${CalendarKind}`>;

/** A kind's name for one item ("Lesson": the detail page, a list's entry). */
export const kindLabel = (kind: CalendarKind): KindLabelId => `calendar.kind.${kind}`;

type KindsLabelId = Defined<`calendar.kinds.${CalendarKind}`>;
/** A kind's name for many ("Lessons": the filter's chips, the legend). */
export const kindsLabel = (kind: CalendarKind): KindsLabelId => `calendar.kinds.${kind}`;

/**
 * What the itinerary lists unless asked otherwise: everything but lessons (a timetable is
 * eight entries a day and would bury the rest).
 */
export const DEFAULT_LIST_KINDS: readonly CalendarKind[] = CALENDAR_KINDS.filter(
  (kind) => kind !== "lesson",
);

/** The kinds the address asks for (`kinds=event,exam`), else everything but lessons. */
export function kindsOf(params: URLSearchParams): CalendarKind[] {
  const asked = (params.get("kinds") ?? "").split(",");
  const kinds = CALENDAR_KINDS.filter((kind) => asked.includes(kind));
  return kinds.length ? kinds : [...DEFAULT_LIST_KINDS];
}

export const sameKinds = (a: readonly CalendarKind[], b: readonly CalendarKind[]) =>
  a.length === b.length && a.every((kind) => b.includes(kind));

/** Colours for the people of one view, in the order the server lists them. */
const PERSON_COLOURS = ["#175cd3", "#c11574", "#067647", "#b54708", "#6941c6", "#0e7490"];

export function personColours(people: readonly Pick<CalendarPerson, "id">[]) {
  return new Map(
    people.map((person, i) => [person.id, PERSON_COLOURS[i % PERSON_COLOURS.length]!]),
  );
}

/** The school office's kinds of event, as tags in its list. */
export const SCHOOL_EVENT_TONES = {
  event: "info",
  exam: "warning",
  holiday: "success",
  closure: "danger",
} as const satisfies Record<SchoolEventKind, StatusTone>;

type SchoolEventLabelId = Defined<`calendar.office.kind.${SchoolEventKind}`>;
export const schoolEventKindLabel = (kind: SchoolEventKind): SchoolEventLabelId =>
  `calendar.office.kind.${kind}`;

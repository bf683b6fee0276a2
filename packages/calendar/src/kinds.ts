import {
  CALENDAR_KIND_PATTERN,
  type CalendarKindInfo,
  type CalendarPerson,
  type SchoolEventKind,
} from "@campus/contract";
import type { StatusTone } from "@campus/ui";
import type { CalendarMessageId } from "./messages/message-ids";

/*
 * Kinds of item and their colours. The kinds — the calendar's own and those the school's
 * features add (the library's due dates) — come with every answer that shows items, named in
 * the reader's language and each with its colour (decision 0039): this client knows no feature.
 * Each person of a parent's "all children" view gets a colour here.
 */

/** A kind the answer does not name (none should be): a neutral mark and no name. */
const UNNAMED: CalendarKindInfo = {
  id: "",
  name: "",
  names: "",
  colour: "#565d69",
  listed: true,
};

/** An item's kind among the answer's kinds. */
export const kindOf = (kinds: readonly CalendarKindInfo[], id: string): CalendarKindInfo =>
  kinds.find((kind) => kind.id === id) ?? UNNAMED;

/** The kinds the address asks for (`kinds=event,exam`); none: the kinds listed unless asked. */
export function askedKinds(params: URLSearchParams): string[] {
  return (params.get("kinds") ?? "").split(",").filter((kind) => CALENDAR_KIND_PATTERN.test(kind));
}

/**
 * What a list shows, as the server decides it: the kinds asked for that the calendar knows (an
 * old link may name one it no longer shows), else those it lists unless asked.
 */
export function shownKinds(kinds: readonly CalendarKindInfo[], asked: readonly string[]): string[] {
  const known = kinds.filter((kind) => asked.includes(kind.id));
  return (known.length ? known : kinds.filter((kind) => kind.listed)).map((kind) => kind.id);
}

/** Whether a choice of kinds is the one listed unless asked (the address then names none). */
export const isDefaultChoice = (kinds: readonly CalendarKindInfo[], chosen: readonly string[]) => {
  const listed = kinds.filter((kind) => kind.listed).map((kind) => kind.id);
  return listed.length === chosen.length && listed.every((id) => chosen.includes(id));
};

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

/** A message id, checked: a kind without its words in zh-TW does not compile. */
type Defined<Id extends CalendarMessageId> = Id;
type SchoolEventLabelId = Defined<`calendar.office.kind.${SchoolEventKind}`>;
export const schoolEventKindLabel = (kind: SchoolEventKind): SchoolEventLabelId =>
  `calendar.office.kind.${kind}`;

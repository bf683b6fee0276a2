import * as z from "zod/mini";
import { optionalText } from "../fields";
import { hoursField, idList, recordId } from "./event-request";
import { countField } from "./figures";
import {
  ECA_EVENT_PRIZES_MAX,
  ECA_EVENT_TRAITS_MAX,
  ECA_LEVELS,
  ECA_QUANTITY_MAX,
  ECA_SHORT_MAX,
  ECA_TEXT_MAX,
  type EcaNature,
} from "./values";

/*
 * The editor's steps 2 and 3 as their forms send them, in zod's mini form (see
 * event-request.ts): a module of their own, so step 1's form does not load them.
 */

/**
 * Step 2 of the editor: the trait items the event recognises and the prizes it awards with how
 * many of each (typed, "3"). A competition needs at least one trait item (spec §5): the form
 * checks it with the nature it shows, the server with the nature stored (`needsTrait`).
 */
export const saveAwardsSchema = z.object({
  id: recordId(),
  version: recordId(),
  trait_ids: idList(ECA_EVENT_TRAITS_MAX),
  prizes: z
    .array(
      z.object({
        prize_id: recordId(),
        quantity: countField(ECA_QUANTITY_MAX, "validation.quantityRequired"),
      }),
    )
    .check(
      z.maxLength(ECA_EVENT_PRIZES_MAX, { error: "validation.tooManyItems" }),
      z.refine((list) => new Set(list.map((p) => p.prize_id)).size === list.length, {
        error: "validation.invalidOption",
      }),
    ),
});
export type SaveAwards = z.input<typeof saveAwardsSchema>;

/** Whether an event of this nature, with these trait items, lacks the one a competition needs. */
export const needsTrait = (nature: EcaNature, traitIds: readonly number[]) =>
  nature === "competition" && traitIds.length === 0;

/** A student's role ("captain", "member") as the SLP records it. */
export const ECA_ROLE_MAX = 60;

/**
 * One student's entry as step 3's dialog sends it: the award ("" none), the level ("" none),
 * the competition item, remark, achievement, role, and hours ("" the event's).
 */
export const saveEntrySchema = z.object({
  id: recordId(),
  prize_id: z.string().check(z.regex(/^(?:[1-9]\d{0,9})?$/, { error: "validation.invalidOption" })),
  level: z.enum(["", ...ECA_LEVELS], { error: "validation.invalidOption" }),
  competition_item: optionalText(ECA_SHORT_MAX),
  remark: optionalText(ECA_TEXT_MAX),
  achievement: optionalText(ECA_SHORT_MAX),
  role: optionalText(ECA_ROLE_MAX),
  hours: hoursField({ blank: true }),
});
export type SaveEntry = z.input<typeof saveEntrySchema>;

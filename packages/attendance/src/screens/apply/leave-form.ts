import { DAY_PATTERN, isRealDay, optionalText } from "@campus/contract";
import {
  LEAVE_ATTACHMENTS_MAX,
  LEAVE_NOTE_MAX,
  LEAVE_PARTS,
  LEAVE_REASONS,
  type ApplyLeave,
  type Leave,
} from "@campus/contract/attendance";
import * as z from "zod/mini";

/*
 * The application form, in zod's "mini" form from the contract's fields and limits (the server
 * checks the same request with `applyLeaveSchema`, and the days' windows — how far back or ahead,
 * how long — which it says beside the field). A half day is for one day only.
 */

/** A day from the day input (null once emptied: missing). */
const day = z
  .string({ error: "validation.required" })
  .check(
    z.regex(DAY_PATTERN, { error: "validation.invalid" }),
    z.refine(isRealDay, { error: "validation.invalid" }),
  );

export const leaveFormSchema = z
  .object({
    from: day,
    to: day,
    part: z.enum(LEAVE_PARTS, { error: "validation.invalidOption" }),
    reason: z.string().check(
      z.refine((value) => (LEAVE_REASONS as readonly string[]).includes(value), {
        error: "validation.required",
      }),
    ),
    note: optionalText(LEAVE_NOTE_MAX),
    attachments: z
      .array(z.number({ error: "validation.invalidType" }))
      .check(z.maxLength(LEAVE_ATTACHMENTS_MAX, { error: "validation.tooManyFiles" })),
  })
  .check(
    z.superRefine((leave, ctx) => {
      if (leave.from && leave.to && leave.to < leave.from)
        ctx.addIssue({ code: "custom", path: ["to"], message: "validation.endBeforeStart" });
      else if (leave.part !== "whole" && leave.from !== leave.to)
        ctx.addIssue({ code: "custom", path: ["part"], message: "validation.invalidOption" });
    }),
  );
export type LeaveForm = z.input<typeof leaveFormSchema>;

/** A new application's form: today, a whole day, no reason chosen yet. */
export const blankLeave = (today: string): LeaveForm => ({
  from: today,
  to: today,
  part: "whole",
  reason: "",
  note: "",
  attachments: [],
});

/** The form of an application sent before (to add what the class teacher asked for). */
export const leaveValuesOf = (leave: Leave): LeaveForm => ({
  from: leave.from,
  to: leave.to,
  part: leave.part,
  reason: leave.reason,
  note: leave.note,
  attachments: leave.attachments.map((file) => file.id),
});

/** The request the form sends. */
export const requestOf = (form: z.output<typeof leaveFormSchema>, id?: number): ApplyLeave => ({
  ...(id === undefined ? {} : { id }),
  from: form.from,
  to: form.to,
  part: form.part,
  reason: form.reason as ApplyLeave["reason"],
  note: form.note ?? "",
  attachments: form.attachments,
});

import { NOTICE_ANSWER_MAX, SIGNING_PIN_PATTERN, type NoticeSlip } from "@campus/contract/notices";
import * as z from "zod/mini";

/*
 * The slip's forms in zod's "mini" form (the server checks the request with the contract's
 * `replyNoticeSchema` and `setSigningPinSchema`; classic zod stays off the page). What a slip
 * requires depends on its questions, so the reply's checks are plain ones over them, worded
 * with the contract's validation ids as the editor's form words its own.
 */

/** A reply to `slip`: every required question answered, texts within the limit, the PIN if signed. */
export function replyFormSchema(slip: NoticeSlip) {
  return z
    .object({
      answers: z.array(z.nullable(z.string())),
      pin: z.string(),
    })
    .check(
      z.superRefine((form, ctx) => {
        slip.questions.forEach((question, index) => {
          const answer = form.answers[index] ?? null;
          const path = ["answers", index];
          if (answer === null || answer.trim() === "") {
            if (question.required)
              ctx.addIssue({ code: "custom", path, message: "validation.required" });
          } else if (question.kind === "text" && answer.length > NOTICE_ANSWER_MAX)
            ctx.addIssue({
              code: "custom",
              path,
              message: "validation.tooLong",
              params: { max: NOTICE_ANSWER_MAX },
            });
        });
        if (!slip.sign) return;
        if (form.pin === "")
          ctx.addIssue({ code: "custom", path: ["pin"], message: "validation.required" });
        else if (!SIGNING_PIN_PATTERN.test(form.pin))
          ctx.addIssue({ code: "custom", path: ["pin"], message: "validation.invalid" });
      }),
    );
}

/** A signing PIN set behind the account's password; the PIN typed twice (compared on sending). */
export const signingPinFormSchema = z
  .object({
    current_password: z.string(),
    pin: z.string(),
    pin_again: z.string(),
  })
  .check(
    z.superRefine((form, ctx) => {
      if (form.current_password === "")
        ctx.addIssue({
          code: "custom",
          path: ["current_password"],
          message: "validation.required",
        });
      if (form.pin === "")
        ctx.addIssue({ code: "custom", path: ["pin"], message: "validation.required" });
      else if (!SIGNING_PIN_PATTERN.test(form.pin))
        ctx.addIssue({ code: "custom", path: ["pin"], message: "validation.invalid" });
      if (form.pin_again === "")
        ctx.addIssue({ code: "custom", path: ["pin_again"], message: "validation.required" });
    }),
  );
export type SigningPinFormValues = z.input<typeof signingPinFormSchema>;

import {
  badClass,
  DAY_PATTERN,
  isRealDay,
  optionalText,
  parseClasses,
  requiredText,
} from "@campus/contract";
import {
  FEE_AMOUNT_MAX,
  FEE_NOTE_MAX,
  FEE_TITLE_MAX,
  type FeeItemInput,
} from "@campus/contract/fees";
import * as z from "zod/mini";

/*
 * The office's new-fee form, in zod's "mini" form from the contract's own fields and limits (the
 * server checks the same request with `feeItemInputSchema`, and that the children named exist).
 * The amount is typed in dollars ("120", "120.50") and sent in cents; the classes as typed
 * ("4A, 4B"), read into the list the request sends; a notice's reply option by its key.
 */

export const FEE_AUDIENCES = ["school", "grades", "classes", "replies"] as const;

/** Dollars and cents as typed: "120", "120.5", "1,200.50". */
const AMOUNT = /^\d{1,3}(,?\d{3})*(\.\d{1,2})?$/;

/** An amount as typed, in the currency's minor unit (cents); null when it is not one. */
export function centsOf(text: string): number | null {
  const plain = text.trim();
  if (!AMOUNT.test(plain)) return null;
  const [whole = "0", part = ""] = plain.replaceAll(",", "").split(".");
  return Number(whole) * 100 + Number(part.padEnd(2, "0"));
}

export const feeFormSchema = z
  .object({
    title_zh: requiredText(FEE_TITLE_MAX),
    title_en: optionalText(FEE_TITLE_MAX),
    note: optionalText(FEE_NOTE_MAX),
    amount: z.string(),
    due_on: z
      .string({ error: "validation.required" })
      .check(
        z.regex(DAY_PATTERN, { error: "validation.invalid" }),
        z.refine(isRealDay, { error: "validation.invalid" }),
      ),
    kind: z.enum(FEE_AUDIENCES, { error: "validation.invalidOption" }),
    grades: z.array(z.number({ error: "validation.invalidType" })),
    classes: z.string(),
    /** The notice's reply option whose families pay (`feesChildGroups`' key). */
    group: z.string(),
  })
  .check(
    z.superRefine((form, ctx) => {
      const cents = centsOf(form.amount);
      if (!form.amount.trim())
        ctx.addIssue({ code: "custom", path: ["amount"], message: "validation.required" });
      else if (cents === null)
        ctx.addIssue({ code: "custom", path: ["amount"], message: "validation.invalid" });
      else if (cents < 1)
        ctx.addIssue({ code: "custom", path: ["amount"], message: "validation.tooSmall" });
      else if (cents > FEE_AMOUNT_MAX)
        ctx.addIssue({ code: "custom", path: ["amount"], message: "validation.tooLarge" });
      if (form.kind === "grades" && form.grades.length === 0)
        ctx.addIssue({ code: "custom", path: ["grades"], message: "validation.required" });
      if (form.kind === "replies" && !form.group)
        ctx.addIssue({ code: "custom", path: ["group"], message: "validation.required" });
      if (form.kind === "classes") {
        if (parseClasses(form.classes).length === 0)
          ctx.addIssue({ code: "custom", path: ["classes"], message: "validation.required" });
        else if (badClass(form.classes) !== undefined)
          ctx.addIssue({ code: "custom", path: ["classes"], message: "validation.invalid" });
      }
    }),
  );
export type FeeForm = z.input<typeof feeFormSchema>;

/** A blank form: the whole school, due in two weeks. */
export const blankFee = (dueOn: string): FeeForm => ({
  title_zh: "",
  title_en: "",
  note: "",
  amount: "",
  due_on: dueOn,
  kind: "school",
  grades: [],
  classes: "",
  group: "",
});

/** The request for a checked form: only the chosen kind's grades or classes go. */
export function requestOf(form: z.output<typeof feeFormSchema>): FeeItemInput {
  return {
    title_zh: form.title_zh,
    title_en: form.title_en ?? "",
    note: form.note ?? "",
    amount: centsOf(form.amount) ?? 0,
    due_on: form.due_on,
    audience:
      form.kind === "grades"
        ? { kind: "grades", grades: [...form.grades].sort((a, b) => a - b) }
        : form.kind === "classes"
          ? { kind: "classes", classes: parseClasses(form.classes) }
          : form.kind === "replies"
            ? { kind: "replies", key: form.group }
            : { kind: "school" },
  };
}

import * as z from "zod/mini";
import { DAY_PATTERN, isRealDay } from "../calendar/values";
import { DECIMAL, decimalField } from "../eca/figures";
import { optionalText, requiredText } from "../fields";
import type { RegistrationSettings } from "./settings-answer";

/*
 * A school's registration as the office sets it (issue 37, item 15): the intake, the window,
 * the fees, the interview booking window, the classes open for application and the documents
 * an application carries. Without it a school takes no applications online; the demo's seed
 * sets the demo school's. The request is in zod's mini form, as typed ("50.00" for a fee): the
 * settings form validates with it, and the server with the same.
 */

/** The currencies a school charges its fees in. */
export const REGISTRATION_CURRENCIES = ["HKD", "MOP", "CNY", "TWD"] as const;

/** The most classes and documents a school's registration lists. */
export const REGISTRATION_SETTINGS_LIMITS = { classes: 20, documents: 12 } as const;

/** The highest fee, in the currency's major unit. */
export const REGISTRATION_FEE_MAX = 1_000_000;

const invalid = { error: "validation.invalidType" } as const;

const day = () =>
  z
    .string({ error: "validation.required" })
    .check(
      z.trim(),
      z.regex(DAY_PATTERN, { error: "validation.required" }),
      z.refine(isRealDay, invalid),
    );
/** A day, or blank for none. */
const optionalDay = () =>
  z.string().check(
    z.trim(),
    z.regex(/^(?:\d{4}-\d{2}-\d{2})?$/, invalid),
    z.refine((s) => s === "" || (DAY_PATTERN.test(s) && isRealDay(s)), invalid),
  );
/** A whole number typed in a box, within 0…max. */
const wholeField = (max: number) =>
  z.string({ error: "validation.required" }).check(
    z.regex(/^\d{1,6}$/, { error: "validation.wholeNumber" }),
    z.refine((s) => !/^\d+$/.test(s) || Number(s) <= max, {
      error: "validation.tooLarge",
      params: { max },
    }),
  );
/** A code people and files use: letters and digits, as "K1" or "birthCertificate". */
const code = () =>
  z
    .string({ error: "validation.required" })
    .check(z.trim(), z.regex(/^[A-Za-z][A-Za-z0-9]{0,31}$/, { error: "validation.settingCode" }));

const repeats = (codes: string[]) =>
  codes.flatMap((c, index) => (codes.indexOf(c) < index ? [index] : []));

/** The most days a school gives a family to secure an offered place. */
export const OFFER_DAYS_MAX = 60;
/** The longest a school may keep a decided application's documents: ten years. */
export const DOCUMENTS_KEPT_MONTHS_MAX = 120;

export const registrationSettingsRequestSchema = z
  .object({
    /** The school year applied for, as schools write it ("2027/28"). */
    intake_year: z
      .string({ error: "validation.required" })
      .check(z.trim(), z.regex(/^\d{4}\/\d{2}$/, invalid)),
    opens_on: day(),
    closes_on: day(),
    currency: z.enum(REGISTRATION_CURRENCIES, { error: "validation.invalidOption" }),
    /** As typed, in the currency's major unit ("50", "50.00"); kept in its minor unit. */
    application_fee: decimalField(REGISTRATION_FEE_MAX),
    registration_fee: decimalField(REGISTRATION_FEE_MAX),
    /**
     * Days a family has to secure an offered place by paying the registration fee (issue 37,
     * item 15); 0: no limit.
     */
    offer_days: wholeField(OFFER_DAYS_MAX),
    /**
     * Months a decided application keeps its documents and deposit slips after its last change
     * (issue 41 §2, PDPO DPP2); 0: until the school deletes the application.
     */
    documents_kept_months: wholeField(DOCUMENTS_KEPT_MONTHS_MAX),
    /** Families book interviews from this day to that one; blank: no booking window yet. */
    interviews_book_from: optionalDay(),
    interviews_book_until: optionalDay(),
    interview_move_days: wholeField(30),
    classes: z
      .array(
        z.object({
          code: code(),
          name_zh: requiredText(40, "validation.nameZhRequired"),
          /** Blank: the Chinese name, converted to Simplified script. */
          name_cn: optionalText(40),
          name_en: requiredText(60, "validation.nameEnRequired"),
          places: wholeField(2000),
          born_from: optionalDay(),
          born_until: optionalDay(),
        }),
      )
      .check(
        z.minLength(1, { error: "validation.required" }),
        z.maxLength(REGISTRATION_SETTINGS_LIMITS.classes, { error: "validation.tooManyItems" }),
      ),
    documents: z
      .array(
        z.object({
          code: code(),
          name_zh: requiredText(40, "validation.nameZhRequired"),
          name_cn: optionalText(40),
          name_en: requiredText(60, "validation.nameEnRequired"),
          kind: z.enum(["image", "document"], { error: "validation.invalidOption" }),
          required: z.boolean(),
        }),
      )
      .check(
        z.maxLength(REGISTRATION_SETTINGS_LIMITS.documents, { error: "validation.tooManyItems" }),
      ),
  })
  .check(
    z.superRefine((s, ctx) => {
      const after = (from: string, until: string, path: (string | number)[]) => {
        if (from && until && until < from)
          ctx.addIssue({ code: "custom", message: "validation.endBeforeStart", path });
      };
      after(s.opens_on, s.closes_on, ["closes_on"]);
      after(s.interviews_book_from, s.interviews_book_until, ["interviews_book_until"]);
      s.classes.forEach((c, index) =>
        after(c.born_from, c.born_until, ["classes", index, "born_until"]),
      );
      for (const [list, codes] of [
        ["classes", s.classes.map((c) => c.code.toUpperCase())],
        ["documents", s.documents.map((d) => d.code.toLowerCase())],
      ] as const)
        for (const index of repeats(codes))
          ctx.addIssue({
            code: "custom",
            message: "validation.codeRepeat",
            path: [list, index, "code"],
          });
    }),
  );
export type RegistrationSettingsRequest = z.input<typeof registrationSettingsRequestSchema>;
export type RegistrationSettingsValues = z.output<typeof registrationSettingsRequestSchema>;

/** "50.00" in the currency's major unit → 5000 in its minor unit. */
export const minorUnits = (typed: string) =>
  DECIMAL.test(typed) ? Math.round(Number(typed) * 100) : 0;

export type { RegistrationSettings } from "./settings-answer";

/** The settings as the form shows them, to change and send back: figures as typed, no flags. */
export function settingsRequestOf(settings: RegistrationSettings): RegistrationSettingsRequest {
  return {
    intake_year: settings.intake_year,
    opens_on: settings.opens_on,
    closes_on: settings.closes_on,
    currency: settings.currency as (typeof REGISTRATION_CURRENCIES)[number],
    application_fee: (settings.application_fee / 100).toFixed(2),
    registration_fee: (settings.registration_fee / 100).toFixed(2),
    offer_days: String(settings.offer_days),
    documents_kept_months: String(settings.documents_kept_months),
    interviews_book_from: settings.interviews_book_from ?? "",
    interviews_book_until: settings.interviews_book_until ?? "",
    interview_move_days: String(settings.interview_move_days),
    classes: settings.classes.map(({ in_use: _, ...c }) => ({
      ...c,
      places: String(c.places),
      born_from: c.born_from ?? "",
      born_until: c.born_until ?? "",
    })),
    documents: settings.documents.map(({ in_use: _, ...d }) => d),
  };
}

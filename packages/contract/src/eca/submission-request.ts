import * as z from "zod/mini";
import { DAY_PATTERN } from "../calendar/values";
import { optionalText, requiredText } from "../fields";
import { ECA_ROLE_MAX } from "./entry-request";
import { dayField, hoursField, recordId } from "./event-request";
import {
  ECA_CERTIFICATES_MAX,
  ECA_LEVELS,
  ECA_NAME_MAX,
  ECA_NATURES,
  ECA_SHORT_MAX,
  ECA_TEXT_MAX,
} from "./values";

/*
 * A parent's submission of their child's outside activity or award (spec §1, §6: the parent
 * source, approved by the school), as the form on `/smarteca/detail` sends it, in zod's mini
 * form: the form validates with it and the server with the same.
 */

export const submitRecordSchema = z
  .object({
    /** Set to correct and send again a record of the child's that was not passed. */
    id: z.optional(recordId()),
    /** The activity or competition, as the certificate names it. */
    name: requiredText(ECA_NAME_MAX, "validation.required"),
    organiser: requiredText(ECA_SHORT_MAX, "validation.required"),
    nature: z.enum(ECA_NATURES, { error: "validation.invalidOption" }),
    category_id: recordId("validation.categoryRequired"),
    starts_on: dayField(),
    ends_on: dayField(),
    hours: hoursField(),
    /** The competition's level ("" none) and the award won ("" none). */
    level: z.enum(["", ...ECA_LEVELS], { error: "validation.invalidOption" }),
    prize_id: z
      .string()
      .check(z.regex(/^(?:[1-9]\d{0,9})?$/, { error: "validation.invalidOption" })),
    role: optionalText(ECA_ROLE_MAX),
    achievement: optionalText(ECA_SHORT_MAX),
    remark: optionalText(ECA_TEXT_MAX),
    /** The certificate's photos, uploaded first (`ecaUploadCertificate`), in order. */
    certificate_ids: z
      .array(recordId())
      .check(
        z.minLength(1, { error: "validation.certificateRequired" }),
        z.maxLength(ECA_CERTIFICATES_MAX, { error: "validation.tooManyItems" }),
      ),
  })
  .check(
    z.refine((r) => !DAY_PATTERN.test(r.ends_on) || r.ends_on >= r.starts_on, {
      path: ["ends_on"],
      error: "validation.endBeforeStart",
    }),
  );
export type SubmitRecord = z.input<typeof submitRecordSchema>;

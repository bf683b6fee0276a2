import * as z from "zod/mini";
import { idField, optionalText, requiredText } from "../fields";
import { COPY_BARCODE_MAX, COPY_CALL_NUMBER_MAX, COPY_LOCATION_MAX } from "./values";

/*
 * A copy's barcode, call number and location as the librarian types them (issue 38), in zod's
 * "mini" form: the copy's form checks with this very schema and the server with the same. Apart
 * from the book's (catalogue-request.ts): a book's form does not download the copy's.
 */

const positiveId = () =>
  z.number({ error: "validation.required" }).check(
    z.refine((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647, {
      error: "validation.invalidType",
    }),
  );

/** A copy's own facts; a new copy starts on the shelf. */
const copyFields = {
  /** Absent: a new copy of `book_id`. */
  id: z.optional(positiveId()),
  book_id: positiveId(),
  /** The barcode on the copy: letters, digits and "-" as label printers and scanners make them. */
  book_no: requiredText(COPY_BARCODE_MAX).check(
    z.regex(/^[A-Za-z0-9-]+$/, { error: "library.error.barcode" }),
  ),
  call_number: z._default(optionalText(COPY_CALL_NUMBER_MAX), ""),
  location: z._default(optionalText(COPY_LOCATION_MAX), ""),
};
export const copyRequestSchema = z.object(copyFields);
export type CopyRequest = z.input<typeof copyRequestSchema>;
export const saveCopyBodySchema = z.object({ schoolId: idField(), ...copyFields });

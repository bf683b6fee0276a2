import { z } from "zod";
import { UPLOAD_KINDS, UPLOAD_TYPES, type UploadKind, type UploadType } from "../uploads";

/**
 * An upload's body: one `file` part. The server sniffs its content; the schema checks it is a
 * file at all and not larger than the kind allows.
 */
export const uploadRequestSchema = (kind: UploadKind) =>
  z.object({
    file: z
      .custom<File>(
        (value) =>
          typeof value === "object" &&
          value !== null &&
          typeof (value as File).arrayBuffer === "function" &&
          typeof (value as File).size === "number",
        { error: "validation.fileRequired" },
      )
      .refine((file) => file.size > 0, { error: "validation.fileRequired" })
      .refine((file) => file.size <= UPLOAD_KINDS[kind].maxBytes, {
        error: "validation.fileTooLarge",
      })
      // A file part, in the OpenAPI document and for the safety net's samples.
      .meta({ type: "string", format: "binary" }),
  });

/** A stored file as answers show it: `url` downloads it (a capability: see the owner's rule). */
export const attachmentSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  type: z.enum(Object.keys(UPLOAD_TYPES) as [UploadType, ...UploadType[]]),
  size: z.number().int(),
  url: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

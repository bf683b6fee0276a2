/*
 * Files people upload: what each kind of upload accepts and how large it may be. The client's
 * Upload (packages/ui) checks name, size and first bytes before sending, with a message at
 * once; the server checks the same limits and reads the first bytes for the real type,
 * whatever the name or the browser claims (spec §5: images are gif, jpeg, jpg, png or bmp).
 */

export const UPLOAD_TYPES = {
  "image/gif": ["gif"],
  "image/jpeg": ["jpg", "jpeg"],
  "image/png": ["png"],
  "image/bmp": ["bmp"],
  "application/pdf": ["pdf"],
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": ["xlsx"],
  "text/csv": ["csv"],
  "application/zip": ["zip"],
  /** MARC 21 records in ISO 2709, as library systems export them. */
  "application/marc": ["mrc"],
  "application/marcxml+xml": ["xml"],
} as const;
export type UploadType = keyof typeof UPLOAD_TYPES;

const IMAGE_TYPES = ["image/gif", "image/jpeg", "image/png", "image/bmp"] as const;

/** What each kind of upload takes (by extension: `UPLOAD_TYPES[type]`). */
export const UPLOAD_KINDS = {
  /** A photo (a child's, an event's). */
  image: { types: IMAGE_TYPES, maxBytes: 5_000_000 },
  /** The school's logo, shown in the portal's frame: a small picture. */
  logo: { types: ["image/png", "image/jpeg", "image/gif"], maxBytes: 500_000 },
  /** A notice, a form, a certificate: a PDF or a photo of it. */
  document: { types: ["application/pdf", ...IMAGE_TYPES], maxBytes: 10_000_000 },
  /**
   * An import file (ECA records): an Excel workbook, .xlsx, or CSV as Excel saves it (UTF-8,
   * Big5, GBK, UTF-16: the encoding is found from the bytes).
   */
  spreadsheet: {
    types: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "text/csv"],
    maxBytes: 5_000_000,
  },
  /**
   * A school's roster: its own workbook, CSV as Excel saves it (any encoding), or its SIS's
   * OneRoster CSV bundle (a zip).
   */
  roster: {
    types: [
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "text/csv",
      "application/zip",
    ],
    maxBytes: 5_000_000,
  },
  /**
   * A library's catalogue (issue 38): its library system's MARC 21 records (.mrc, or MARCXML),
   * or the template's spreadsheet. A whole school's catalogue: tens of thousands of records.
   */
  catalogue: {
    types: [
      "application/marc",
      "application/marcxml+xml",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "text/csv",
    ],
    maxBytes: 40_000_000,
  },
} as const satisfies Record<string, { types: readonly UploadType[]; maxBytes: number }>;
export type UploadKind = keyof typeof UPLOAD_KINDS;

/** The longest file name kept (longer names are cut, keeping the extension). */
export const UPLOAD_NAME_MAX = 120;

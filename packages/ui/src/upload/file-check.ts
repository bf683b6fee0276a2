/** File types an Upload can accept, by extension. */
export type UploadFileType =
  "gif" | "jpeg" | "jpg" | "png" | "bmp" | "pdf" | "xlsx" | "xls" | "csv" | "zip" | "mrc" | "xml";

/** The image types spec §5 allows. */
export const IMAGE_TYPES: readonly UploadFileType[] = ["gif", "jpeg", "jpg", "png", "bmp"];

type Content = "gif" | "jpeg" | "png" | "bmp" | "pdf" | "zip" | "ole" | "marc" | "text";

const contentOf: Record<UploadFileType, Content> = {
  gif: "gif",
  jpeg: "jpeg",
  jpg: "jpeg",
  png: "png",
  bmp: "bmp",
  pdf: "pdf",
  // An .xlsx is a zip archive; an .xls an OLE compound file.
  xlsx: "zip",
  xls: "ole",
  zip: "zip",
  // CSV has no signature: text (see isText); MARCXML is text too.
  csv: "text",
  xml: "text",
  mrc: "marc",
};

const mimeOf: Record<UploadFileType, string> = {
  gif: "image/gif",
  jpeg: "image/jpeg",
  jpg: "image/jpeg",
  png: "image/png",
  bmp: "image/bmp",
  pdf: "application/pdf",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  xls: "application/vnd.ms-excel",
  csv: "text/csv",
  zip: "application/zip",
  mrc: "application/marc",
  xml: "application/marcxml+xml",
};

/** The first bytes ("magic numbers") each kind of content starts with. */
const signatures: Record<Exclude<Content, "text" | "marc">, readonly (readonly number[])[]> = {
  gif: [
    [0x47, 0x49, 0x46, 0x38, 0x37, 0x61], // GIF87a
    [0x47, 0x49, 0x46, 0x38, 0x39, 0x61], // GIF89a
  ],
  jpeg: [[0xff, 0xd8, 0xff]],
  png: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  bmp: [[0x42, 0x4d]], // BM
  pdf: [[0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  zip: [[0x50, 0x4b, 0x03, 0x04]], // PK\3\4
  ole: [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
};

/** The `accept` attribute for a file input: extensions and media types. */
export function acceptAttribute(types: readonly UploadFileType[]): string {
  return [...new Set([...types.map((t) => `.${t}`), ...types.map((t) => mimeOf[t])])].join(",");
}

export type UploadProblem = "invalidFormat" | "tooLarge";

export interface FileRules {
  accept: readonly UploadFileType[];
  maxBytes?: number;
}

/**
 * What is wrong with a file, or null. The name must have an accepted extension and the
 * content must start like one of the accepted types: a text file renamed .png is refused.
 */
export async function checkUploadFile(file: File, rules: FileRules): Promise<UploadProblem | null> {
  const dot = file.name.lastIndexOf(".");
  const extension = dot < 0 ? "" : file.name.slice(dot + 1).toLowerCase();
  if (!rules.accept.includes(extension as UploadFileType)) return "invalidFormat";
  if (rules.maxBytes !== undefined && file.size > rules.maxBytes) return "tooLarge";
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const contents = new Set(rules.accept.map((type) => contentOf[type]));
  const starts = (content: Exclude<Content, "text" | "marc">) =>
    signatures[content].some((signature) => signature.every((byte, i) => head[i] === byte));
  // A MARC record starts with its length: five digits.
  const marc = head.length >= 5 && head.subarray(0, 5).every((b) => b >= 0x30 && b <= 0x39);
  // Text is what no other kind is (a PNG's first bytes are printable on purpose); "BM" may
  // start a CSV's header, so a bitmap is told by the server's closer look.
  const binary = (["gif", "jpeg", "png", "pdf", "zip", "ole"] as const).some(starts);
  const matches = [...contents].some((content) =>
    content === "text" ? isText(head) && !binary : content === "marc" ? marc : starts(content),
  );
  return matches ? null : "invalidFormat";
}

/**
 * Text in any encoding Excel saves CSV in: a UTF-16 byte-order mark, or no NUL and no control
 * byte but tab, line ends and the end-of-file mark (the server reads the same way).
 */
function isText(head: Uint8Array): boolean {
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff)) return true;
  return (
    head.length > 0 &&
    head.every((b) => b >= 0x20 || b === 0x09 || b === 0x0a || b === 0x0d || b === 0x1a)
  );
}

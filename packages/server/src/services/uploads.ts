import { createHash, randomBytes } from "node:crypto";
import {
  ResultCode,
  UPLOAD_KINDS,
  UPLOAD_NAME_MAX,
  type Attachment,
  type UploadKind,
  type UploadType,
} from "@campus/contract";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/database";
import type { Executor } from "../db/sql";
import { plainText } from "../db/plain-text";
import { uploads } from "../db/schema";
import { ApiProblem, invalidField } from "../http/api-problem";
import type { ServiceContext } from "./context";
import type { FileStore } from "./file-store";

/*
 * Uploaded files, for every feature: checked by their first bytes (the name and the browser's
 * claim count for nothing), limited by the kind's size, stored with a random key — the bytes in
 * the database, or in the deployment's file store (S3) by that key. Who may read one is the
 * owning feature's rule; this module only stores and finds.
 */

/** The type a file's first bytes show, among those we take; null for anything else. */
export function sniffType(bytes: Uint8Array): UploadType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  const ascii = (at: number, text: string) =>
    [...text].every((ch, i) => bytes[at + i] === ch.charCodeAt(0));
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (ascii(0, "GIF87a") || ascii(0, "GIF89a")) return "image/gif";
  if (ascii(0, "%PDF-")) return "application/pdf";
  // An Excel workbook is a zip archive whose parts include the workbook (names are plain ASCII
  // in the archive's directory); a reader still refuses one that is not really a workbook.
  if (starts(0x50, 0x4b, 0x03, 0x04) && containsAscii(bytes, "xl/workbook.xml"))
    return "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
  // Any other zip (a OneRoster CSV bundle, say): what is in it is its reader's to check.
  if (starts(0x50, 0x4b, 0x03, 0x04)) return "application/zip";
  // BMP: "BM", then the file's size (little-endian), which must be the size we got.
  if (ascii(0, "BM") && bytes.length >= 26) {
    const declared = bytes[2]! | (bytes[3]! << 8) | (bytes[4]! << 16) | (bytes[5]! << 24);
    if (declared >>> 0 === bytes.length) return "image/bmp";
  }
  // MARC 21 in ISO 2709: the leader's record length (5 digits), its 2 and 2 (indicators,
  // subfield code) and its entry map "4500"; MARCXML: text whose first element is a MARC
  // collection or record.
  if (/^\d{5}.{5}22.{8}4500/.test(latin1(bytes.subarray(0, 24)))) return "application/marc";
  if (
    /^(\xEF\xBB\xBF)?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<([\w-]+:)?(collection|record)\b/.test(
      latin1(bytes.subarray(0, 4096)),
    )
  )
    return "application/marcxml+xml";
  // CSV, which has no signature: a UTF-16 byte-order mark, or text — no NUL and no control
  // byte but tab, line ends and the end-of-file mark in its first 4 kB (any 8-bit encoding).
  if (starts(0xff, 0xfe) || starts(0xfe, 0xff)) return "text/csv";
  if (bytes.length > 0 && isText(bytes.subarray(0, 4096))) return "text/csv";
  return null;
}

const latin1 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");

function isText(bytes: Uint8Array): boolean {
  for (const byte of bytes)
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x1a)
      return false;
  return true;
}

/** Whether `text` occurs in `bytes` as ASCII. */
function containsAscii(bytes: Uint8Array, text: string): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(text, 0, "latin1");
}

const EXTENSIONS: Record<UploadType, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/bmp": "bmp",
  "application/pdf": "pdf",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
  "text/csv": "csv",
  "application/zip": "zip",
  "application/marc": "mrc",
  "application/marcxml+xml": "xml",
};

/**
 * A name safe to show and to send back in a header: plain text, no path, at most
 * UPLOAD_NAME_MAX characters, ending in the extension of the type it really is.
 */
export function fileNameOf(name: string, type: UploadType): string {
  const base = plainText(name.split(/[\\/]/).pop() ?? "")
    .replace(/\.[A-Za-z0-9]{1,5}$/, "")
    .trim();
  const ext = EXTENSIONS[type];
  return `${[...(base || "file")].slice(0, UPLOAD_NAME_MAX - ext.length - 1).join("")}.${ext}`;
}

export interface StoredUpload {
  id: number;
  key: string;
  name: string;
  type: UploadType;
  size: number;
}

/** Keeps one uploaded file after checking it; a file that fails a check is not stored. */
export async function storeUpload(
  ctx: ServiceContext,
  {
    schoolId,
    userId,
    purpose,
    kind,
    file,
  }: { schoolId: number; userId: number; purpose: string; kind: UploadKind; file: File },
): Promise<StoredUpload> {
  const { bytes, type } = await checkedUpload(ctx, kind, file);
  const { db, now, files } = ctx;
  return insertUpload(db, { schoolId, userId, purpose, name: file.name, type, bytes, now, files });
}

/**
 * An uploaded file's bytes and real type, when it is of the kind (by its first bytes) and within
 * its size; a 400 on the `file` field otherwise.
 */
export async function checkedUpload(
  { locale }: Pick<ServiceContext, "locale">,
  kind: UploadKind,
  file: File,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; type: UploadType }> {
  const limits = UPLOAD_KINDS[kind];
  const fieldProblem = (
    id:
      | "validation.fileRequired"
      | "validation.fileType"
      | "api.error.spreadsheetType"
      | "validation.fileTooLarge",
  ) => invalidField(locale, "file", id);
  if (file.size > limits.maxBytes) throw fieldProblem("validation.fileTooLarge");
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    throw new ApiProblem(ResultCode.badRequest, "api.error.uploadFailed");
  }
  if (bytes.length === 0) throw fieldProblem("validation.fileRequired");
  if (bytes.length > limits.maxBytes) throw fieldProblem("validation.fileTooLarge");
  const type = sniffType(bytes);
  // A spreadsheet refused (an old .xls, a PDF) is told what to upload instead.
  if (!type || !(limits.types as readonly string[]).includes(type))
    throw fieldProblem(
      kind === "spreadsheet" ? "api.error.spreadsheetType" : "validation.fileType",
    );
  return { bytes, type };
}

/** Keeps checked bytes (an upload, or the demo seed's own files). */
export async function insertUpload(
  db: Db,
  upload: {
    schoolId: number;
    userId: number;
    purpose: string;
    name: string;
    type: UploadType;
    bytes: Uint8Array<ArrayBuffer>;
    now: Date;
    /** The deployment's file store; the database when none. */
    files?: FileStore;
  },
): Promise<StoredUpload> {
  const { bytes, type, files } = upload;
  const key = randomBytes(18).toString("base64url");
  // The object first: a row never points at bytes that are not there. (A failed insert leaves
  // an object no row names; the store's lifecycle rules may sweep those.)
  if (files) await files.put(key, bytes, type);
  const [row] = await db
    .insert(uploads)
    .values({
      schoolId: upload.schoolId,
      uploadedBy: upload.userId,
      purpose: upload.purpose,
      name: fileNameOf(upload.name, type),
      type,
      size: bytes.length,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      key,
      content: files ? null : bytes,
      createdAt: upload.now,
    })
    .returning({
      id: uploads.id,
      key: uploads.key,
      name: uploads.name,
      type: uploads.type,
      size: uploads.size,
    });
  return { ...row!, type };
}

/** Uploads of one school and purpose among `ids`, without their content, by id. */
export async function uploadsAmong(
  db: Executor,
  { schoolId, purpose, ids }: { schoolId: number; purpose: string; ids: readonly number[] },
): Promise<Map<number, StoredUpload>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: uploads.id,
      key: uploads.key,
      name: uploads.name,
      type: uploads.type,
      size: uploads.size,
    })
    .from(uploads)
    .where(
      and(
        eq(uploads.schoolId, schoolId),
        eq(uploads.purpose, purpose),
        inArray(uploads.id, [...ids]),
      ),
    );
  return new Map(rows.map((row) => [row.id, { ...row, type: row.type as UploadType }]));
}

/** One upload with its content, when id, key and purpose all match. */
export async function readUpload(
  db: Db,
  { id, key, purpose }: { id: number; key: string; purpose: string },
) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.key, key), eq(uploads.purpose, purpose)));
  return row ?? null;
}

/** An upload's bytes: in its row, or in the file store by its key; null when neither has them. */
export async function uploadBytes(
  files: FileStore | undefined,
  row: { key: string; content: Uint8Array<ArrayBuffer> | null },
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (row.content) return row.content;
  return files ? files.get(row.key) : null;
}

/** An upload as answers show it, downloaded from `<base>/<id>/<key>/<name>`. */
export const attachmentOf = (upload: StoredUpload, base: string): Attachment => ({
  id: upload.id,
  name: upload.name,
  type: upload.type,
  size: upload.size,
  url: `${base}/${upload.id}/${upload.key}/${encodeURIComponent(upload.name)}`,
});

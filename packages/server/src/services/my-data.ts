import type { Locale } from "@campus/contract";
import { eq, sql } from "drizzle-orm";
import { strToU8, zipSync, type Zippable } from "fflate";
import { columnsReferring, identifier } from "../db/catalogue";
import type { Db } from "../db/database";
import { rows } from "../db/sql";
import { guardianships } from "../db/schema";
import type { FileStore } from "./file-store";
import { uploadBytes } from "./uploads";

/*
 * A data access request (Hong Kong's PDPO §18, the mainland's PIPL Art. 45; issue 41 §2): a
 * guardian or a student downloads everything the school holds about them — a guardian, about
 * their children too. Read from the database's own catalogue rather than a list each feature
 * keeps: every table with a column naming a person (a foreign key to `users`) gives the rows
 * naming one of them, so a feature's new table is in the answer the day it is added. What
 * opens an account is left out (hashes, salts, secrets, tokens, push keys), and a file's bytes
 * travel as files beside the tables.
 */

/** Columns never given: what signs in or decrypts (a hash of a password, code, PIN or token). */
const SECRET_COLUMN = /hash|salt|secret|token|private|p256dh|^auth$|^content$/;

/** Tables of the server's own machinery, which hold nothing about a person to give. */
const MACHINERY = new Set(["idempotency_keys", "sessions", "login_throttle"]);

/** The people whose records are asked for: the person and, for a guardian, their children. */
async function peopleOf(db: Db, userId: number): Promise<number[]> {
  const children = await db
    .select({ id: guardianships.studentId })
    .from(guardianships)
    .where(eq(guardianships.parentId, userId));
  return [userId, ...children.map((child) => child.id)];
}

interface PersonColumns {
  table: string;
  columns: string[];
}

/** Every table's columns that name a person (foreign keys to users), from the catalogue. */
async function personColumns(db: Db): Promise<PersonColumns[]> {
  const found = await columnsReferring(db, "users");
  const byTable = new Map<string, string[]>([["users", ["id"]]]);
  for (const { table, column } of found)
    if (!MACHINERY.has(table)) byTable.set(table, [...(byTable.get(table) ?? []), column]);
  return [...byTable].map(([table, columns]) => ({ table, columns }));
}

/** A table's columns that may be given (every one but the secrets). */
async function givenColumns(db: Db, table: string) {
  const all = await rows<{ name: string }>(
    db,
    sql`SELECT attname AS name FROM pg_attribute
        WHERE attrelid = ${table}::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum`,
  );
  return all.map((column) => column.name).filter((name) => !SECRET_COLUMN.test(name));
}

const NOTE: Record<Locale, (when: string) => string> = {
  "zh-TW": (when) =>
    `這是學校於 ${when} 為你的查閱資料要求所提供的資料：data/ 內每個 JSON 檔是一個資料表中提及你或你子女的紀錄，files/ 內是你或學校為你們上載的檔案。密碼、驗證碼及登入憑證只以不可還原的方式保存，因此不在其中。如對資料有疑問或要求更正，請聯絡學校校務處。`,
  "zh-CN": (when) =>
    `这是学校于 ${when} 为你的查阅资料请求所提供的资料：data/ 内每个 JSON 文件是一个数据表中提及你或你子女的记录，files/ 内是你或学校为你们上传的文件。密码、验证码及登录凭证只以不可还原的方式保存，因此不在其中。如对资料有疑问或要求更正，请联系学校校务处。`,
  "en-US": (when) =>
    `What the school holds about you, given on ${when} for your data access request: each JSON file in data/ is one table's records naming you or your children; files/ holds the files you or the school uploaded for you. Passwords, codes and sign-in tokens are kept only in a form that cannot be turned back, so they are not here. To ask about or correct anything, contact the school office.`,
};

/**
 * The zip a person's data access request answers: `README.txt` in their language, `data/<table>.json`
 * for each table with a record naming them (or their children), and `files/<id>-<name>` for the
 * uploads those records name or they uploaded.
 */
export async function myData(
  db: Db,
  files: FileStore | undefined,
  { userId, locale, now }: { userId: number; locale: Locale; now: Date },
): Promise<Uint8Array> {
  const people = await peopleOf(db, userId);
  const ids = `{${people.join(",")}}`;
  const zip: Zippable = {
    "README.txt": strToU8(`${NOTE[locale](now.toISOString().slice(0, 10))}\n`),
  };
  const uploadIds = new Set<number>();
  const uploadColumns = await columnsReferring(db, "uploads");
  for (const { table, columns } of await personColumns(db)) {
    const given = await givenColumns(db, table);
    const naming = sql.join(
      columns.map((column) => sql`${sql.raw(identifier(column))} = ANY (${ids}::int[])`),
      sql` OR `,
    );
    const found = await rows<{ line: string }>(
      db,
      sql`SELECT row_to_json(x)::text AS line FROM (SELECT ${sql.raw(given.map(identifier).join(", "))}
          FROM ${sql.raw(identifier(table))} WHERE ${naming}) x`,
    );
    if (found.length === 0) continue;
    zip[`data/${table}.json`] = strToU8(`[\n${found.map((row) => row.line).join(",\n")}\n]\n`);
    for (const { column } of uploadColumns.filter((u) => u.table === table))
      for (const { line } of found) {
        const id = (JSON.parse(line) as Record<string, unknown>)[column];
        if (typeof id === "number") uploadIds.add(id);
      }
  }
  const uploaded = await rows<{
    id: number;
    name: string;
    key: string;
    content: Uint8Array<ArrayBuffer> | null;
  }>(
    db,
    sql`SELECT id, name, key, content FROM uploads
        WHERE uploaded_by = ANY (${ids}::int[]) OR id = ANY (${`{${[...uploadIds].join(",")}}`}::int[])
        ORDER BY id`,
  );
  for (const upload of uploaded) {
    const bytes = await uploadBytes(files, upload);
    if (bytes) zip[`files/${upload.id}-${upload.name.replace(/[/\\]/g, "_")}`] = bytes;
  }
  return zipSync(zip, { level: 6 });
}

import {
  endpoints,
  HEADERS,
  LIBRARY_IMPORT_TEMPLATE_PATH,
  type LibraryImportPreview,
} from "@campus/contract";
import readXlsxFile from "read-excel-file/node";
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { libraryClient, type LibraryClient } from "./testing/library-api";
import { chineseBook, englishBook, isbnOf, marcFile, marcXml } from "./testing/marc-records";

/* Bringing a catalogue in (issue 38 §2) on the demo school, as its librarian 周美玲. */

let t: TestApp;
let lib: LibraryClient;
let librarian: string;
let fiction: number;
let demoBarcode: string;
let demoIsbn: string;

async function all<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const file = (bytes: Uint8Array | string, name: string) =>
  new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name);

const check = (bytes: Uint8Array | string, name: string) =>
  lib.ok(
    endpoints.catalogueImportCheck,
    { file: file(bytes, name), category_id: fiction },
    { token: librarian },
  );

const booksBy = (isbns: string[]) =>
  all<{ id: number; name_zh: string; name_en: string; author: string; import_id: number | null }>(
    sql`SELECT id, name_zh, name_en, author, import_id FROM books WHERE school_id = 1
      AND isbn = ANY(${sql.param(isbns)}::text[]) ORDER BY isbn`,
  );

beforeAll(async () => {
  t = await createTestApp();
  lib = libraryClient(t);
  librarian = await t.signIn("librarian");
  [{ id: fiction }] = (await all<{ id: number }>(
    sql`SELECT id FROM book_categories WHERE school_id = 1 AND code = 'fiction'`,
  )) as [{ id: number }];
  [{ book_no: demoBarcode, isbn: demoIsbn }] = (await all<{ book_no: string; isbn: string }>(
    sql`SELECT k.book_no, b.isbn FROM book_copies k JOIN books b ON b.id = k.book_id
      WHERE k.school_id = 1 AND k.status = 'available' ORDER BY k.id LIMIT 1`,
  )) as [{ book_no: string; isbn: string }];
});
afterAll(async () => {
  await t.close();
});

describe("a library system's MARC 21 records", () => {
  let preview: LibraryImportPreview;
  const isbns = [isbnOf(810001), isbnOf(810002), isbnOf(810003)];

  it("previews a MARC-8 file — Chinese from its 880 fields — writing no book", async () => {
    const before = await t.counts();
    const records = [
      chineseBook(810001, ["IM-0001", "IM-0002"]),
      chineseBook(810002, ["IM-0003"]),
      englishBook(810003, ["IM-0004"]),
      // Its barcode is a demo copy's, of another book.
      englishBook(810004, [demoBarcode]),
      // Its ISBN's check digit is wrong.
      [
        ["020", "  ", "a", "9789880000012"],
        ["245", "10", "a", "Wrong number"],
      ],
      // The demo's book: a new copy for it.
      [
        ["020", "  ", "a", demoIsbn],
        ["245", "10", "a", "Already here"],
        ["100", "1 ", "a", "Someone"],
        ["260", "  ", "b", "Some Press"],
        ["952", "  ", "p", "IM-0005", "o", "999 X"],
      ],
    ];
    preview = await check(marcFile(records, "marc8"), "school.mrc");
    expect(preview).toMatchObject({
      format: "marc",
      status: "checked",
      records: 6,
      refused: 2,
      books_added: 3,
      books_matched: 1,
      copies_added: 5,
    });
    expect(preview.problems.map((p) => [p.record, p.title, p.field])).toEqual([
      [4, expect.stringMatching(/^The lighthouse keeper 810004/), "條碼"],
      [5, "Wrong number", "ISBN"],
      [5, "Wrong number", "作者"],
      [5, "Wrong number", "出版社"],
    ]);
    expect(preview.problems[0]!.message).toContain(demoBarcode);
    expect(preview.sample[0]).toMatchObject({
      isbn: isbns[0],
      name_zh: "小龍的冒險 810001",
      author: "林小美",
      publisher: "商務印書館",
      category: { name_zh: "文學小說" },
      match_id: null,
      copies: [
        { book_no: "IM-0001", call_number: "859.6 8443", location: "兒童閱讀區" },
        { book_no: "IM-0002", call_number: "859.6 8443", location: "兒童閱讀區" },
      ],
    });
    expect(preview.sample[2]).toMatchObject({
      name_en: expect.stringMatching(/^The lighthouse keeper/),
    });
    expect(preview.sample[3]!.match_id).toBeGreaterThan(0);
    const after = await t.counts();
    const kept = { uploads: 0, libraryImports: 0 };
    expect({ ...after, ...kept }).toEqual({ ...before, ...kept });
    expect(after.libraryImports).toBe(Number(before.libraryImports) + 1);
  });

  it("writes the accepted books on confirming, once, and readers find them at once", async () => {
    const stock = async () =>
      (
        await all<{ stock: number }>(
          sql`SELECT c.stock FROM book_counters c JOIN books b ON b.id = c.book_id
          WHERE b.school_id = 1 AND b.isbn = ${demoIsbn}`,
        )
      )[0]!.stock;
    const stockBefore = await stock();
    const done = await lib.ok(
      endpoints.catalogueImportConfirm,
      { id: preview.id },
      { token: librarian },
    );
    expect(done).toMatchObject({ status: "imported", books_added: 3, copies_added: 5 });
    expect(done.imported_at).not.toBeNull();
    const written = await booksBy(isbns);
    expect(written.map((b) => [b.name_zh, b.author])).toEqual([
      ["小龍的冒險 810001", "林小美"],
      ["小龍的冒險 810002", "林小美"],
      ["The lighthouse keeper 810003: a story of the sea", "Morgan, Sarah"],
    ]);
    expect(await stock()).toBe(stockBefore + 1);
    const again = await lib.ok(
      endpoints.catalogueImportConfirm,
      { id: preview.id },
      { token: librarian },
    );
    expect(again.status).toBe("imported");
    expect(await booksBy(isbns)).toHaveLength(3);

    const found = await lib.ok(
      endpoints.librarySearch,
      { keyword: "小龍的冒險 810002" },
      { token: await t.signIn("parent") },
    );
    expect(found.list[0]).toMatchObject({ isbn: isbns[1] });
    const history = await lib.ok(endpoints.catalogueImports, {}, { token: librarian });
    expect(history.list[0]).toMatchObject({
      id: preview.id,
      file_name: "school.mrc",
      created_by: { name_zh: "周美玲" },
    });
  });

  it("undoes it: its books and copies go, the matched book's stock is as it was", async () => {
    const undone = await lib.ok(
      endpoints.catalogueImportUndo,
      { id: preview.id },
      { token: librarian },
    );
    expect(undone.status).toBe("undone");
    expect(await booksBy(isbns)).toEqual([]);
    expect(await all(sql`SELECT 1 FROM book_copies WHERE book_no LIKE 'IM-%'`)).toEqual([]);
    const twice = await lib.refused(
      endpoints.catalogueImportUndo,
      { id: preview.id },
      { token: librarian },
    );
    expect(twice.code).toBe(409);
  });

  it("reads MARCXML (a namespace prefix, attributes in any order) as the same books", async () => {
    const xml = await check(
      marcXml([chineseBook(810011, ["IX-1"]), englishBook(810012, ["IX-2"])]),
      "export.xml",
    );
    expect(xml).toMatchObject({
      format: "marcxml",
      records: 2,
      refused: 0,
      books_added: 2,
      copies_added: 2,
    });
    expect(xml.sample.map((b) => b.name_zh)).toEqual([
      "小龍的冒險 810011",
      "The lighthouse keeper 810012: a story of the sea",
    ]);
    await lib.ok(endpoints.catalogueImportDiscard, { id: xml.id }, { token: librarian });
    const gone = await lib.refused(endpoints.catalogueImport, { id: xml.id }, { token: librarian });
    expect(gone.code).toBe(404);
  });
});

describe("the template's spreadsheet", () => {
  it("reads a Big5 CSV: rows of one ISBN are one book's copies, categories by name", async () => {
    const bytes = readFileSync(new URL("./fixtures/catalogue-big5.csv", import.meta.url));
    const preview = await check(bytes, "館藏.csv");
    expect(preview).toMatchObject({
      format: "spreadsheet",
      records: 4,
      refused: 1,
      books_added: 3,
      copies_added: 4,
    });
    expect(preview.problems).toEqual([
      expect.objectContaining({ record: 5, title: "錯誤的書號", field: "ISBN" }),
    ]);
    expect(preview.sample.map((b) => [b.name_zh, b.category.name_zh, b.copies.length])).toEqual([
      ["三隻小豬的新家", "繪本", 2],
      ["香港街道故事", "歷史", 1],
      ["海港的雀鳥", "自然與動物", 1],
    ]);
    const done = await lib.ok(
      endpoints.catalogueImportConfirm,
      { id: preview.id },
      { token: librarian },
    );
    expect(done.status).toBe("imported");
    const [pigs] = await booksBy(["9789889000011"]);
    expect(pigs).toMatchObject({ name_en: "The Pigs' New Home", author: "陳美華" });

    // The labels of what it added, and of one book: barcode order, with the spine's call number.
    const labels = await lib.ok(
      endpoints.catalogueLabels,
      { import_id: preview.id },
      { token: librarian },
    );
    expect(labels.list.map((l) => l.book_no)).toEqual(["HS-0201", "NB-0301", "PB-0101", "PB-0102"]);
    const book = await lib.ok(
      endpoints.catalogueLabels,
      { book_id: pigs!.id },
      { token: librarian },
    );
    expect(book.list).toEqual([
      expect.objectContaining({
        book_no: "PB-0101",
        call_number: "859.9 陳",
        name_zh: "三隻小豬的新家",
      }),
      expect.objectContaining({ book_no: "PB-0102" }),
    ]);
    const neither = await lib.refused(endpoints.catalogueLabels, {}, { token: librarian });
    expect(neither.code).toBe(400);

    // Once a copy it added is lent, it cannot be undone.
    await lib.ok(
      endpoints.deskCheckout,
      { bookNo: "HS-0201", readerNo: "s2026001" },
      { token: librarian },
    );
    const before = await t.counts();
    const refused = await lib.refused(
      endpoints.catalogueImportUndo,
      { id: preview.id },
      { token: librarian },
    );
    expect(refused.code).toBe(409);
    expect(await t.counts()).toEqual(before);
  });

  it("gives the template in the reader's language", async () => {
    const answer = await t.app.request(LIBRARY_IMPORT_TEMPLATE_PATH, {
      headers: { [HEADERS.token]: librarian, [HEADERS.acceptLanguage]: "en-US" },
    });
    expect(answer.status).toBe(200);
    const sheets = await readXlsxFile(Buffer.from(await answer.arrayBuffer()));
    expect(sheets.map((s) => s.sheet)).toEqual(["Catalogue import template", "Help"]);
    expect(sheets[0]!.data[0]!.slice(0, 3)).toEqual(["ISBN*", "Chinese title*", "English title"]);
  });
});

describe("what is refused", () => {
  it("checks a confirmation again: a barcode taken since gives the new preview and writes nothing", async () => {
    const preview = await check(marcFile([chineseBook(810021, ["RC-1"])], "utf8"), "late.mrc");
    expect(preview.refused).toBe(0);
    const [any] = await all<{ id: number }>(
      sql`SELECT id FROM books WHERE school_id = 1 ORDER BY id LIMIT 1`,
    );
    await lib.ok(
      endpoints.catalogueSaveCopy,
      { book_id: any!.id, book_no: "RC-1" },
      { token: librarian },
    );
    const outdated = await lib.refused(
      endpoints.catalogueImportConfirm,
      { id: preview.id },
      { token: librarian },
    );
    expect(outdated.code).toBe(409);
    const now = await lib.ok(endpoints.catalogueImport, { id: preview.id }, { token: librarian });
    expect(now).toMatchObject({ status: "checked", refused: 1, books_added: 0 });
    expect(await booksBy([isbnOf(810021)])).toEqual([]);
  });

  it("refuses a record with a broken leader and a barcode the file gives twice, by record, writing nothing", async () => {
    const before = await t.counts();
    const good = marcFile([chineseBook(810031, ["TW-1"])]);
    const broken = marcFile([englishBook(810032, ["TW-2"])]);
    // Its leader's record length is not a number: the record cannot be read, the next ones can.
    broken.set(new TextEncoder().encode("12x45"), 0);
    const twice = marcFile([
      // One of its copies has record 1's barcode; the other's is given twice in the record.
      englishBook(810033, ["TW-3", "TW-1"]),
      englishBook(810034, ["TW-4", "tw-4"]),
      // A refused record's barcode is free for a later one.
      englishBook(810035, ["TW-3"]),
    ]);
    const preview = await check(Buffer.concat([good, broken, twice]), "twice.mrc");
    expect(preview).toMatchObject({ records: 5, refused: 3, books_added: 2, copies_added: 2 });
    expect(preview.problems.map((p) => [p.record, p.field, p.message])).toEqual([
      [2, "", "無法讀取這筆紀錄"],
      [3, "條碼", "條碼 TW-1 已用於檔案第 1 筆"],
      [4, "條碼", "條碼 TW-4 已用於檔案第 4 筆"],
    ]);
    const kept = { uploads: 0, libraryImports: 0 };
    expect({ ...(await t.counts()), ...kept }).toEqual({ ...before, ...kept });
    expect(await booksBy([isbnOf(810031), isbnOf(810035)])).toEqual([]);
  });

  it("names the file's problem: not a catalogue, no template header, no record", async () => {
    for (const [bytes, name, message] of [
      ["%PDF-1.4 a notice", "notice.pdf", "檔案格式無效"],
      ["書名,作者\n小王子,聖修伯里\n", "books.csv", "範本"],
      [
        '<?xml version="1.0"?><collection xmlns="http://www.loc.gov/MARC21/slim"></collection>',
        "empty.xml",
        "沒有書目",
      ],
    ] as const) {
      const answer = await lib.refused(
        endpoints.catalogueImportCheck,
        { file: file(bytes, name), category_id: fiction },
        { token: librarian },
      );
      expect(answer.code, name).toBe(400);
      expect(JSON.stringify(answer.data), name).toContain(message);
    }
  });
});

import { endpoints, type BookRecordRequest } from "@campus/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleFile } from "../testing/contract-inputs";
import { createTestApp, type DemoLogin, type TestApp } from "../testing/test-app";
import { libraryClient, type LibraryClient } from "./testing/library-api";

/* The librarian's catalogue (issue 38) on the demo school, as its librarian 周美玲. */

let t: TestApp;
let lib: LibraryClient;
let librarian: string;
let categoryId: number;
let subcategoryId: number;

/** A book as the librarian types it: an ISBN-10 with hyphens, a new publisher. */
const NEW_BOOK = {
  isbn: "962-07-0211-5",
  name_zh: "海港的燈塔",
  name_en: "The Harbour Lighthouse",
  author: "周美玲",
  publisher: "維港出版社",
  language: "zh",
  age_min: 8,
  age_max: 12,
  publish_year: 2024,
  intro_zh: "一座燈塔和守燈人的故事。",
} as const;

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const result = (await t.database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows[0]!;
}

async function addBook(fields: Partial<BookRecordRequest> = {}) {
  return lib.ok(
    endpoints.catalogueSaveBook,
    { ...NEW_BOOK, category_id: categoryId, subcategory_id: subcategoryId, ...fields },
    { token: librarian },
  );
}

beforeAll(async () => {
  t = await createTestApp();
  lib = libraryClient(t);
  librarian = await t.signIn("librarian");
  const ids = await one<{ category: number; sub: number }>(
    sql`SELECT p.id AS category, c.id AS sub FROM book_categories c JOIN book_categories p
      ON p.id = c.parent_id WHERE p.school_id = 1 ORDER BY p.sort, c.sort LIMIT 1`,
  );
  categoryId = ids.category;
  subcategoryId = ids.sub;
});
afterAll(async () => {
  await t.close();
});

describe("who keeps the catalogue", () => {
  it("gives the librarian the desk and the catalogue, and the office both, through the role table", async () => {
    const { body } = await t.call("/parent_student/api/user_info", {
      method: "GET",
      token: librarian,
    });
    expect(body.data.roles).toEqual(["teacher", "librarian"]);
    const menu = await t.call("/parent_student/api/get_menu_json", {
      method: "POST",
      token: librarian,
    });
    const codes = JSON.stringify(menu.body.data);
    expect(codes).toContain("/library/catalogue");
    expect(codes).toContain("/library/desk");
    expect(codes).not.toContain("/office/");
    const rows = await lib.ok(endpoints.catalogueBooks, {}, { token: await t.signIn("staff") });
    expect(rows.total).toBeGreaterThan(1000);
  });

  it.each(["parent", "student", "teacher"] as DemoLogin[])(
    "refuses a %s with 403 on every catalogue call, writing nothing",
    async (who) => {
      const token = await t.signIn(who);
      const before = await t.counts();
      for (const endpoint of Object.values(endpoints).filter((e) =>
        e.path.startsWith("/api/library/catalogue/"),
      )) {
        const answer = await lib.request(
          endpoint,
          { ...NEW_BOOK, id: 1, book_id: 1, book_no: "X1", status: "disabled" } as never,
          { token },
        );
        expect(answer.code, endpoint.id).toBe(403);
      }
      expect(await t.counts()).toEqual(before);
    },
  );

  it("refuses the librarian of one school on another school's catalogue", async () => {
    const answer = await libraryClient(t, 2).refused(
      endpoints.catalogueBooks,
      {},
      { token: librarian },
    );
    expect(answer.code).toBe(403);
  });
});

describe("finding a book", () => {
  it("finds by title, author, ISBN in either form, a copy's barcode and the start of its call number", async () => {
    const book = await addBook({ isbn: "9789620702112", name_zh: "尋找藍鯨", author: "何文山" });
    const copy = await lib.ok(
      endpoints.catalogueSaveCopy,
      { book_id: book.id, book_no: "lh-90001", call_number: "551.46 HO", location: "二樓" },
      { token: librarian },
    );
    expect(copy).toMatchObject({ book_no: "LH-90001", status: "available", reader: null });
    for (const keyword of [
      "尋找藍鯨",
      "何文山",
      "978-962-07-0211-2",
      "962-07-0211-5",
      "lh-90001",
      "551.4",
    ]) {
      const found = await lib.ok(endpoints.catalogueBooks, { keyword }, { token: librarian });
      expect(
        found.list.map((row) => row.id),
        keyword,
      ).toContain(book.id);
    }
    const [row] = (
      await lib.ok(endpoints.catalogueBooks, { keyword: "LH-90001" }, { token: librarian })
    ).list;
    expect(row).toMatchObject({ id: book.id, copies: 1, on_shelf: 1, status: "enabled" });
    // Readers find it too, at once.
    const search = await lib.ok(endpoints.librarySearch, { keyword: "尋找藍鯨" });
    expect(search.list.map((b) => b.id)).toContain(book.id);
    await t.database.db.execute(sql`DELETE FROM book_copies WHERE id = ${copy.id}`);
    await t.database.db.execute(sql`DELETE FROM book_counters WHERE book_id = ${book.id}`);
    await t.database.db.execute(sql`DELETE FROM books WHERE id = ${book.id}`);
  });

  it("narrows to disabled books", async () => {
    const disabled = await lib.ok(
      endpoints.catalogueBooks,
      { status: "disabled" },
      { token: librarian },
    );
    expect(disabled.total).toBeGreaterThan(0);
    expect(disabled.list.every((row) => row.status === "disabled")).toBe(true);
  });
});

describe("adding and correcting a book", () => {
  it("adds a book with its ISBN kept as 13 digits, a new publisher, and readers see it", async () => {
    const lookup = await lib.ok(
      endpoints.catalogueIsbn,
      { isbn: NEW_BOOK.isbn },
      { token: librarian },
    );
    expect(lookup).toEqual({ isbn: "9789620702112", book: null });
    const book = await addBook();
    expect(book).toMatchObject({
      isbn: "9789620702112",
      name_zh: "海港的燈塔",
      publisher: "維港出版社",
      status: "enabled",
      copies: [],
      cover: null,
    });
    const detail = await lib.ok(endpoints.libraryBookDetail, { id: book.id });
    expect(detail).toMatchObject({ name_en: "The Harbour Lighthouse", stock: 0, available: 0 });
    // Looked up again, the ISBN names the book that has it: "add a copy?".
    expect(
      (await lib.ok(endpoints.catalogueIsbn, { isbn: "978-962-07-0211-2" }, { token: librarian }))
        .book,
    ).toMatchObject({ id: book.id, name_zh: "海港的燈塔" });
  });

  it("refuses a second book with the same ISBN, by field and naming the first, writing nothing", async () => {
    const before = await t.counts();
    const answer = await lib.refused(
      endpoints.catalogueSaveBook,
      { ...NEW_BOOK, isbn: "9789620702112", category_id: categoryId },
      { token: librarian, lang: "en-US" },
    );
    expect(answer.code).toBe(400);
    expect(answer.data).toMatchObject({
      fields: [{ field: "isbn", message: expect.stringContaining("“海港的燈塔”") }],
    });
    expect(await t.counts()).toEqual(before);
  });

  it("refuses a wrong check digit, an age range upside down and another school's category, by field", async () => {
    const before = await t.counts();
    const cases: [Partial<BookRecordRequest>, string, string][] = [
      [{ isbn: "978-962-07-0211-9" }, "isbn", "ISBN 不正確"],
      [{ isbn: "962-07-0211-1" }, "isbn", "ISBN 不正確"],
      [{ age_min: 12, age_max: 8 }, "age_max", "最大年齡不可小於最小年齡"],
      [{ category_id: 999_999 }, "category_id", "請從選項中選擇"],
      [{ subcategory_id: 999_999 }, "subcategory_id", "請從選項中選擇"],
      [{ name_zh: "  " }, "name_zh", ""],
    ];
    for (const [fields, field, text] of cases) {
      const answer = await lib.refused(
        endpoints.catalogueSaveBook,
        { ...NEW_BOOK, isbn: "9780000000002", category_id: categoryId, ...fields },
        { token: librarian },
      );
      expect(answer.code, field).toBe(400);
      const problem = (answer.data as { fields: { field: string; message: string }[] }).fields[0]!;
      expect(problem.field).toBe(field);
      expect(problem.message).toContain(text);
    }
    expect(await t.counts()).toEqual(before);
  });

  it("corrects a book: title, author and publisher searchable at once, the old title no longer", async () => {
    const { list } = await lib.ok(
      endpoints.catalogueBooks,
      { keyword: "海港的燈塔" },
      { token: librarian },
    );
    const id = list[0]!.id;
    const record = await lib.ok(endpoints.catalogueBook, { id }, { token: librarian });
    const saved = await lib.ok(
      endpoints.catalogueSaveBook,
      {
        ...NEW_BOOK,
        id,
        isbn: record.isbn,
        category_id: record.category_id,
        name_zh: "海港的守燈人",
        author: "周美玲、陳家明",
      },
      { token: librarian },
    );
    expect(saved).toMatchObject({ id, name_zh: "海港的守燈人", author: "周美玲、陳家明" });
    expect(
      (await lib.ok(endpoints.librarySearch, { keyword: "守燈人" })).list.map((b) => b.id),
    ).toContain(id);
    expect(
      (await lib.ok(endpoints.librarySearch, { keyword: "海港的燈塔" })).list.map((b) => b.id),
    ).not.toContain(id);
  });

  it("disables a book (readers' search no longer offers it) and enables it again", async () => {
    const { list } = await lib.ok(
      endpoints.catalogueBooks,
      { keyword: "守燈人" },
      { token: librarian },
    );
    const id = list[0]!.id;
    const off = await lib.ok(
      endpoints.catalogueBookStatus,
      { id, status: "disabled" },
      { token: librarian },
    );
    expect(off.status).toBe("disabled");
    expect((await lib.ok(endpoints.librarySearch, { keyword: "守燈人" })).list).toEqual([]);
    await lib.ok(endpoints.catalogueBookStatus, { id, status: "enabled" }, { token: librarian });
    expect(
      (await lib.ok(endpoints.librarySearch, { keyword: "守燈人" })).list.map((b) => b.id),
    ).toEqual([id]);
  });

  it("keeps a cover the save names, serves it to anyone, and takes it off with null", async () => {
    const { list } = await lib.ok(
      endpoints.catalogueBooks,
      { keyword: "守燈人" },
      { token: librarian },
    );
    const id = list[0]!.id;
    const record = await lib.ok(endpoints.catalogueBook, { id }, { token: librarian });
    const png = new File([sampleFile()], "cover.png", { type: "image/png" });
    const cover = await lib.ok(endpoints.catalogueUploadCover, { file: png }, { token: librarian });
    expect((await t.app.request(cover.url)).status).toBe(404);
    const saved = await lib.ok(
      endpoints.catalogueSaveBook,
      { ...NEW_BOOK, ...record, publish_year: record.publish_year, cover: cover.id } as never,
      { token: librarian },
    );
    expect(saved.cover).toEqual(cover);
    expect((await t.app.request(cover.url)).status).toBe(200);
    expect((await lib.ok(endpoints.libraryBookDetail, { id })).cover).toBe(cover.url);
    // Saved again without `cover`: kept.
    const kept = await lib.ok(
      endpoints.catalogueSaveBook,
      { ...NEW_BOOK, ...record, cover: undefined } as never,
      { token: librarian },
    );
    expect(kept.cover).toEqual(cover);
    const off = await lib.ok(
      endpoints.catalogueSaveBook,
      { ...NEW_BOOK, ...record, cover: null } as never,
      { token: librarian },
    );
    expect(off.cover).toBeNull();
    expect((await t.app.request(cover.url)).status).toBe(404);
    // A file that is not a picture is refused by its content, whatever its name.
    const fake = new File(["%PDF-1.4 not a picture"], "cover.png", { type: "image/png" });
    expect(
      (await lib.refused(endpoints.catalogueUploadCover, { file: fake }, { token: librarian }))
        .code,
    ).toBe(400);
  });
});

describe("copies", () => {
  let bookId: number;
  const stock = async () =>
    (await one<{ stock: number }>(sql`SELECT stock FROM book_counters WHERE book_id = ${bookId}`))
      .stock;

  beforeAll(async () => {
    bookId = (await lib.ok(endpoints.catalogueBooks, { keyword: "守燈人" }, { token: librarian }))
      .list[0]!.id;
  });

  it("adds copies on the shelf, in stock at once: readers may reserve", async () => {
    for (const no of ["LH-0001", "LH-0002"])
      await lib.ok(
        endpoints.catalogueSaveCopy,
        { book_id: bookId, book_no: no, call_number: "857.7 CHO", location: "兒童閱讀區" },
        { token: librarian },
      );
    expect(await stock()).toBe(2);
    const detail = await lib.ok(endpoints.libraryBookDetail, { id: bookId });
    expect(detail).toMatchObject({ stock: 2, available: 2 });
  });

  it("refuses a barcode another copy has (any case), and one with spaces, writing nothing", async () => {
    const before = await t.counts();
    for (const [no, text] of [
      ["lh-0001", "LH-0001"],
      ["B0000001", "B0000001"],
      ["LH 0003", "只可使用英文字母"],
    ] as const) {
      const answer = await lib.refused(
        endpoints.catalogueSaveCopy,
        { book_id: bookId, book_no: no },
        { token: librarian },
      );
      expect(answer.code).toBe(400);
      expect(JSON.stringify(answer.data)).toContain(text);
    }
    expect(await t.counts()).toEqual(before);
  });

  it("corrects a copy's call number and location", async () => {
    const record = await lib.ok(endpoints.catalogueBook, { id: bookId }, { token: librarian });
    const copy = record.copies[0]!;
    const saved = await lib.ok(
      endpoints.catalogueSaveCopy,
      {
        id: copy.id,
        book_id: bookId,
        book_no: copy.book_no,
        call_number: "857.7 CHO c.1",
        location: "二樓",
      },
      { token: librarian },
    );
    expect(saved).toMatchObject({ id: copy.id, call_number: "857.7 CHO c.1", location: "二樓" });
  });

  it("sends a copy for repair and withdraws one: out of stock, back on the shelf puts it back", async () => {
    const [first, second] = (
      await lib.ok(endpoints.catalogueBook, { id: bookId }, { token: librarian })
    ).copies;
    const repair = await lib.ok(
      endpoints.catalogueCopyStatus,
      { id: first!.id, status: "repair" },
      { token: librarian },
    );
    expect(repair.status).toBe("repair");
    expect(await stock()).toBe(1);
    await lib.ok(
      endpoints.catalogueCopyStatus,
      { id: second!.id, status: "withdrawn" },
      { token: librarian },
    );
    expect(await stock()).toBe(0);
    // Neither can be lent at the desk.
    const desk = await lib.refused(
      endpoints.deskCheckout,
      { bookNo: first!.book_no, readerNo: "s2026004" },
      { token: librarian },
    );
    expect(desk.code).toBe(409);
    // Nor reserved: every copy is out of stock.
    const reserve = await lib.refused(
      endpoints.libraryReserve,
      { bookId },
      { token: await t.signIn("quietStudent") },
    );
    expect(reserve.code).toBe(409);
    const row = (
      await lib.ok(endpoints.catalogueBooks, { keyword: "守燈人" }, { token: librarian })
    ).list[0]!;
    expect(row).toMatchObject({ copies: 1, on_shelf: 0 });
    await lib.ok(
      endpoints.catalogueCopyStatus,
      { id: first!.id, status: "available" },
      { token: librarian },
    );
    expect(await stock()).toBe(1);
  });

  it("refuses to withdraw a copy on loan (the desk takes it back first), and shows who has it", async () => {
    const [first] = (await lib.ok(endpoints.catalogueBook, { id: bookId }, { token: librarian }))
      .copies;
    await lib.ok(
      endpoints.deskCheckout,
      { bookNo: first!.book_no.toLowerCase(), readerNo: "s2026004" },
      { token: librarian },
    );
    const record = await lib.ok(endpoints.catalogueBook, { id: bookId }, { token: librarian });
    expect(record.copies[0]).toMatchObject({
      status: "onLoan",
      reader: { name_zh: "何家俊", reader_no: "s2026004" },
      due_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const before = await t.counts();
    const answer = await lib.refused(
      endpoints.catalogueCopyStatus,
      { id: first!.id, status: "withdrawn" },
      { token: librarian, lang: "en-US" },
    );
    expect(answer).toMatchObject({ code: 409, msg: expect.stringContaining(first!.book_no) });
    expect(await t.counts()).toEqual(before);
    await lib.ok(endpoints.deskReturn, { bookNo: first!.book_no }, { token: librarian });
  });
});

describe("a new school's library", () => {
  it("is set up by its first catalogue call: the product's categories, ready for a first book", async () => {
    const neighbour = await t.signIn("neighbourStaff");
    const school = await one<{ id: number }>(sql`SELECT id FROM schools WHERE code = 'HARBOUR'`);
    const there = libraryClient(t, school.id);
    const before = await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM book_categories WHERE school_id = ${school.id}`,
    );
    expect(before.n).toBe(0);
    expect((await there.ok(endpoints.catalogueBooks, {}, { token: neighbour })).total).toBe(0);
    const categories = await there.ok(endpoints.libraryCategories, { pageSize: 50 });
    expect(categories.list.length).toBeGreaterThan(3);
    const first = categories.list[0]!;
    // The same ISBN as a book of the demo school: another school's catalogue is its own.
    const book = await there.ok(
      endpoints.catalogueSaveBook,
      {
        ...NEW_BOOK,
        isbn: "9789620702112",
        category_id: first.id,
        subcategory_id: first.children[0]!.id,
      },
      { token: neighbour },
    );
    expect(book.isbn).toBe("9789620702112");
    // Calling again sets nothing up twice.
    await there.ok(endpoints.catalogueBooks, {}, { token: neighbour });
    const after = await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM book_categories WHERE school_id = ${school.id}`,
    );
    expect(after.n).toBe(
      categories.list.length + categories.list.reduce((n, c) => n + c.children.length, 0),
    );
  });
});

describe("library cards", () => {
  it("lists the classes, and a class's students with the student number the desk lends by", async () => {
    const none = await lib.ok(endpoints.catalogueReaderCards, {}, { token: librarian });
    expect(none.classes).toContain("4A");
    expect(none.list).toEqual([]);
    const cards = await lib.ok(
      endpoints.catalogueReaderCards,
      { class_name: "4A" },
      { token: librarian },
    );
    expect(cards.list.length).toBeGreaterThan(0);
    expect(cards.list.every((c) => c.class_name === "4A" && c.reader_no !== "")).toBe(true);
    const numbers = cards.list.map((c) => c.class_number ?? 0);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    // The desk lends to the reader by the card's barcode.
    const [first] = cards.list;
    const copy = await one<{ book_no: string }>(
      sql`SELECT book_no FROM book_copies WHERE school_id = 1 AND status = 'available'
        ORDER BY id DESC LIMIT 1`,
    );
    const loan = await lib.ok(
      endpoints.deskCheckout,
      { bookNo: copy.book_no, readerNo: first!.reader_no },
      { token: librarian },
    );
    expect(JSON.stringify(loan)).toContain(first!.name_zh);
  });
});

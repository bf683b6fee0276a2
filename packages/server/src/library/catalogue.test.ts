import { endpoints, normalizeIsbn } from "@campus/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { invalidInput } from "../testing/typed-client";
import { NOTABLE_ISBNS } from "./seed/generate-books";
import { bookIdOf, libraryClient, type LibraryClient } from "./testing/library-api";

let t: TestApp;
let lib: LibraryClient;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  lib = libraryClient(t);
  for (const [key, isbn] of Object.entries(NOTABLE_ISBNS)) ids[key] = await bookIdOf(t, isbn);
});
afterAll(async () => {
  await t.close();
});

type Book = {
  id: number;
  name_zh: string;
  name_en: string;
  author: string;
  isbn: string;
  status: string;
};

describe("school_info", () => {
  it("looks the school up by code (any case) with its library rules", async () => {
    const { code, data } = await t
      .call("/api/library/school_info", { form: { schoolCode: "demo" } })
      .then((r) => r.body);
    expect(code).toBe(200);
    expect(data).toEqual({
      id: 1,
      code: "DEMO",
      name_zh: "校園示範學校",
      name_cn: "校园示范学校",
      name_en: "Campus Demo School",
      rules: {
        loan_days: 14,
        max_renewals: 2,
        renew_days: 14,
        renew_window_days: 7,
        max_loans: 5,
        max_reservations: 5,
        pickup_days: 3,
      },
    });
  });

  it("answers an unknown code with 404 in the caller's language", async () => {
    const { body } = await t.call("/api/library/school_info", {
      form: { schoolCode: "NOPE" },
      lang: "en-US",
    });
    expect(body).toEqual({ code: 404, msg: "This school was not found", data: null });
  });

  it.each([
    ["a missing code", {}],
    ["an oversize code", { schoolCode: "x".repeat(33) }],
  ])("refuses %s", async (_name, form) => {
    const { body } = await t.call("/api/library/school_info", {
      form: form as Record<string, string>,
    });
    expect(body.code).toBe(400);
    expect(body.data.fields[0].field).toBe("schoolCode");
  });
});

describe("the demo catalogue", () => {
  it("has 2,000 books over 14 categories, each with subcategories, a third in English", async () => {
    const home = await lib.ok(endpoints.libraryHome);
    expect(home.totals.books).toBeGreaterThan(1_980); // less the few disabled books
    expect(home.categories).toHaveLength(14);
    for (const category of home.categories)
      expect(category.children.length).toBeGreaterThanOrEqual(3);
    const english = await lib.ok(endpoints.librarySearch, { keyword: "978", pageSize: 100 });
    expect(english.total).toBeGreaterThan(1_900);
  });

  it("finds a book by its ISBN as typed: hyphenated, or the older ten digits (issue 38)", async () => {
    const isbn = Object.values(NOTABLE_ISBNS)[0]!;
    // The same book's ISBN-10: digits 4–12, and a check digit by weights 10…2 (mod 11).
    const nine = isbn.slice(3, 12);
    const sum = [...nine].reduce((total, digit, i) => total + Number(digit) * (10 - i), 0);
    const check = (11 - (sum % 11)) % 11;
    const isbn10 = `${nine}${check === 10 ? "X" : check}`;
    for (const keyword of [
      `${isbn.slice(0, 3)}-${isbn.slice(3, 6)}-${isbn.slice(6, 12)}-${isbn.slice(12)}`,
      `${isbn10.slice(0, 3)}-${isbn10.slice(3, 9)}-${isbn10.slice(9)}`,
    ]) {
      const found = await lib.ok(endpoints.librarySearch, { keyword });
      expect(
        found.list.map((b) => b.isbn),
        keyword,
      ).toEqual([isbn]);
    }
  });

  it("gives every book a valid ISBN-13 and both titles", async () => {
    const page = (await lib.ok(endpoints.libraryRank, { rankType: "read", pageSize: 100 }))
      .list as Book[];
    for (const book of page) {
      expect(normalizeIsbn(book.isbn)).toBe(book.isbn);
      expect(book.name_zh).not.toBe("");
      expect(book.name_en).not.toBe("");
    }
  });
});

describe("home", () => {
  it("answers new arrivals, popular and recommended books, categories and totals", async () => {
    const data = await lib.ok(endpoints.libraryHome);
    expect(data.new_arrivals).toHaveLength(8);
    expect(data.popular.map((b: { read_count: number }) => b.read_count)).toEqual(
      [...data.popular.map((b: { read_count: number }) => b.read_count)].sort((a, b) => b - a),
    );
    expect(data.recommended[0]!.recommend_count).toBeGreaterThanOrEqual(
      data.recommended[7]!.recommend_count,
    );
    expect(data.totals.copies).toBeGreaterThan(data.totals.books);
  });

  it("never offers a disabled book", async () => {
    const data = await lib.ok(endpoints.libraryHome);
    const all = [...data.new_arrivals, ...data.popular, ...data.recommended] as Book[];
    expect(all.every((b) => b.status === "enabled")).toBe(true);
  });

  it("answers an empty home for a school without books", async () => {
    const data = await lib.ok(endpoints.libraryHome, { schoolId: 999 });
    expect(data.totals).toEqual({ books: 0, copies: 0 });
  });
});

describe("page_by_rank", () => {
  it.each(["read", "recommend", "view"] as const)(
    "ranks by %s, best first, ranks running on across pages",
    async (rankType) => {
      const key = (
        { read: "read_count", recommend: "recommend_count", view: "view_count" } as const
      )[rankType];
      const first = await lib.ok(endpoints.libraryRank, { rankType, pageNum: 1, pageSize: 5 });
      const second = await lib.ok(endpoints.libraryRank, { rankType, pageNum: 2, pageSize: 5 });
      expect(first.list.map((b: { rank: number }) => b.rank)).toEqual([1, 2, 3, 4, 5]);
      expect(second.list.map((b: { rank: number }) => b.rank)).toEqual([6, 7, 8, 9, 10]);
      const values = [...first.list, ...second.list].map((b) => b[key]);
      expect(values).toEqual([...values].sort((a, b) => b - a));
      expect(first.total).toBe(second.total);
      expect(first).toMatchObject({ pageNum: 1, pageSize: 5 });
      expect(Object.keys(first).sort()).toEqual(["list", "pageNum", "pageSize", "total"]);
    },
  );

  it.each([
    ["a bad rank type", { rankType: "best" }, "rankType", "Please choose one of the options"],
    ["a missing rank type", {}, "rankType", "Please fill in this item"],
    [
      "a page size over 100",
      { rankType: "read", pageSize: 101 },
      "pageSize",
      "Must be at most 100",
    ],
    ["a page number of 0", { rankType: "read", pageNum: 0 }, "pageNum", "Must be at least 1"],
    [
      "a text page number",
      { rankType: "read", pageNum: "two" },
      "pageNum",
      "The format is incorrect",
    ],
  ])("refuses %s", async (_name, body, field, message) => {
    const { code, data } = await lib.refused(endpoints.libraryRank, invalidInput(body), {
      lang: "en-US",
    });
    expect(code).toBe(400);
    expect(data!.fields).toContainEqual({ field, message });
  });
});

describe("page_by_recommend", () => {
  it("recommends books for a signed-in reader's age from their class (4A: 9–10)", async () => {
    const token = await t.signIn("student");
    const data = await lib.ok(endpoints.libraryRecommend, { pageSize: 50 }, { token });
    expect(data.list.length).toBe(50);
    for (const book of data.list) {
      expect(book.age_min).toBeLessThanOrEqual(10);
      expect(book.age_max).toBeGreaterThanOrEqual(9);
    }
  });

  it("recommends the parent's current child's age (1B: 6–7)", async () => {
    const token = await t.signIn("parent");
    const children = (await t.call("/api/school/getChilds", { token })).body.data;
    await t.call(`/api/school/setChild?id=${children[1].id}`, { token });
    const data = await lib.ok(endpoints.libraryRecommend, { pageSize: 30 }, { token });
    for (const book of data.list) expect(book.age_min).toBeLessThanOrEqual(7);
  });

  it("answers the most recommended books when signed out", async () => {
    const data = await lib.ok(endpoints.libraryRecommend, { pageSize: 10 });
    const ranked = await lib.ok(endpoints.libraryRank, { rankType: "recommend", pageSize: 10 });
    expect(data.list.map((b: Book) => b.id)).toEqual(ranked.list.map((b: Book) => b.id));
  });
});

describe("detail", () => {
  it("answers a book with its category, publisher, intro and reviews count", async () => {
    const data = await lib.ok(endpoints.libraryBookDetail, { id: ids.queue }, { lang: "en-US" });
    expect(data).toMatchObject({
      id: ids.queue,
      name_en: "Dinosaur Detectives",
      category: "Nature & animals",
      subcategory: "Dinosaurs & prehistoric life",
      language: "en",
      stock: 2,
      reservations: 2,
      available: 0,
      review_count: 3,
      on_loan: 0,
      favorite: false,
      my_reservation: null,
      on_loan_to_me: false,
    });
    expect(data.intro_en).toContain("Dinosaur Detectives");
    expect(data.intro_zh).toContain("恐龍小偵探");
  });

  it("shows the reader's favourite, reservation with queue place and loan", async () => {
    const token = await t.signIn("student");
    const queued = await lib.ok(endpoints.libraryBookDetail, { id: ids.queue }, { token });
    expect(queued.favorite).toBe(true);
    expect(queued.my_reservation).toMatchObject({ status: "reserving", queue_position: 2 });
    const lent = await lib.ok(endpoints.libraryBookDetail, { id: ids.renewable }, { token });
    expect(lent.on_loan_to_me).toBe(true);
    // The reader's copy is counted among the copies out.
    expect(lent.on_loan).toBeGreaterThanOrEqual(1);
  });

  it("shows a disabled book, marked disabled", async () => {
    const data = await lib.ok(endpoints.libraryBookDetail, { id: ids.disabled });
    expect(data.status).toBe("disabled");
  });

  it("counts a view once per reader per day", async () => {
    const token = await t.signIn("quietStudent");
    const first = (await lib.ok(endpoints.libraryBookDetail, { id: ids.oneCopySpare }, { token }))
      .view_count;
    expect(
      (await lib.ok(endpoints.libraryBookDetail, { id: ids.oneCopySpare }, { token })).view_count,
    ).toBe(first);
    const other = await t.signIn("otherStudent");
    expect(
      (await lib.ok(endpoints.libraryBookDetail, { id: ids.oneCopySpare }, { token: other }))
        .view_count,
    ).toBe(first + 1);
    t.clock.advance(86_400_000);
    const again = await t.signIn("quietStudent");
    expect(
      (await lib.ok(endpoints.libraryBookDetail, { id: ids.oneCopySpare }, { token: again }))
        .view_count,
    ).toBe(first + 2);
  });

  it("counts a signed-out view once per address per day", async () => {
    const first = (await lib.ok(endpoints.libraryBookDetail, { id: ids.returnedYounger }))
      .view_count;
    expect(
      (await lib.ok(endpoints.libraryBookDetail, { id: ids.returnedYounger })).view_count,
    ).toBe(first);
  });

  it("answers 404 for a book of another school, or none, and counts nothing", async () => {
    const before = await t.counts();
    expect(
      (await lib.request(endpoints.libraryBookDetail, { id: 999_999 }, { lang: "en-US" })).msg,
    ).toBe("This book was not found");
    expect(
      (await lib.request(endpoints.libraryBookDetail, { id: ids.queue, schoolId: 2 })).code,
    ).toBe(404);
    expect(await t.counts()).toEqual(before);
  });

  it.each([
    ["a missing id", {}, "id"],
    ["a text id", { id: "abc" }, "id"],
    ["a negative id", { id: -1 }, "id"],
    ["a missing school", { schoolId: undefined, id: 1 }, "schoolId"],
  ])("refuses %s", async (_name, body, field) => {
    const { code, data } = await lib.refused(endpoints.libraryBookDetail, invalidInput(body));
    expect(code).toBe(400);
    expect(data!.fields[0]!.field).toBe(field);
  });
});

describe("classification_page_list, book_copyright_list, publisher_list", () => {
  it("lists categories with subcategories and book counts, paged", async () => {
    const data = await lib.ok(endpoints.libraryCategories, { pageSize: 5 });
    expect(data.total).toBe(14);
    expect(data.list).toHaveLength(5);
    const nature = (await lib.ok(endpoints.libraryCategories, { pageSize: 20 })).list.find(
      (c) => c.code === "nature",
    )!;
    expect(nature).toMatchObject({
      name_zh: "自然與動物",
      name_cn: "自然与动物",
      name_en: "Nature & animals",
    });
    const childTotal = nature.children.reduce(
      (sum: number, c: { book_count: number }) => sum + c.book_count,
      0,
    );
    expect(childTotal).toBe(nature.book_count);
  });

  it("lists authors most books first, narrowed by keyword (either script) and category", async () => {
    const all = await lib.ok(endpoints.libraryAuthors, { pageSize: 100 });
    expect(all.list[0]!.book_count).toBeGreaterThanOrEqual(all.list[99]!.book_count);
    const chan = await lib.ok(endpoints.libraryAuthors, { keyword: "陳" });
    const chanCn = await lib.ok(endpoints.libraryAuthors, { keyword: "陈" });
    expect(chan.total).toBeGreaterThan(0);
    expect(chanCn.total).toBe(chan.total);
    for (const a of chan.list) expect(a.author).toContain("陳");
    const category = (await lib.ok(endpoints.libraryCategories, { pageSize: 1 })).list[0]!;
    const inCategory = await lib.ok(endpoints.libraryAuthors, {
      categoryId: category.id,
      pageSize: 100,
    });
    expect(inCategory.total).toBeLessThan(all.total);
  });

  it("lists publishers most books first, narrowed by keyword", async () => {
    const all = await lib.ok(endpoints.libraryPublishers, { pageSize: 100 });
    expect(all.total).toBeGreaterThanOrEqual(20);
    const kite = await lib.ok(endpoints.libraryPublishers, { keyword: "kite" });
    expect(kite.list).toEqual([expect.objectContaining({ name: "Blue Kite Books" })]);
  });

  it("refuses an oversize keyword", async () => {
    const { code, data } = await lib.refused(endpoints.libraryAuthors, { keyword: "x".repeat(51) });
    expect(code).toBe(400);
    expect(data!.fields[0]!.field).toBe("keyword");
  });
});

describe("page_by_classification", () => {
  it("narrows by category, subcategory, author, publisher and availability, combined", async () => {
    const queue = await lib.ok(endpoints.libraryBookDetail, { id: ids.queue });
    const byCategory = await lib.ok(endpoints.libraryBrowse, { categoryId: queue.category_id });
    const bySub = await lib.ok(endpoints.libraryBrowse, { subcategoryId: queue.subcategory_id });
    expect(bySub.total).toBeLessThan(byCategory.total);
    const both = await lib.ok(endpoints.libraryBrowse, {
      categoryId: queue.category_id,
      subcategoryId: queue.subcategory_id,
      publisherId: queue.publisher_id,
      author: queue.author,
    });
    expect(both.list.map((b: Book) => b.id)).toContain(ids.queue);
    for (const b of both.list)
      expect(b).toMatchObject({ author: queue.author, publisher: queue.publisher });
    // Part of an author's name, in any case, finds them (issue 35, item 31: "Mia" found nothing).
    const part = queue.author.slice(1).toLowerCase();
    const byPart = await lib.ok(endpoints.libraryBrowse, { author: part });
    expect(byPart.list.length).toBeGreaterThan(0);
    for (const b of byPart.list) expect(b.author.toLowerCase()).toContain(part);
    expect(byPart.total).toBeGreaterThanOrEqual(
      (await lib.ok(endpoints.libraryBrowse, { author: queue.author })).total,
    );
    expect((await lib.ok(endpoints.libraryBrowse, { author: "%" })).total).toBe(0);
    const unavailable = await lib.ok(endpoints.libraryBrowse, {
      subcategoryId: queue.subcategory_id,
      availability: "unavailable",
    });
    expect(unavailable.list.map((b: Book) => b.id)).toEqual(
      expect.arrayContaining([ids.queue, ids.renewWaiting]),
    );
    for (const b of unavailable.list) expect(b.available).toBe(0);
    const available = await lib.ok(endpoints.libraryBrowse, {
      subcategoryId: queue.subcategory_id,
      availability: "available",
      pageSize: 100,
    });
    expect(available.total + unavailable.total).toBe(bySub.total);
    expect(available.list.every((b: { available: number }) => b.available > 0)).toBe(true);
  });

  it("orders by reads, most first, and treats empty facets as none", async () => {
    const data = await lib.ok(endpoints.libraryBrowse, {
      categoryId: "",
      availability: "",
      pageSize: 20,
    });
    const reads = data.list.map((b: { read_count: number }) => b.read_count);
    expect(reads).toEqual([...reads].sort((a: number, b: number) => b - a));
  });

  it.each([
    ["a bad availability", { availability: "some" }, "availability"],
    ["a text category", { categoryId: "science" }, "categoryId"],
    ["an oversize author", { author: "x".repeat(101) }, "author"],
  ])("refuses %s", async (_name, body, field) => {
    const { code, data } = await lib.refused(endpoints.libraryBrowse, invalidInput(body));
    expect(code).toBe(400);
    expect(data!.fields[0]!.field).toBe(field);
  });
});

describe("page_by_keyword", () => {
  const search = async (keyword: string, extra: Record<string, unknown> = {}) =>
    (await lib.ok(endpoints.librarySearch, { keyword, pageSize: 100, ...extra })) as {
      list: Book[];
      total: number;
    };

  it("counts the same total whichever page is asked, past the last one too", async () => {
    const all = await search("恐龍");
    expect(all.total).toBe(all.list.length);
    expect(all.total).toBeGreaterThan(3);
    const pageSize = all.total - 1; // Two pages: a full one, then one book.
    const pages = await Promise.all(
      [1, 2, 3].map((pageNum) => search("恐龍", { pageSize, pageNum })),
    );
    expect(pages.map((p) => [p.list.length, p.total])).toEqual([
      [pageSize, all.total],
      [1, all.total],
      [0, all.total],
    ]);
    expect((await search("恐龍", { pageSize: all.total })).total).toBe(all.total);
    const none = await search("沒有這本書的名字");
    expect([none.list.length, none.total]).toEqual([0, 0]);
  });

  it("finds a 1-character Chinese keyword as a substring", async () => {
    const { list, total } = await search("龍");
    expect(total).toBeGreaterThan(10);
    for (const b of list) expect(`${b.name_zh}${b.author}`).toMatch(/龍/);
  });

  it("finds 2- and 3+-character Chinese substrings, in either script", async () => {
    const two = await search("恐龍");
    expect(two.list.map((b) => b.id)).toEqual(
      expect.arrayContaining([ids.queue, ids.dinosaursChinese]),
    );
    const simplified = await search("恐龙");
    expect(simplified.total).toBe(two.total);
    const three = await search("小偵探");
    expect(three.list.map((b) => b.id)).toContain(ids.queue);
    for (const b of three.list) expect(b.name_zh).toContain("小偵探");
    const long = await search("恐龍王國大冒險");
    expect(long.list[0]!.id).toBe(ids.dinosaursChinese);
  });

  it("finds English substrings regardless of case, and ISBNs with or without hyphens", async () => {
    const inside = await search("OSAUR");
    expect(inside.list.map((b) => b.id)).toContain(ids.queue);
    const isbn = NOTABLE_ISBNS.oneCopy;
    expect((await search(isbn)).list.map((b) => b.id)).toEqual([ids.oneCopy]);
    const hyphenated = `${isbn.slice(0, 3)}-${isbn.slice(3, 6)}-${isbn.slice(6, 12)}-${isbn.slice(12)}`;
    expect((await search(hyphenated)).list.map((b) => b.id)).toEqual([ids.oneCopy]);
  });

  it("ranks a title match above an author match", async () => {
    // "Emma Walker" wrote notable books; a title with "walker" must not exist for this to mean
    // anything, so search a word that is both a title word and an author's surname.
    const { list } = await search("turner");
    const authorOnly = list.filter(
      (b) => !`${b.name_zh} ${b.name_en}`.toLowerCase().includes("turner"),
    );
    expect(authorOnly.length).toBeGreaterThan(0);
    const hero = await search("恐龍小偵探");
    expect(hero.list[0]!.id).toBe(ids.queue);
    const mixed = await search("黃詠晴");
    expect(mixed.list.every((b) => b.author === "黃詠晴")).toBe(true);
    // A title that starts with the keyword comes before one that merely contains it.
    const first = await search("我的第一本");
    expect(first.list[0]!.name_zh.startsWith("我的第一本")).toBe(true);
  });

  it("puts title matches before author and publisher matches", async () => {
    const { list } = await search("海");
    const tiers = list.map((b) => (b.name_zh.includes("海") ? 0 : 1));
    expect(tiers).toEqual([...tiers].sort());
  });

  it("needs every word of the keyword, in any field", async () => {
    const { list } = await search("恐龍 detectives");
    expect(list.map((b) => b.id)).toContain(ids.queue);
    for (const b of list) expect(b.name_en.toLowerCase()).toContain("detectives");
  });

  it("combines the keyword with facets", async () => {
    const all = await search("恐龍");
    const spokenFor = await search("恐龍", { availability: "unavailable" });
    expect(spokenFor.list.map((b) => b.id)).toContain(ids.queue);
    expect(spokenFor.total).toBeLessThan(all.total);
    const queue = await lib.ok(endpoints.libraryBookDetail, { id: ids.queue });
    const narrowed = await search("恐龍", {
      publisherId: queue.publisher_id,
      categoryId: queue.category_id,
    });
    for (const b of narrowed.list) expect(b).toMatchObject({ publisher: queue.publisher });
  });

  it("pages through matches with a stable total", async () => {
    const one = await lib.ok(endpoints.librarySearch, { keyword: "龍", pageNum: 1, pageSize: 5 });
    const two = await lib.ok(endpoints.librarySearch, { keyword: "龍", pageNum: 2, pageSize: 5 });
    expect(one.total).toBe(two.total);
    expect(new Set([...one.list, ...two.list].map((b: Book) => b.id)).size).toBe(10);
  });

  it("does not offer disabled books", async () => {
    expect((await search(NOTABLE_ISBNS.disabled)).total).toBe(0);
  });

  it("takes quotes, backslashes and stray control characters in a keyword or author as text", async () => {
    for (const keyword of ["it's", "a\\b", "x\u0000y", "\ud800龍"]) {
      expect((await lib.request(endpoints.librarySearch, { keyword })).code).toBe(200);
      expect((await lib.request(endpoints.libraryBrowse, { author: keyword })).code).toBe(200);
    }
  });

  it("treats LIKE wildcards literally and finds nothing for punctuation only", async () => {
    expect((await search("%_%")).total).toBe(0);
    const hundred = await search("100%");
    expect(hundred.total).toBeGreaterThan(0);
    for (const b of hundred.list) expect(`${b.name_en} ${b.isbn}`).toContain("100");
  });

  it.each([
    ["a missing keyword", {}, "Please fill in this item"],
    ["a blank keyword", { keyword: "   " }, "Please fill in this item"],
    ["an oversize keyword", { keyword: "龍".repeat(51) }, "At most 50 characters"],
  ])("refuses %s", async (_name, body, message) => {
    const { code, data } = await lib.refused(endpoints.librarySearch, invalidInput(body), {
      lang: "en-US",
    });
    expect(code).toBe(400);
    expect(data!.fields).toContainEqual({ field: "keyword", message });
  });
});

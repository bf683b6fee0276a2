import { endpoints, LIBRARY_REPORT_PATH, HEADERS } from "@campus/contract";
import { sql } from "drizzle-orm";
import readXlsxFile from "read-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type DemoLogin, type TestApp } from "../testing/test-app";
import { libraryClient, type LibraryClient } from "./testing/library-api";

/* The librarian's reading reports (issue 38 §5) on the demo school's records. */

let t: TestApp;
let lib: LibraryClient;
let librarian: string;
const YEAR = { from: "2026-01-01", to: "2026-12-31" };

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const result = (await t.database.db.execute(query)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]!.n);
}

beforeAll(async () => {
  t = await createTestApp();
  lib = libraryClient(t);
  librarian = await t.signIn("librarian");
});
afterAll(async () => {
  await t.close();
});

describe("reading reports", () => {
  it("counts each class's loans and readers in the period, as the loans table has them", async () => {
    const { list } = await lib.ok(endpoints.libraryReportClasses, YEAR, { token: librarian });
    const fourA = list.find((c) => c.class_name === "4A")!;
    const loans =
      await count(sql`SELECT count(*) AS n FROM loans l JOIN users u ON u.id = l.reader_id
      WHERE u.class_name = '4A' AND u.login_type = 'student'
        AND l.borrowed_on BETWEEN '2026-01-01' AND '2026-12-31'`);
    expect(loans).toBeGreaterThan(0);
    expect(fourA).toMatchObject({ loans, students: expect.any(Number) });
    expect(fourA.readers).toBeGreaterThan(0);
    expect(fourA.readers).toBeLessThanOrEqual(fourA.students);
    // Classes in order; a period before any loan counts none.
    expect(list.map((c) => c.class_name)).toEqual([...list.map((c) => c.class_name)].sort());
    const before = await lib.ok(
      endpoints.libraryReportClasses,
      { from: "2020-01-01", to: "2020-12-31" },
      { token: librarian },
    );
    expect(before.list.every((c) => c.loans === 0 && c.readers === 0)).toBe(true);
  });

  it("lists students by loans, most first, and one class's alone", async () => {
    const all = await lib.ok(endpoints.libraryReportReaders, YEAR, { token: librarian });
    expect(all.total).toBeGreaterThan(0);
    const loans = all.list.map((r) => r.loans);
    expect(loans).toEqual([...loans].sort((a, b) => b - a));
    const chan = all.list.find((r) => r.reader_no === "s2026001");
    expect(chan).toMatchObject({ name_zh: "陳小明", class_name: "4A" });
    const fourA = await lib.ok(
      endpoints.libraryReportReaders,
      { ...YEAR, class_name: "4A" },
      { token: librarian },
    );
    expect(fourA.list.every((r) => r.class_name === "4A")).toBe(true);
  });

  it("lists the most borrowed books with their readers", async () => {
    const { list } = await lib.ok(endpoints.libraryReportBooks, YEAR, { token: librarian });
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]!.loans).toBeGreaterThanOrEqual(list.at(-1)!.loans);
    expect(list.every((b) => b.readers <= b.loans)).toBe(true);
  });

  it("lists today's overdue loans by class, with the days past due", async () => {
    const { list, total } = await lib.ok(endpoints.libraryReportOverdue, {}, { token: librarian });
    const overdue = await count(
      sql`SELECT count(*) AS n FROM loans WHERE status = 'borrowing' AND due_on < ${"2026-09-01"}::date`,
    );
    expect(total).toBe(overdue);
    expect(total).toBeGreaterThan(0);
    expect(list.every((o) => o.days_overdue > 0)).toBe(true);
    expect(list[0]).toMatchObject({
      reader: { name_zh: expect.any(String) },
      book_no: expect.any(String),
    });
  });

  it("refuses a period that ends before it starts, or runs over a year, by field", async () => {
    for (const body of [
      { from: "2026-12-31", to: "2026-01-01" },
      { from: "2024-01-01", to: "2026-12-31" },
      { from: "2026-02-30", to: "2026-12-31" },
    ]) {
      const answer = await lib.refused(endpoints.libraryReportClasses, body, { token: librarian });
      expect(answer.code).toBe(400);
    }
  });

  it("gives the four reports as one workbook, in the reader's language, to the library's staff alone", async () => {
    const path = `${LIBRARY_REPORT_PATH}?from=2026-01-01&to=2026-12-31`;
    const answer = await t.app.request(path, {
      headers: { [HEADERS.token]: librarian, [HEADERS.acceptLanguage]: "en-US" },
    });
    expect(answer.status).toBe(200);
    const bytes = Buffer.from(await answer.arrayBuffer());
    const sheets = await readXlsxFile(bytes);
    expect(sheets.map((s) => s.sheet)).toEqual(["Classes", "Students", "Most borrowed", "Overdue"]);
    const overdue = sheets[3]!.data;
    expect(overdue[0]).toEqual([
      "Class",
      "Student number",
      "Name",
      "Title",
      "Barcode",
      "Due",
      "Days overdue",
    ]);
    expect(overdue.length).toBeGreaterThan(1);
    for (const who of ["parent", "student", "teacher"] as DemoLogin[]) {
      const refused = await t.app.request(path, {
        headers: { [HEADERS.token]: await t.signIn(who) },
      });
      expect(refused.status).toBe(404);
    }
    const bad = await t.app.request(`${LIBRARY_REPORT_PATH}?from=2026-12-31&to=2026-01-01`, {
      headers: { [HEADERS.token]: librarian },
    });
    expect(bad.status).toBe(404);
  });
});

describe("reminding the families of overdue loans", () => {
  const outbox = () =>
    count(sql`SELECT count(*) AS n FROM message_outbox WHERE source = 'library.overdue'`);

  it("tells each guardian of an overdue reader once, naming the books, and each loan once a day", async () => {
    const { total } = await lib.ok(endpoints.libraryReportOverdue, {}, { token: librarian });
    const guardians = await count(
      sql`SELECT count(DISTINCT g.parent_id) AS n FROM loans l
        JOIN guardianships g ON g.student_id = l.reader_id
        WHERE l.status = 'borrowing' AND l.due_on < ${"2026-09-01"}::date`,
    );
    const reminded = await lib.ok(endpoints.libraryRemindOverdue, {}, { token: librarian });
    expect(reminded).toEqual({ loans: total, guardians, skipped: 0 });
    expect(await outbox()).toBeGreaterThanOrEqual(guardians);
    const texts = (await t.database.db.execute(
      sql`SELECT text FROM message_outbox WHERE source = 'library.overdue'`,
    )) as unknown as { rows: { text: string }[] };
    expect(texts.rows[0]!.text).toMatch(/^學校圖書館提提你：.+借閱的《.+》已於.+到期/);

    // Again today: nothing left to remind, nothing written, nobody texted twice.
    const before = await t.counts();
    const again = await lib.refused(endpoints.libraryRemindOverdue, {}, { token: librarian });
    expect(again).toMatchObject({ code: 409 });
    expect(again.msg).toMatch(/今天已提醒過/);
    expect(await t.counts()).toEqual(before);

    // The next day, every loan still overdue is reminded again.
    t.clock.advance(86_400_000);
    librarian = await t.signIn("librarian");
    const tomorrow = await lib.ok(endpoints.libraryRemindOverdue, {}, { token: librarian });
    expect(tomorrow.loans).toBeGreaterThanOrEqual(total);
  });

  it("is the library staff's: a teacher or a parent is refused, nothing sent", async () => {
    const sent = await outbox();
    for (const who of ["parent", "teacher"] as DemoLogin[]) {
      const refused = await lib.refused(
        endpoints.libraryRemindOverdue,
        {},
        { token: await t.signIn(who) },
      );
      expect(refused.code).toBe(403);
    }
    expect(await outbox()).toBe(sent);
  });
});

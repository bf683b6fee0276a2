import {
  endpoints,
  type CatalogueCopy,
  type CatalogueRecord,
  type CatalogueRow,
} from "@campus/contract";
import { teacherUser } from "@campus/contract/fixtures";
import { answer, page, refusal } from "@campus/ui/testing";
import { categories } from "./library-fixtures";

/* The librarian's catalogue (issue 38) for stories: a few books, one record with its copies. */

export const catalogueRows: CatalogueRow[] = [
  {
    id: 7,
    isbn: "9789620702112",
    name_zh: "海港的燈塔",
    name_en: "The Harbour Lighthouse",
    author: "周美玲",
    publisher: "維港出版社",
    cover: null,
    status: "enabled",
    copies: 3,
    on_shelf: 1,
  },
  {
    id: 8,
    isbn: "9780140328721",
    name_zh: "狐狸先生",
    name_en: "Fantastic Mr Fox",
    author: "Roald Dahl",
    publisher: "Puffin",
    cover: null,
    status: "disabled",
    copies: 1,
    on_shelf: 1,
  },
];

const holder = {
  id: 2,
  name_zh: "陳小明",
  name_en: "Chan Siu Ming",
  class_name: "4A",
  reader_no: "2026001",
};

export const lighthouseCopies: CatalogueCopy[] = [
  {
    id: 71,
    book_id: 7,
    book_no: "LH-0001",
    call_number: "857.7 CHO",
    location: "兒童閱讀區",
    status: "available",
    reader: null,
    due_date: null,
  },
  {
    id: 72,
    book_id: 7,
    book_no: "LH-0002",
    call_number: "857.7 CHO",
    location: "兒童閱讀區",
    status: "onLoan",
    reader: holder,
    due_date: "2026-12-15",
  },
  {
    id: 73,
    book_id: 7,
    book_no: "LH-0003",
    call_number: "857.7 CHO",
    location: "二樓",
    status: "repair",
    reader: null,
    due_date: null,
  },
];

export const lighthouse: CatalogueRecord = {
  id: 7,
  isbn: "9789620702112",
  name_zh: "海港的燈塔",
  name_en: "The Harbour Lighthouse",
  author: "周美玲",
  publisher: "維港出版社",
  category_id: 2,
  subcategory_id: 21,
  language: "zh",
  age_min: 8,
  age_max: 12,
  publish_year: 2024,
  intro_zh: "一座燈塔和守燈人的故事。",
  intro_en: "",
  cover: null,
  status: "enabled",
  copies: lighthouseCopies,
};

/**
 * The catalogue's calls, answered from the fixtures and remembering what a story changes. An
 * ISBN of the lighthouse is taken; a barcode "LH-0001" on another copy is refused by field.
 */
export function cataloguingAnswers() {
  let record: CatalogueRecord = structuredClone(lighthouse);
  let rows = [...catalogueRows];
  const added = new Map<number, CatalogueRecord>();
  const copyBy = (id: number) => record.copies.find((c) => c.id === id)!;
  return [
    answer(endpoints.libraryCategories, page(categories, 1, 100)),
    answer(endpoints.catalogueBooks, (sent) =>
      page(
        rows.filter(
          (row) =>
            (!sent.status || row.status === sent.status) &&
            (!sent.keyword || `${row.name_zh} ${row.isbn}`.includes(String(sent.keyword))),
        ),
      ),
    ),
    answer(endpoints.catalogueBook, (sent) =>
      sent.id === record.id ? record : (added.get(Number(sent.id)) ?? refusal(404, "找不到這本書")),
    ),
    answer(endpoints.catalogueIsbn, (sent) => ({
      isbn: String(sent.isbn),
      book: sent.isbn === record.isbn ? { ...record } : null,
    })),
    answer(endpoints.catalogueSaveBook, (sent) => {
      if (sent.isbn === record.isbn && sent.id !== record.id)
        return refusal(400, "內容不正確", {
          fields: [{ field: "isbn", message: "館藏已有此 ISBN（《海港的燈塔》）" }],
        });
      const saved = {
        ...record,
        ...sent,
        id: Number(sent.id ?? 9),
        cover: null,
        copies: sent.id ? record.copies : [],
      } as CatalogueRecord;
      if (sent.id === record.id) record = saved;
      else added.set(saved.id, saved);
      if (!sent.id)
        rows = [{ ...rows[0]!, ...saved, cover: null, copies: 0, on_shelf: 0 }, ...rows];
      return saved;
    }),
    answer(endpoints.catalogueBookStatus, (sent) => {
      record = { ...record, status: sent.status as CatalogueRecord["status"] };
      return record;
    }),
    answer(endpoints.catalogueSaveCopy, (sent) => {
      const bookNo = String(sent.book_no).toUpperCase();
      if (record.copies.some((c) => c.book_no === bookNo && c.id !== sent.id))
        return refusal(400, "內容不正確", {
          fields: [{ field: "book_no", message: `另一複本已使用條碼 ${bookNo}` }],
        });
      const copy: CatalogueCopy = {
        ...(sent.id ? copyBy(Number(sent.id)) : lighthouseCopies[0]!),
        id: Number(sent.id ?? 90 + record.copies.length),
        book_no: bookNo,
        call_number: String(sent.call_number ?? ""),
        location: String(sent.location ?? ""),
      };
      record = {
        ...record,
        copies: sent.id
          ? record.copies.map((c) => (c.id === copy.id ? copy : c))
          : [...record.copies, copy],
      };
      return copy;
    }),
    answer(endpoints.catalogueCopyStatus, (sent) => {
      const copy = { ...copyBy(Number(sent.id)), status: sent.status as CatalogueCopy["status"] };
      record = { ...record, copies: record.copies.map((c) => (c.id === copy.id ? copy : c)) };
      return copy;
    }),
    answer(endpoints.catalogueUploadCover, (sent) => ({
      id: 501,
      name: (sent.file as File).name,
      type: "image/png" as const,
      size: 92,
      url: "/api/files/book_cover/501/k/cover.png",
    })),
  ];
}

/** The school's librarian: a teacher holding the library's desk and catalogue. */
export const librarianUser = teacherUser({
  user_name: "周美玲",
  name_en: "Chow Mei Ling",
  roles: ["teacher", "librarian"],
  permissions: {
    "library.desk": ["query", "get", "edit"],
    "library.catalogue": ["query", "get", "add", "edit", "enable", "disable", "import"],
  },
});

/** A librarian who may only read the catalogue (the office took the rest away). */
export const catalogueReader = teacherUser({
  roles: ["teacher", "librarian"],
  permissions: { "library.catalogue": ["query", "get"] },
});

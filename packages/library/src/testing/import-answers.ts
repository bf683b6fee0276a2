import { endpoints, type LibraryImport, type LibraryImportPreview } from "@campus/contract";
import { answer, page } from "@campus/ui/testing";
import { categories } from "./library-fixtures";

/*
 * A catalogue import as the import's stories see it: a Hong Kong school's MARC file checked
 * into a preview (two new books, one with copies added, two refused records), then imported,
 * undone or discarded — the answers remember what a story did.
 */

const fiction = { id: 2, name_zh: "文學小說", name_cn: "文学小说", name_en: "Fiction" };

const summary: LibraryImport = {
  id: 7,
  file_name: "館藏匯出.mrc",
  file_size: 1_204_512,
  format: "marc",
  status: "checked",
  created_by: { id: 3, name_zh: "周美玲", name_en: "Chow Mei Ling" },
  created_at: "2026-11-30T02:15:00Z",
  imported_at: null,
  undone_at: null,
  records: 5,
  refused: 2,
  books_added: 2,
  books_matched: 1,
  copies_added: 4,
};

export const importPreview: LibraryImportPreview = {
  ...summary,
  problems: [
    {
      record: 4,
      title: "The lighthouse keeper",
      field: "條碼",
      message: "條碼 B0000012 已屬館藏中的《海港的燈塔》",
    },
    { record: 5, title: "Wrong number", field: "ISBN", message: "ISBN 不正確（最後一位是檢查碼）" },
  ],
  sample: [
    {
      record: 1,
      isbn: "9791008100014",
      name_zh: "小龍的冒險",
      name_en: "",
      author: "林小美",
      publisher: "商務印書館",
      category: fiction,
      match_id: null,
      copies: [
        { book_no: "IM-0001", call_number: "859.6 8443", location: "兒童閱讀區" },
        { book_no: "IM-0002", call_number: "859.6 8443", location: "兒童閱讀區" },
      ],
    },
    {
      record: 2,
      isbn: "9791008100021",
      name_zh: "The Lighthouse Keeper",
      name_en: "The Lighthouse Keeper",
      author: "Morgan, Sarah",
      publisher: "Puffin Books",
      category: fiction,
      match_id: null,
      copies: [{ book_no: "IM-0003", call_number: "823 MOR", location: "書架 E" }],
    },
    {
      record: 3,
      isbn: "9789620702112",
      name_zh: "海港的燈塔",
      name_en: "The Harbour Lighthouse",
      author: "周美玲",
      publisher: "維港出版社",
      category: fiction,
      match_id: 1,
      copies: [{ book_no: "IM-0004", call_number: "857.7 周", location: "書架 A" }],
    },
  ],
};

/** Two earlier imports: a spreadsheet imported last week, and one undone. */
const earlier: LibraryImport[] = [
  {
    ...summary,
    id: 5,
    file_name: "新書.csv",
    format: "spreadsheet",
    status: "imported",
    created_at: "2026-11-23T03:00:00Z",
    imported_at: "2026-11-23T03:02:00Z",
    records: 40,
    refused: 0,
    books_added: 38,
    books_matched: 2,
    copies_added: 52,
  },
  {
    ...summary,
    id: 4,
    file_name: "舊系統.xml",
    format: "marcxml",
    status: "undone",
    created_at: "2026-11-20T03:00:00Z",
    imported_at: "2026-11-20T03:05:00Z",
    undone_at: "2026-11-20T04:00:00Z",
  },
];

/** The import's calls: a check answers the preview; confirm, undo, discard change it. */
export function importAnswers() {
  let current: LibraryImportPreview = structuredClone(importPreview);
  let history: LibraryImport[] = structuredClone(earlier);
  const list = () => [...(current.id ? [current] : []), ...history];
  const set = (id: number, change: Partial<LibraryImport>) => {
    if (current.id === id) current = { ...current, ...change };
    history = history.map((h) => (h.id === id ? { ...h, ...change } : h));
    return current.id === id ? current : { ...current, ...history.find((h) => h.id === id)! };
  };
  return [
    answer(endpoints.libraryCategories, page(categories, 1, 100)),
    answer(endpoints.catalogueImportCheck, () => current),
    answer(endpoints.catalogueImport, () => current),
    answer(endpoints.catalogueImportConfirm, (sent) =>
      set(Number(sent.id), { status: "imported", imported_at: "2026-11-30T02:20:00Z" }),
    ),
    answer(endpoints.catalogueImportUndo, (sent) =>
      set(Number(sent.id), { status: "undone", undone_at: "2026-11-30T03:00:00Z" }),
    ),
    answer(endpoints.catalogueImportDiscard, (sent) => {
      history = history.filter((h) => h.id !== Number(sent.id));
      if (current.id === Number(sent.id)) current = { ...current, id: 0 };
      return { id: Number(sent.id) };
    }),
    answer(endpoints.catalogueImports, () => page(list())),
  ];
}

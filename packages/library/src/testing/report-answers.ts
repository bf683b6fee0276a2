import { endpoints, type OverdueLoan, type ReaderReading } from "@campus/contract";
import { answer, page } from "@campus/ui/testing";

/* The librarian's reading reports (issue 38 §5) for stories: a few classes and readers. */

const readers: ReaderReading[] = [
  {
    id: 2,
    name_zh: "陳小明",
    name_en: "Chan Siu Ming",
    class_name: "4A",
    reader_no: "s2026001",
    loans: 12,
  },
  {
    id: 5,
    name_zh: "何家俊",
    name_en: "Ho Ka Chun",
    class_name: "5B",
    reader_no: "s2026004",
    loans: 9,
  },
  {
    id: 3,
    name_zh: "陳小欣",
    name_en: "Chan Siu Yan",
    class_name: "1B",
    reader_no: "s2026002",
    loans: 4,
  },
];

const overdue: OverdueLoan[] = [
  {
    id: 41,
    reader: readers[0]!,
    book_name_zh: "海港的燈塔",
    book_name_en: "The Harbour Lighthouse",
    book_no: "LH-0002",
    due_date: "2026-11-20",
    days_overdue: 11,
  },
];

/** The reports' calls: one class narrows the readers and the overdue list. */
export function reportAnswers({ empty = false } = {}) {
  const ofClass = <T extends { class_name?: string | null }>(rows: T[], name: unknown) =>
    name ? rows.filter((row) => row.class_name === name) : rows;
  return [
    answer(endpoints.libraryReportClasses, {
      list: [
        { class_name: "1B", students: 28, readers: empty ? 0 : 20, loans: empty ? 0 : 61 },
        { class_name: "4A", students: 30, readers: empty ? 0 : 27, loans: empty ? 0 : 118 },
        { class_name: "5B", students: 29, readers: empty ? 0 : 22, loans: empty ? 0 : 90 },
      ],
    }),
    answer(endpoints.libraryReportReaders, (sent) =>
      page(empty ? [] : ofClass(readers, sent.class_name)),
    ),
    answer(endpoints.libraryReportBooks, () =>
      page(
        empty
          ? []
          : [
              {
                id: 7,
                name_zh: "海港的燈塔",
                name_en: "The Harbour Lighthouse",
                author: "周美玲",
                loans: 14,
                readers: 11,
              },
              {
                id: 8,
                name_zh: "狐狸先生",
                name_en: "Fantastic Mr Fox",
                author: "Roald Dahl",
                loans: 9,
                readers: 9,
              },
            ],
      ),
    ),
    answer(endpoints.libraryReportOverdue, (sent) =>
      page(
        empty
          ? []
          : overdue.filter((o) => !sent.class_name || o.reader.class_name === sent.class_name),
      ),
    ),
  ];
}

export const reportPermissions = { "library.reports": ["query", "get", "export"] } as const;

import type {
  LibraryImportBook,
  LibraryImportPreview,
  LibraryImportProblem,
} from "@campus/contract";
import { useIntl, useLocale, useT } from "@campus/core";
import { Figures, Table, theme, type TableColumn, type UiMessageId } from "@campus/ui";
import styled from "styled-components";
import { localName } from "../../components/book-title";
import type { LibraryMessageId } from "../../messages/message-ids";

const Part = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  margin-block: ${theme.space.md};
  h3 {
    margin: 0;
    font-size: ${theme.font.size.md};
  }
  p {
    margin: 0;
    color: ${theme.color.textSecondary};
  }
`;

/**
 * What a catalogue file makes (issue 38 §2): its records counted — new books, books the
 * catalogue has (new copies only), refused — each refused record by its number, title, field
 * and reason, and the first books with their copies.
 */
export function ImportPreview({ preview }: { preview: LibraryImportPreview }) {
  const t = useT<LibraryMessageId | UiMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  const number = (n: number) => intl.formatNumber(n);
  const recordNo = (record: number) => t("library.import.recordNo", { record });

  const problems = preview.problems.map((p, id) => ({ ...p, id }));
  const problemColumns: TableColumn<LibraryImportProblem & { id: number }>[] = [
    { key: "record", title: t("library.import.record"), render: (p) => recordNo(p.record) },
    { key: "title", title: t("library.import.title"), render: (p) => p.title || "—" },
    { key: "field", title: t("library.import.field"), render: (p) => p.field || "—" },
    { key: "reason", title: t("library.import.reason"), render: (p) => p.message },
  ];
  const bookColumns: TableColumn<LibraryImportBook>[] = [
    { key: "record", title: t("library.import.record"), render: (b) => recordNo(b.record) },
    {
      key: "title",
      title: t("library.import.title"),
      render: (b) =>
        [b.name_zh, b.name_en].filter((n, i) => n && (i === 0 || n !== b.name_zh)).join(" · "),
    },
    { key: "author", title: t("library.catalogue.author"), render: (b) => b.author },
    {
      key: "category",
      title: t("library.catalogue.category"),
      render: (b) => localName(b.category, locale),
    },
    {
      key: "action",
      title: t("library.import.action"),
      render: (b) => t(b.match_id === null ? "library.import.new" : "library.import.matched"),
    },
    {
      key: "copies",
      title: t("library.import.copies"),
      render: (b) =>
        b.copies.length === 0
          ? t("library.import.noCopies")
          : b.copies
              .map((c) => [c.book_no, c.call_number].filter(Boolean).join(" "))
              .join(locale === "en-US" ? ", " : "、"),
    },
  ];
  const figures = [
    ["library.import.records", preview.records],
    ["library.import.booksAdded", preview.books_added],
    ["library.import.booksMatched", preview.books_matched],
    ["library.import.copiesAdded", preview.copies_added],
    ["library.import.refused", preview.refused],
  ] as const;
  return (
    <>
      <Figures
        aria-label={t("library.import.figures")}
        items={figures.map(([label, value]) => ({ label: t(label), value: number(value) }))}
      />
      {problems.length > 0 && (
        <Part>
          <h3>{t("library.import.problems")}</h3>
          <Table
            caption={t("library.import.problems")}
            columns={problemColumns}
            rows={problems}
            rowKey="id"
          />
          {preview.refused > problems.length && (
            <p>
              {t("library.import.moreProblems", { shown: problems.length, count: preview.refused })}
            </p>
          )}
        </Part>
      )}
      {preview.sample.length > 0 && (
        <Part>
          <h3>{t("library.import.sample", { count: preview.sample.length })}</h3>
          <Table
            caption={t("library.import.sample", { count: preview.sample.length })}
            columns={bookColumns}
            rows={preview.sample}
            rowKey="record"
          />
        </Part>
      )}
    </>
  );
}

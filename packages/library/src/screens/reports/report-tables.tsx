import type { BookReading, ClassReading, OverdueLoan, ReaderReading } from "@campus/contract";
import { formatDay, useIntl, useLocale, useT } from "@campus/core";
import {
  Empty,
  QueryTable,
  Table,
  usePagedQuery,
  type TableColumn,
  type UiMessageId,
} from "@campus/ui";
import { useLibraryReportBooks } from "../../api/library-report-books";
import { useLibraryReportClasses, type ReportPeriod } from "../../api/library-report-classes";
import { useLibraryReportOverdue } from "../../api/library-report-overdue";
import { RemindOverdue } from "./remind-overdue";
import { useLibraryReportReaders } from "../../api/library-report-readers";
import { bookTitle } from "../../components/book-title";
import type { LibraryMessageId } from "../../messages/message-ids";

type Filter = ReportPeriod & { class_name?: string };

const nameOf = (person: { name_zh: string; name_en: string }, english: boolean) =>
  (english ? person.name_en : person.name_zh) || person.name_zh || person.name_en;

/** Each class's students, readers and loans in the period. */
export function ClassReport({ period }: { period: ReportPeriod }) {
  const t = useT<LibraryMessageId | UiMessageId>();
  const query = useLibraryReportClasses(period);
  const columns: TableColumn<ClassReading>[] = [
    { key: "class", title: t("library.report.class"), render: (c) => c.class_name },
    { key: "students", title: t("library.report.students"), render: (c) => c.students },
    { key: "readers", title: t("library.report.readers"), render: (c) => c.readers },
    { key: "loans", title: t("library.report.loans"), render: (c) => c.loans },
  ];
  return (
    <Table
      caption={t("library.report.tab.classes")}
      columns={columns}
      rows={query.data?.list ?? []}
      rowKey="class_name"
      loading={query.isPending}
      empty={<Empty compact title={t("library.report.none")} />}
    />
  );
}

/** Students by their loans, most first: who reads most, for the reading awards. */
export function ReaderReport({ filter }: { filter: Filter }) {
  const t = useT<LibraryMessageId | UiMessageId>();
  const english = useLocale() === "en-US";
  const list = usePagedQuery(useLibraryReportReaders, { pageSize: 20 }, filter);
  const columns: TableColumn<ReaderReading>[] = [
    { key: "class", title: t("library.report.class"), render: (r) => r.class_name ?? "" },
    { key: "no", title: t("library.desk.readerNo"), render: (r) => r.reader_no },
    { key: "name", title: t("library.report.name"), render: (r) => nameOf(r, english) },
    { key: "loans", title: t("library.report.loans"), render: (r) => r.loans },
  ];
  return (
    <QueryTable
      caption={t("library.report.tab.readers")}
      columns={columns}
      list={list}
      empty={<Empty compact title={t("library.report.none")} />}
    />
  );
}

/** The books borrowed most in the period, with how many readers each. */
export function BookReport({ filter }: { filter: Filter }) {
  const t = useT<LibraryMessageId | UiMessageId>();
  const locale = useLocale();
  const list = usePagedQuery(useLibraryReportBooks, { pageSize: 20 }, filter);
  const columns: TableColumn<BookReading>[] = [
    { key: "title", title: t("library.report.book"), render: (b) => bookTitle(b, locale).title },
    { key: "author", title: t("library.report.author"), render: (b) => b.author },
    { key: "loans", title: t("library.report.loans"), render: (b) => b.loans },
    { key: "readers", title: t("library.report.readers"), render: (b) => b.readers },
  ];
  return (
    <QueryTable
      caption={t("library.report.tab.books")}
      columns={columns}
      list={list}
      empty={<Empty compact title={t("library.report.none")} />}
    />
  );
}

/** Loans past their due day now, by class and reader. */
export function OverdueReport({ className }: { className?: string }) {
  const t = useT<LibraryMessageId | UiMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  const english = locale === "en-US";
  const list = usePagedQuery(useLibraryReportOverdue, { pageSize: 20 }, { class_name: className });
  const columns: TableColumn<OverdueLoan>[] = [
    { key: "class", title: t("library.report.class"), render: (o) => o.reader.class_name ?? "" },
    { key: "name", title: t("library.report.name"), render: (o) => nameOf(o.reader, english) },
    {
      key: "book",
      title: t("library.report.book"),
      render: (o) =>
        `${bookTitle({ name_zh: o.book_name_zh, name_en: o.book_name_en }, locale).title} (${o.book_no})`,
    },
    {
      key: "due",
      title: t("library.report.due"),
      render: (o) =>
        `${formatDay(intl, o.due_date)} · ${t("library.report.daysOverdue", { days: o.days_overdue })}`,
    },
  ];
  return (
    <>
      <RemindOverdue {...(className ? { className } : {})} none={list.query.data?.total === 0} />
      <QueryTable
        caption={t("library.report.tab.overdue")}
        columns={columns}
        list={list}
        empty={<Empty compact title={t("library.report.noOverdue")} />}
      />
    </>
  );
}

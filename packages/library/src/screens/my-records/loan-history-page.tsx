import type { Loan } from "@campus/contract";
import { useIntl } from "@campus/core";
import type { PageArgs } from "@campus/core";
import { StatusTag, type TableColumn } from "@campus/ui";
import { useLibraryLoans } from "../../api/library-loans";
import { formatDay } from "../../components/dates";
import { BookCell } from "./book-cell";
import { RecordsLayout } from "./records-layout";
import { RecordsTable } from "./records-table";
import { useRecords } from "./use-records";

/** The reader's history loans, one page. */
const useLoanHistory = (page: PageArgs) => useLibraryLoans("history", page);

/** Loan history (spec §2 /library/myrecord/borrow/borrow): returned and lost loans, newest first. */
export function LoanHistoryPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { paging, query: loans } = useRecords(useLoanHistory);
  const columns: TableColumn<Loan>[] = [
    {
      key: "serial",
      title: t("library.record.serialNo"),
      render: (loan) => loan.serial_no,
      hideOnMobile: true,
    },
    { key: "book", title: t("library.record.book"), render: (loan) => <BookCell record={loan} /> },
    {
      key: "borrow",
      title: t("library.record.borrowDate"),
      render: (loan) => formatDay(intl, loan.borrow_date),
    },
    {
      key: "due",
      title: t("library.record.dueDate"),
      render: (loan) => formatDay(intl, loan.due_date),
    },
    {
      key: "return",
      title: t("library.record.returnDate"),
      render: (loan) => formatDay(intl, loan.return_date),
    },
    {
      key: "renewals",
      title: t("library.record.renewCount"),
      render: (loan) => intl.formatNumber(loan.renew_count),
    },
    {
      key: "status",
      title: t("library.record.status"),
      render: (loan) => <StatusTag status={`loan.${loan.status}`} />,
    },
  ];
  return (
    <RecordsLayout>
      <RecordsTable
        caption={t("library.route.history")}
        columns={columns}
        query={loans}
        paging={paging}
      />
    </RecordsLayout>
  );
}

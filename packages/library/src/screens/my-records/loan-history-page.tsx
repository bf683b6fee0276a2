import type { Loan } from "@campus/contract";
import { useIntl, formatDay, useT } from "@campus/core";
import { type TableColumn, QueryTable, usePagedQuery, type UiMessageId } from "@campus/ui";
import { useLibraryLoans } from "../../api/library-loans";
import { BookCell } from "./book-cell";
import { RecordsEmpty } from "./records-empty";
import { RecordsLayout } from "./records-layout";
import { LibraryStatus } from "../../statuses";
import type { LibraryMessageId } from "../../messages/message-ids";

/** Loan history (spec §2 /library/myrecord/borrow/borrow): returned and lost loans, newest first. */
export function LoanHistoryPage() {
  const intl = useIntl();
  const t = useT<LibraryMessageId | UiMessageId>();
  const loans = usePagedQuery(useLibraryLoans, {}, "history");
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
      render: (loan) => <LibraryStatus kind="loan" status={loan.status} />,
    },
  ];
  return (
    <RecordsLayout>
      <QueryTable
        caption={t("library.route.history")}
        columns={columns}
        list={loans}
        empty={<RecordsEmpty kind="history" />}
      />
    </RecordsLayout>
  );
}

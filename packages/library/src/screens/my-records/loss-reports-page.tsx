import type { Loan } from "@campus/contract";
import { useIntl, formatMoment, useT } from "@campus/core";
import { type TableColumn, QueryTable, usePagedQuery, type UiMessageId } from "@campus/ui";
import { useLibraryLossReports } from "../../api/library-loss-reports";
import { BookCell } from "./book-cell";
import { RecordsEmpty } from "./records-empty";
import { RecordsLayout } from "./records-layout";
import { LibraryStatus } from "../../statuses";
import type { LibraryMessageId } from "../../messages/message-ids";

/** Loss reports (spec §2 /library/myrecord/borrow/reportloss): the reason given and the decision. */
export function LossReportsPage() {
  const intl = useIntl();
  const t = useT<LibraryMessageId | UiMessageId>();
  const reports = usePagedQuery(useLibraryLossReports);
  const columns: TableColumn<Loan>[] = [
    { key: "book", title: t("library.record.book"), render: (loan) => <BookCell record={loan} /> },
    {
      key: "at",
      title: t("library.record.reportedAt"),
      render: (loan) => formatMoment(intl, loan.loss_reported_at),
    },
    { key: "reason", title: t("library.record.lossReason"), render: (loan) => loan.loss_reason },
    {
      key: "status",
      title: t("library.record.status"),
      render: (loan) => <LibraryStatus kind="loan" status={loan.status} />,
    },
  ];
  return (
    <RecordsLayout>
      <QueryTable
        caption={t("library.route.lossReports")}
        columns={columns}
        list={reports}
        empty={<RecordsEmpty kind="lossReports" />}
      />
    </RecordsLayout>
  );
}

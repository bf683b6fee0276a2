import type { Loan } from "@campus/contract";
import { useIntl } from "@campus/core";
import { StatusTag, type TableColumn } from "@campus/ui";
import { useLibraryLossReports } from "../../api/library-loss-reports";
import { formatMoment } from "../../components/dates";
import { BookCell } from "./book-cell";
import { RecordsLayout } from "./records-layout";
import { RecordsTable } from "./records-table";
import { useRecords } from "./use-records";

/** Loss reports (spec §2 /library/myrecord/borrow/reportloss): the reason given and the decision. */
export function LossReportsPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { paging, query: reports } = useRecords(useLibraryLossReports);
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
      render: (loan) => <StatusTag status={`loan.${loan.status}`} />,
    },
  ];
  return (
    <RecordsLayout>
      <RecordsTable
        caption={t("library.route.lossReports")}
        columns={columns}
        query={reports}
        paging={paging}
      />
    </RecordsLayout>
  );
}

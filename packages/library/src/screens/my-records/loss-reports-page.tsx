import type { Loan } from "@campus/contract";
import { useIntl, useRuntime } from "@campus/core";
import { StatusTag, type TableColumn } from "@campus/ui";
import { useStore } from "zustand";
import { useLossReports } from "../../api/get-my-records";
import { formatMoment } from "../../components/dates";
import { usePaging } from "../../components/use-paging";
import { BookCell } from "./book-cell";
import { RecordsLayout } from "./records-layout";
import { RecordsTable } from "./records-table";

/** Loss reports (spec §2 /library/myrecord/borrow/reportloss): the reason given and the decision. */
export function LossReportsPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const runtime = useRuntime();
  const signedIn = useStore(runtime.session, (s) => Boolean(s.token));
  const paging = usePaging(10);
  const { page, pageSize } = paging;
  const reports = useLossReports({ pageNum: page, pageSize, enabled: signedIn });
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

import type { Renewal } from "@campus/contract";
import { useIntl, formatDay, formatMoment, useT } from "@campus/core";
import { type TableColumn, QueryTable, usePagedQuery, type UiMessageId } from "@campus/ui";
import { useLibraryRenewals } from "../../api/library-renewals";
import { BookCell } from "./book-cell";
import { RecordsEmpty } from "./records-empty";
import { RecordsLayout } from "./records-layout";
import type { LibraryMessageId } from "../../messages/message-ids";

/** Renewals (spec §2 /library/myrecord/borrow/renew): each granted renewal and the due date it moved. */
export function RenewalsPage() {
  const intl = useIntl();
  const t = useT<LibraryMessageId | UiMessageId>();
  const renewals = usePagedQuery(useLibraryRenewals);
  const columns: TableColumn<Renewal>[] = [
    { key: "book", title: t("library.record.book"), render: (r) => <BookCell record={r} /> },
    {
      key: "at",
      title: t("library.record.renewedAt"),
      render: (r) => formatMoment(intl, r.renewed_at),
    },
    {
      key: "from",
      title: t("library.record.previousDue"),
      render: (r) => formatDay(intl, r.previous_due_date),
    },
    {
      key: "to",
      title: t("library.record.newDue"),
      render: (r) => <strong>{formatDay(intl, r.new_due_date)}</strong>,
    },
  ];
  return (
    <RecordsLayout>
      <QueryTable
        caption={t("library.route.renewals")}
        columns={columns}
        list={renewals}
        empty={<RecordsEmpty kind="renewals" />}
      />
    </RecordsLayout>
  );
}

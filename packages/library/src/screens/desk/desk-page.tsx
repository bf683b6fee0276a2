import type { DeskLoan, DeskReservation } from "@campus/contract";
import { can, formatDay, formatMoment, useIntl, useLocale, useSession, useT } from "@campus/core";
import {
  Button,
  Link,
  PageStack,
  QueryTable,
  Select,
  Tabs,
  theme,
  useAction,
  usePagedQuery,
  type TableColumn,
  type UiMessageId,
} from "@campus/ui";
import { useState } from "react";
import { useLibraryLink } from "../../components/use-library-link";
import styled from "styled-components";
import { useDeskCheckout } from "../../api/desk-checkout";
import { useDeskDecideLoss } from "../../api/desk-decide-loss";
import { useDeskLossReports } from "../../api/desk-loss-reports";
import { useDeskReservationStatus } from "../../api/desk-reservation-status";
import { useDeskReservations, type QueueStatus } from "../../api/desk-reservations";
import { recordTitle } from "../../components/book-title";
import { BookCell } from "../my-records/book-cell";
import { RecordsEmpty } from "../my-records/records-empty";
import { CirculationForms } from "./circulation-forms";
import { LibraryStatus, statusLabel } from "../../statuses";
import type { LibraryMessageId } from "../../messages/message-ids";

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.md};
  label {
    display: flex;
    align-items: center;
    gap: ${theme.space.sm};
    white-space: nowrap;
  }
`;

const ReaderCell = styled.span`
  small {
    display: block;
    color: ${theme.color.textSecondary};
  }
`;

function Reader({ reader }: { reader: DeskReservation["reader"] }) {
  const locale = useLocale();
  const name = locale === "en-US" ? reader.name_en : reader.name_zh;
  return (
    <ReaderCell>
      {name}
      <small>{[reader.class_name, reader.reader_no].filter(Boolean).join(" · ")}</small>
    </ReaderCell>
  );
}

function ReservationQueue() {
  const intl = useIntl();
  const locale = useLocale();
  const t = useT<LibraryMessageId | UiMessageId>();
  const [status, setStatus] = useState<QueueStatus | undefined>(undefined);
  // Paged in the address under its own name: the loss reports' tab pages with `page`.
  const queue = usePagedQuery(useDeskReservations, { prefix: "queue" }, status);
  const move = useDeskReservationStatus();
  const checkout = useDeskCheckout();
  // Each action marks only its own row busy; the other rows stay usable.
  const advance = useAction({
    run: (r: DeskReservation) =>
      move.mutateAsync({ id: r.id, status: r.status === "reserving" ? "preparing" : "ready" }),
    success: () => t("library.done"),
  });
  const lend = useAction({
    confirm: (r: DeskReservation) => ({
      title: t("library.desk.checkoutTitle"),
      content: t("library.desk.checkoutText", {
        title: recordTitle(r, locale),
        bookNo: r.book_no ?? "",
        reader: locale === "en-US" ? r.reader.name_en : r.reader.name_zh,
      }),
      okText: t("library.desk.checkout"),
    }),
    run: async (r) =>
      r.book_no ? checkout.mutateAsync({ bookNo: r.book_no, readerNo: r.reader.reader_no }) : null,
    success: (loan) =>
      loan && t("library.desk.checkedOut", { due: formatDay(intl, loan.due_date) }),
  });

  const columns: TableColumn<DeskReservation>[] = [
    { key: "book", title: t("library.record.book"), render: (r) => <BookCell record={r} /> },
    { key: "reader", title: t("library.desk.reader"), render: (r) => <Reader reader={r.reader} /> },
    {
      key: "date",
      title: t("library.record.reserveDate"),
      render: (r) => formatMoment(intl, r.reserve_date),
    },
    {
      key: "queue",
      title: t("library.record.queue"),
      render: (r) =>
        r.queue_position !== null
          ? t("library.record.position", { position: r.queue_position })
          : "—",
    },
    {
      key: "status",
      title: t("library.record.status"),
      render: (r) => <LibraryStatus kind="reservation" status={r.status} />,
    },
    {
      key: "actions",
      title: t("library.record.actions"),
      render: (r) =>
        r.status === "reserving" || r.status === "preparing" ? (
          <Button size="sm" loading={advance.isRunning(r)} onClick={() => void advance.run(r)}>
            {t(r.status === "reserving" ? "library.desk.prepare" : "library.desk.markReady")}
          </Button>
        ) : r.status === "ready" ? (
          <Button
            size="sm"
            variant="primary"
            loading={lend.isRunning(r)}
            onClick={() => void lend.run(r)}
          >
            {t("library.desk.checkout")}
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <Toolbar>
        <label>
          {t("library.record.status")}
          <Select
            value={status ?? ""}
            placeholder={t("library.desk.allWaiting")}
            options={(["reserving", "preparing", "ready"] as const).map((value) => ({
              value,
              label: t(statusLabel("reservation", value)),
            }))}
            onChange={(event) => {
              setStatus((event.target.value || undefined) as QueueStatus | undefined);
              queue.paging.setPage(1);
            }}
          />
        </label>
      </Toolbar>
      <QueryTable
        caption={t("library.desk.queue")}
        columns={columns}
        list={queue}
        empty={<RecordsEmpty kind="deskQueue" />}
      />
    </>
  );
}

function LossDecisions() {
  const intl = useIntl();
  const locale = useLocale();
  const t = useT<LibraryMessageId | UiMessageId>();
  const reports = usePagedQuery(useDeskLossReports);
  const decide = useDeskDecideLoss();
  const deciding = useAction({
    confirm: ({ loan, approve }: { loan: DeskLoan; approve: boolean }) => ({
      title: t(approve ? "library.desk.approveTitle" : "library.desk.rejectTitle"),
      content: t(approve ? "library.desk.approveText" : "library.desk.rejectText", {
        title: recordTitle(loan, locale),
      }),
      danger: approve,
      okText: t(approve ? "library.desk.approve" : "library.desk.reject"),
    }),
    run: ({ loan, approve }) => decide.mutateAsync({ loanId: loan.id, approve }),
    success: () => t("library.done"),
  });
  const columns: TableColumn<DeskLoan>[] = [
    { key: "book", title: t("library.record.book"), render: (loan) => <BookCell record={loan} /> },
    {
      key: "reader",
      title: t("library.desk.reader"),
      render: (loan) => <Reader reader={loan.reader} />,
    },
    { key: "reason", title: t("library.record.lossReason"), render: (loan) => loan.loss_reason },
    {
      key: "at",
      title: t("library.record.reportedAt"),
      render: (loan) => formatMoment(intl, loan.loss_reported_at),
    },
    {
      key: "actions",
      title: t("library.record.actions"),
      render: (loan) => (
        <Toolbar>
          <Button
            size="sm"
            variant="danger"
            onClick={() => void deciding.run({ loan, approve: true })}
          >
            {t("library.desk.approve")}
          </Button>
          <Button size="sm" onClick={() => void deciding.run({ loan, approve: false })}>
            {t("library.desk.reject")}
          </Button>
        </Toolbar>
      ),
    },
  ];
  return (
    <QueryTable
      caption={t("library.desk.lossReports")}
      columns={columns}
      list={reports}
      empty={<RecordsEmpty kind="deskLoss" />}
    />
  );
}

/**
 * The librarian's desk (staff): the reservations queue (prepare, ready for pickup, check out),
 * check-out and return by book number, and loss reports to approve or reject.
 */
export function DeskPage() {
  const t = useT<LibraryMessageId | UiMessageId>();
  const link = useLibraryLink();
  const mayPrint = can(
    useSession((s) => s.user?.permissions),
    "library.catalogue",
  );
  return (
    <PageStack>
      {mayPrint && (
        <Link to={link("/library/catalogue", { view: "labels", cards: 1 })}>
          {t("library.desk.cards")}
        </Link>
      )}
      <Tabs
        aria-label={t("library.route.desk")}
        items={[
          { key: "queue", label: t("library.desk.queue"), content: <ReservationQueue /> },
          {
            key: "circulation",
            label: t("library.desk.circulation"),
            content: <CirculationForms />,
          },
          { key: "lost", label: t("library.desk.lossReports"), content: <LossDecisions /> },
        ]}
      />
    </PageStack>
  );
}

import type { Reservation } from "@campus/contract";
import { formatDay, formatMoment, useIntl, useT, useLocale } from "@campus/core";
import { Button, QueryTable, theme, useAction, usePagedQuery, type TableColumn } from "@campus/ui";
import type { UiMessageId } from "@campus/ui";
import styled from "styled-components";
import { useLibraryCancelReservation } from "../../api/library-cancel-reservation";
import { useLibraryReservations } from "../../api/library-reservations";
import { recordTitle } from "../../components/book-title";
import { BookCell } from "./book-cell";
import { RecordsEmpty } from "./records-empty";
import { RecordsLayout } from "./records-layout";
import { LibraryStatus } from "../../statuses";
import type { LibraryMessageId } from "../../messages/message-ids";

const Place = styled.strong`
  color: ${theme.color.primaryText};
`;

/**
 * Reservations (spec §2 /library/myrecord/borrow/subscribe): each with its place in the queue
 * ("2nd in line") or its pickup day; a waiting one can be cancelled.
 */
export function ReservationsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const t = useT<LibraryMessageId | UiMessageId>();
  const reservations = usePagedQuery(useLibraryReservations);
  const cancel = useLibraryCancelReservation();
  const cancelling = useAction({
    confirm: (reservation: Reservation) => ({
      title: t("library.reserve.cancelTitle"),
      content: t("library.reserve.cancelText", {
        title: recordTitle(reservation, locale),
      }),
      okText: t("library.reserve.cancel"),
      cancelText: t("library.reserve.keep"),
      danger: true,
    }),
    run: (reservation) => cancel.mutateAsync({ id: reservation.id }),
    success: () => t("library.done"),
  });

  const columns: TableColumn<Reservation>[] = [
    {
      key: "serial",
      title: t("library.record.serialNo"),
      render: (r) => r.serial_no,
      hideOnMobile: true,
    },
    { key: "book", title: t("library.record.book"), render: (r) => <BookCell record={r} /> },
    {
      key: "date",
      title: t("library.record.reserveDate"),
      render: (r) => formatMoment(intl, r.reserve_date),
    },
    {
      key: "status",
      title: t("library.record.status"),
      render: (r) => <LibraryStatus kind="reservation" status={r.status} />,
    },
    {
      key: "queue",
      title: t("library.record.queue"),
      render: (r) =>
        r.status === "ready" && r.pickup_by ? (
          t("library.record.pickupBy", { day: formatDay(intl, r.pickup_by) })
        ) : r.status === "borrowed" ? (
          t("library.record.borrowedOn", { day: formatMoment(intl, r.borrow_date) })
        ) : r.queue_position !== null ? (
          <Place>{t("library.record.position", { position: r.queue_position })}</Place>
        ) : (
          "—"
        ),
    },
    {
      key: "actions",
      title: t("library.record.actions"),
      render: (r) =>
        r.status === "reserving" ? (
          <Button
            size="sm"
            loading={cancelling.isRunning(r)}
            onClick={() => void cancelling.run(r)}
          >
            {t("library.reserve.cancel")}
          </Button>
        ) : null,
    },
  ];

  return (
    <RecordsLayout>
      <QueryTable
        caption={t("library.route.reservations")}
        columns={columns}
        list={reservations}
        empty={<RecordsEmpty kind="reservations" />}
      />
    </RecordsLayout>
  );
}

import type { DeskReservation } from "@campus/contract";
import { useLocale, useT } from "@campus/core";
import { Button, theme, useAction, type UiMessageId } from "@campus/ui";
import { useState } from "react";
import styled from "styled-components";
import { useDeskReservationStatus } from "../../api/desk-reservation-status";
import type { LibraryMessageId } from "../../messages/message-ids";

const Aside = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border: 1px solid ${theme.color.warning};
  border-radius: ${theme.radius.md};
  background: ${theme.color.warningSoft};
  p {
    margin: 0;
  }
`;

/**
 * A copy just taken back that a reader waits for (issue 38): said at once, with whom to put it
 * aside for, and the queue's next step for their reservation — start preparing it, or tell the
 * reader it is ready (this copy, now on the shelf, is the one set aside).
 */
export function WaitingReader({ reservation }: { reservation: DeskReservation }) {
  const t = useT<LibraryMessageId | UiMessageId>();
  const locale = useLocale();
  const move = useDeskReservationStatus();
  const [current, setCurrent] = useState(reservation);
  const next = current.status === "reserving" ? "preparing" : "ready";
  const moving = useAction({
    run: () => move.mutateAsync({ id: current.id, status: next }),
    success: () => t("library.done"),
    done: (moved) => setCurrent(moved),
  });
  const reader = current.reader;
  return (
    <Aside role="alert">
      <p>
        {t("library.desk.putAside", {
          name: locale === "en-US" ? reader.name_en : reader.name_zh,
          class: reader.class_name ?? "—",
          readerNo: reader.reader_no,
        })}
      </p>
      {current.status === "ready" ? (
        <p>{t("library.desk.putAsideDone")}</p>
      ) : (
        <div>
          <Button variant="primary" loading={moving.isRunning()} onClick={() => void moving.run()}>
            {t(next === "preparing" ? "library.desk.prepare" : "library.desk.markReady")}
          </Button>
        </div>
      )}
    </Aside>
  );
}

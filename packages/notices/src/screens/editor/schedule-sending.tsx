import type { OfficeNotice } from "@campus/contract/notices";
import { formatMomentTime, useIntl, useT } from "@campus/core";
import { Button, theme, useAction, type UiMessageId } from "@campus/ui";
import styled from "styled-components";
import { useScheduleNotice } from "../../api/schedule-notice";
import type { NoticesMessageId } from "../../messages/message-ids";
import { ScheduleDialog } from "./schedule-dialog";

const Line = styled.p<{ $missed: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm} ${theme.space.md};
  align-items: center;
  margin: ${theme.space.md} 0 0;
  color: ${({ $missed }) => ($missed ? theme.color.danger : "inherit")};
`;

/**
 * Sending a saved draft later: the dialog that sets the time (`open`), and under the draft, the
 * time set and a way to take it away — or, the time gone by, that it could not go out then (the
 * office mends it and sends it, or sets a new time).
 */
export function ScheduleSending({
  notice,
  open,
  onClose,
  onChanged,
}: {
  notice: OfficeNotice;
  open: boolean;
  onClose: () => void;
  onChanged: (notice: OfficeNotice) => void;
}) {
  const t = useT<NoticesMessageId | UiMessageId>();
  const intl = useIntl();
  const schedule = useScheduleNotice();
  const cancelling = useAction({
    run: () => schedule.mutateAsync({ id: notice.id, at: null }),
    success: () => t("notices.schedule.cancelled"),
    done: onChanged,
  });
  const dialog = open && (
    <ScheduleDialog notice={notice} onClose={onClose} onScheduled={onChanged} />
  );
  if (!notice.publish_at) return dialog;
  const missed = Date.parse(notice.publish_at) <= Date.now();
  const time = formatMomentTime(intl, notice.publish_at);
  return (
    <>
      <Line $missed={missed} role={missed ? "alert" : undefined}>
        <span>{t(missed ? "notices.schedule.missed" : "notices.schedule.when", { time })}</span>
        {!missed && (
          <Button size="sm" loading={schedule.isPending} onClick={() => void cancelling.run()}>
            {t("notices.schedule.cancel")}
          </Button>
        )}
      </Line>
      {dialog}
    </>
  );
}

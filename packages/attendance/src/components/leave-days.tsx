import type { Leave } from "@campus/contract/attendance";
import { formatDay, useIntl, useT } from "@campus/core";
import type { AttendanceMessageId } from "../messages/message-ids";

/** An application's days in words: "2026年12月8日（上午）", or a first and last day. */
export function LeaveDays({ leave }: { leave: Pick<Leave, "from" | "to" | "part"> }) {
  const intl = useIntl();
  const t = useT<AttendanceMessageId>();
  const from = formatDay(intl, leave.from);
  if (leave.from !== leave.to)
    return (
      <>{`${from}${intl.locale.startsWith("zh") ? "至" : " – "}${formatDay(intl, leave.to)}`}</>
    );
  return <>{`${from} (${t(`attendance.part.${leave.part}`)})`}</>;
}

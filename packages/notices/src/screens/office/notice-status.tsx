import type { NoticeStatus } from "@campus/contract/notices";
import { useT } from "@campus/core";
import { StatusTag, type StatusTone } from "@campus/ui";
import type { NoticesMessageId } from "../../messages/message-ids";

/** A draft is the office's own work to finish; a sent notice is done. */
const TONES: Record<NoticeStatus, StatusTone> = { draft: "primary", published: "success" };

/** A notice's status in words and its tone, the one place they are chosen. */
export function NoticeStatusTag({ status }: { status: NoticeStatus }) {
  const t = useT<NoticesMessageId>();
  return <StatusTag tone={TONES[status]}>{t(`notices.status.${status}`)}</StatusTag>;
}

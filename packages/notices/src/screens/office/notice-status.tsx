import type { NoticeStatus } from "@campus/contract/notices";
import { useT } from "@campus/core";
import { StatusTag, type StatusTone } from "@campus/ui";
import type { NoticesMessageId } from "../../messages/message-ids";

/** A draft is the office's own work to finish; a sent notice is done; one set to go waits. */
const TONES: Record<NoticeStatus | "scheduled", StatusTone> = {
  draft: "primary",
  published: "success",
  scheduled: "warning",
};

/** A notice's status in words and its tone, the one place they are chosen. */
export function NoticeStatusTag({
  status,
  publishAt = null,
}: {
  status: NoticeStatus;
  /** A draft's time to go out on its own, if set. */
  publishAt?: string | null;
}) {
  const t = useT<NoticesMessageId>();
  const shown = status === "draft" && publishAt ? "scheduled" : status;
  return <StatusTag tone={TONES[shown]}>{t(`notices.status.${shown}`)}</StatusTag>;
}

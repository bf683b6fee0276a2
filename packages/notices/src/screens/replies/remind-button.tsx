import type { OfficeNotice } from "@campus/contract/notices";
import { can, formatDay, schoolDayOf, useIntl, useSession, useT } from "@campus/core";
import { Button, useAction, type UiMessageId } from "@campus/ui";
import { useRemindNotice } from "../../api/notice-tracking";
import type { NoticesMessageId } from "../../messages/message-ids";
import { OFFICE_ROUTE } from "../../routing/pages";

/**
 * Reminds the families without a reply — to staff who may send, while the slip is open and
 * someone has not replied — after a question that says how many and how.
 */
export function RemindButton({ notice }: { notice: OfficeNotice }) {
  const t = useT<NoticesMessageId | UiMessageId>();
  const intl = useIntl();
  const permissions = useSession((s) => s.user?.permissions);
  const remind = useRemindNotice();
  const waiting = notice.recipients - notice.replied;
  const reminding = useAction({
    confirm: () => ({
      title: t("notices.replies.remindTitle"),
      content: t("notices.replies.remindExplain", {
        count: waiting,
        date: formatDay(intl, notice.slip!.deadline),
      }),
      okText: t("notices.replies.remind"),
    }),
    run: () => remind.mutateAsync({ id: notice.id }),
    success: (done) => t("notices.replies.reminded", { count: done.guardians }),
  });
  const open = notice.slip !== null && notice.slip.deadline >= schoolDayOf(new Date());
  const mayRemind = open && waiting > 0 && can(permissions, OFFICE_ROUTE, "enable");
  if (!mayRemind) return null;
  return (
    <Button loading={remind.isPending} onClick={() => void reminding.run()}>
      {t("notices.replies.remind")}
    </Button>
  );
}

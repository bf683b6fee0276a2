import { can, useSession, useT } from "@campus/core";
import { Button, theme, useAction, type UiMessageId } from "@campus/ui";
import styled from "styled-components";
import { useLibraryRemindOverdue } from "../../api/library-remind-overdue";
import type { LibraryMessageId } from "../../messages/message-ids";

const Bar = styled.div`
  margin-block-end: ${theme.space.md};
`;

/**
 * Reminds the families of today's overdue loans — one class's where one is chosen — to staff the
 * reports' `edit` allows, after a question saying how. Each loan is reminded once a day.
 */
export function RemindOverdue({ className, none }: { className?: string; none: boolean }) {
  const t = useT<LibraryMessageId | UiMessageId>();
  const permissions = useSession((s) => s.user?.permissions);
  const remind = useLibraryRemindOverdue();
  const reminding = useAction({
    confirm: () => ({
      title: t("library.report.remindTitle"),
      content: className
        ? t("library.report.remindExplainClass", { class: className })
        : t("library.report.remindExplain"),
      okText: t("library.report.remind"),
    }),
    run: () => remind.mutateAsync(className ? { class_name: className } : {}),
    success: (done) =>
      t("library.report.reminded", { loans: done.loans, guardians: done.guardians }),
  });
  if (none || !can(permissions, "library.reports", "edit")) return null;
  return (
    <Bar>
      <Button loading={remind.isPending} onClick={() => void reminding.run()}>
        {t("library.report.remind")}
      </Button>
    </Bar>
  );
}

import {
  NOTICE_RECIPIENT_FILTERS,
  type NoticeRecipient,
  type NoticeRecipientFilter,
  type OfficeNotice,
} from "@campus/contract/notices";
import { can, useLocale, useSession, useT } from "@campus/core";
import {
  Empty,
  QueryTable,
  RadioGroup,
  ReasonDialog,
  useAction,
  usePagedQuery,
  type UiMessageId,
} from "@campus/ui";
import { useState } from "react";
import { useNoticeRecipients, useReopenReply } from "../../api/notice-tracking";
import type { NoticesMessageId } from "../../messages/message-ids";
import { OFFICE_ROUTE } from "../../routing/pages";
import { useRecipientColumns } from "./recipient-columns";

/** The filters a notice offers: with a slip, those still to reply too. */
export const filtersOf = (notice: Pick<OfficeNotice, "slip">): readonly NoticeRecipientFilter[] =>
  notice.slip
    ? NOTICE_RECIPIENT_FILTERS
    : NOTICE_RECIPIENT_FILTERS.filter((f) => f !== "unreplied");

/**
 * A sent notice's children, a page at a time, by class and number: everyone, those whose family
 * has not opened it, or those without a reply; one class's where one is chosen. The office may
 * reopen a reply (the family then replies again; the first is kept), with a reason.
 */
export function RecipientList({
  notice,
  className,
  filter,
  onFilter,
}: {
  notice: OfficeNotice;
  className: string | null;
  filter: NoticeRecipientFilter;
  onFilter: (filter: string) => void;
}) {
  const t = useT<NoticesMessageId | UiMessageId>();
  const locale = useLocale();
  const list = usePagedQuery(
    useNoticeRecipients,
    { pageSize: 20 },
    {
      id: notice.id,
      className,
      filter,
    },
  );
  const permissions = useSession((s) => s.user?.permissions);
  const reopen = useReopenReply();
  const [reopening, setReopening] = useState<NoticeRecipient | null>(null);
  const reopenReply = useAction<{ child: NoticeRecipient; reason: string }>({
    run: ({ child, reason }) => reopen.mutateAsync({ id: notice.id, childId: child.id, reason }),
    success: () => t("notices.replies.reopened"),
  });
  const columns = useRecipientColumns({
    slip: notice.slip,
    ...(can(permissions, OFFICE_ROUTE, "edit") ? { onReopen: setReopening } : {}),
  });
  const name = (child: NoticeRecipient) =>
    locale === "en-US" ? child.name_en || child.name_zh : child.name_zh;

  return (
    <>
      <RadioGroup
        legend={t("notices.replies.show")}
        appearance="button"
        direction="horizontal"
        value={filter}
        onChange={onFilter}
        options={filtersOf(notice).map((value) => ({
          value,
          label: t(`notices.replies.filter.${value}`),
        }))}
      />
      <QueryTable
        caption={
          className
            ? t("notices.replies.childrenOf", { class: className })
            : t("notices.replies.children")
        }
        showCaption
        columns={columns}
        list={list}
        empty={<Empty description={t("notices.replies.empty")} />}
      />
      <ReasonDialog
        open={reopening !== null}
        title={reopening ? t("notices.replies.reopenTitle", { name: name(reopening) }) : ""}
        label={t("notices.replies.reopenReason")}
        hint={t("notices.replies.reopenHint")}
        okText={t("notices.replies.reopen")}
        onClose={() => setReopening(null)}
        onSubmit={(reason) => reopenReply.run({ child: reopening!, reason })}
      />
    </>
  );
}

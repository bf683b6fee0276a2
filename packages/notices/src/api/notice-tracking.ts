import { noticesApiRoutes, type NoticeRecipientFilter } from "@campus/contract/notices";
import type { PageArgs } from "@campus/core";
import { keepPreviousData } from "@tanstack/react-query";
import { isNotFound } from "../components/notice-names";
import { noticesApi } from "./notices-api";

/** A sent notice's counts per class: read and replied, of the children it went to. */
export function useNoticeClasses(id: number | null) {
  return noticesApi.useEndpointQuery(
    noticesApiRoutes.noticeClasses,
    { id: id ?? 0 },
    { key: ["office", "classes"], enabled: id !== null, silent: isNotFound },
  );
}

/** What the office's list of a notice's children shows: one notice, a class or all, a filter. */
export interface RecipientsFilter {
  id: number | null;
  className: string | null;
  filter: NoticeRecipientFilter;
}

/** A page of a sent notice's children, by class and number, as filtered. */
export function useNoticeRecipients(
  { pageNum, pageSize, enabled }: PageArgs,
  { id, className, filter }: RecipientsFilter,
) {
  return noticesApi.useEndpointQuery(
    noticesApiRoutes.noticeRecipients,
    { id: id ?? 0, pageNum, pageSize, filter, ...(className ? { class_name: className } : {}) },
    {
      key: ["office", "recipients"],
      placeholderData: keepPreviousData,
      enabled: enabled !== false && id !== null,
      silent: isNotFound,
    },
  );
}

/** Reopens a child's reply (the family may reply again): the office's views change. */
export function useReopenReply() {
  return noticesApi.useEndpointMutation(noticesApiRoutes.noticeReopen, (key) => [key("office")]);
}

/** Reminds the families without a reply (one message each): the office's views change. */
export function useRemindNotice() {
  return noticesApi.useEndpointMutation(noticesApiRoutes.noticeRemind, (key) => [key("office")]);
}

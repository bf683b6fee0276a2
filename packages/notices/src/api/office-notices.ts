import { noticesApiRoutes } from "@campus/contract/notices";
import type { PageArgs } from "@campus/core";
import { keepPreviousData } from "@tanstack/react-query";
import { isNotFound } from "../components/notice-names";
import { noticesApi } from "./notices-api";

/** The school's notices, drafts and sent, the last changed first, with their counts. */
export function useOfficeNotices({ pageNum, pageSize, enabled }: PageArgs) {
  return noticesApi.useEndpointQuery(
    noticesApiRoutes.noticesOffice,
    { pageNum, pageSize },
    { key: ["office", "list"], placeholderData: keepPreviousData, enabled },
  );
}

/** One of the school's notices: a draft to go on writing, or a sent one with its counts. */
export function useOfficeNotice(id: number | null) {
  return noticesApi.useEndpointQuery(
    noticesApiRoutes.noticeOffice,
    { id: id ?? 0 },
    { key: ["office", "detail"], enabled: id !== null, silent: isNotFound },
  );
}

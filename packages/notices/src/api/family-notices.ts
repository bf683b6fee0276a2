import { noticesApiRoutes } from "@campus/contract/notices";
import type { PageArgs } from "@campus/core";
import { keepPreviousData } from "@tanstack/react-query";
import { noticesApi } from "./notices-api";

/** The notices sent for the family's children, one row per notice and child, unread first. */
export function useFamilyNotices({
  pageNum,
  pageSize,
  enabled,
  childId,
}: PageArgs & { childId?: number }) {
  return noticesApi.useEndpointQuery(
    noticesApiRoutes.notices,
    childId === undefined ? { pageNum, pageSize } : { pageNum, pageSize, childId },
    { key: ["mine", "list"], placeholderData: keepPreviousData, enabled },
  );
}

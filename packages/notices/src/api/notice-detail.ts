import { noticesApiRoutes } from "@campus/contract/notices";
import { useRuntime } from "@campus/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useStore } from "zustand";
import { isNotFound } from "../components/notice-names";
import { noticesApi } from "./notices-api";

/**
 * One notice for one child. Opening it is the family's receipt (the server records the read),
 * so once it is in, the family's list is asked again and shows it read.
 */
export function useNoticeDetail(id: number, childId: number) {
  const query = noticesApi.useEndpointQuery(
    noticesApiRoutes.noticeDetail,
    { id, childId },
    { key: ["mine", "detail"], silent: isNotFound },
  );
  const client = useQueryClient();
  const runtime = useRuntime();
  const schoolId = useStore(runtime.school, (s) => s.id);
  const opened = query.data?.id;
  useEffect(() => {
    if (opened !== undefined)
      void client.invalidateQueries({ queryKey: noticesApi.keys(schoolId)("mine", "list") });
  }, [client, opened, schoolId]);
  return query;
}

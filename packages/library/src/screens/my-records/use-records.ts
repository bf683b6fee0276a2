import type { Page } from "@campus/contract";
import { useRuntime, type PageArgs } from "@campus/core";
import type { UseQueryResult } from "@tanstack/react-query";
import { useStore } from "zustand";

import { usePaging } from "../../components/use-paging";

/**
 * One page of the reader's records, paged in the address; nothing is asked for while signed
 * out (the page offers sign-in instead).
 */
export function useRecords<Row>(use: (args: PageArgs) => UseQueryResult<Page<Row>>) {
  const runtime = useRuntime();
  const signedIn = useStore(runtime.session, (s) => Boolean(s.token));
  const paging = usePaging(10);
  const query = use({ pageNum: paging.page, pageSize: paging.pageSize, enabled: signedIn });
  return { paging, query };
}

import type { Page } from "@campus/contract";
import { useSession, type PageArgs } from "@campus/core";
import type { UseQueryResult } from "@tanstack/react-query";
import { usePaging, type Paging } from "../routing/use-paging";

export interface PagedQuery<Row> {
  paging: Paging;
  query: UseQueryResult<Page<Row>>;
}

export interface PagedQueryOptions {
  /** Rows per page unless the address says otherwise. */
  pageSize?: number;
  /** Paging parameters' prefix in the address, for a second paged list on one page. */
  prefix?: string;
}

/**
 * One page of a paged list, paged in the address; nothing is asked for while signed out (the
 * page offers sign-in instead). `useList` is the call's hook, taking `PageArgs` and then
 * `filter` (what narrows the list: a scope, a status), passed through.
 */
export function usePagedQuery<Row, Filter extends unknown[] = []>(
  useList: (page: PageArgs, ...filter: Filter) => UseQueryResult<Page<Row>>,
  { pageSize: defaultSize = 10, prefix }: PagedQueryOptions = {},
  ...filter: Filter
): PagedQuery<Row> {
  const signedIn = useSession((s) => Boolean(s.token));
  const paging = usePaging(defaultSize, prefix);
  const query = useList(
    { pageNum: paging.page, pageSize: paging.pageSize, enabled: signedIn },
    ...filter,
  );
  return { paging, query };
}

import type { Page } from "@campus/contract";
import { useSession, type PageArgs } from "@campus/core";
import type { UseQueryResult } from "@tanstack/react-query";
import { useSearchParams } from "../routing/routing";

const PAGE_SIZES = [10, 12, 20, 24, 48, 50];

/**
 * Page number and size kept in the address (`page`, `size`; with a `prefix`, `<prefix>page`…
 * for a second list on one page): a reload or a shared link shows the same page.
 */
export function usePaging(defaultSize = 10, prefix = "") {
  const [params, setParams] = useSearchParams();
  const pageKey = `${prefix}page`;
  const sizeKey = `${prefix}size`;
  const page = Math.max(1, Number.parseInt(params.get(pageKey) ?? "1", 10) || 1);
  const size = Number.parseInt(params.get(sizeKey) ?? String(defaultSize), 10);
  const pageSize = PAGE_SIZES.includes(size) ? size : defaultSize;
  const setPage = (next: number, nextSize = pageSize) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set(pageKey, String(next));
      if (nextSize === defaultSize) updated.delete(sizeKey);
      else updated.set(sizeKey, String(nextSize));
      return updated;
    });
  return { page, pageSize, setPage };
}

export type Paging = ReturnType<typeof usePaging>;

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

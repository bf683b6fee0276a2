import type { Key } from "react";
import { Table, type TableProps } from "../table/table";
import type { PagedQuery } from "./use-paged-query";

export interface QueryTableProps<Row extends { id: Key }> extends Omit<
  TableProps<Row>,
  "rows" | "rowKey" | "total" | "page" | "pageSize" | "onPageChange" | "loading" | "error"
> {
  /** The paged query and its paging, as `usePagedQuery` returns them. */
  list: PagedQuery<Row>;
}

/**
 * A `Table` bound to a paged query: rows, total and paging from the answer and the address;
 * a skeleton on the first load and on another page, the rows kept in place during a refetch
 * after a change (not `isFetching`: a click landing during the refetch would be lost); a
 * failure with nothing to show says so with a retry.
 */
export function QueryTable<Row extends { id: Key }>({
  list: { query, paging },
  ...table
}: QueryTableProps<Row>) {
  return (
    <Table
      {...table}
      rows={query.data?.list ?? []}
      rowKey="id"
      total={query.data?.total ?? 0}
      page={paging.page}
      pageSize={paging.pageSize}
      onPageChange={paging.setPage}
      loading={query.isPending || query.isPlaceholderData}
      // A re-read that fails keeps the rows it had (the one error path has said so): a phone
      // losing its connection for a moment does not lose the list the user was reading.
      error={
        query.isError && query.data === undefined
          ? { onRetry: () => void query.refetch() }
          : undefined
      }
    />
  );
}

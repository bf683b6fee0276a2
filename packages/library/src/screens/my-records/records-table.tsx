import type { Page } from "@campus/contract";
import { Table, type TableColumn } from "@campus/ui";
import type { UseQueryResult } from "@tanstack/react-query";
import type { Key } from "react";
import type { usePaging } from "../../components/use-paging";

export interface RecordsTableProps<Row extends { id: number }> {
  caption: string;
  columns: TableColumn<Row>[];
  query: UseQueryResult<Page<Row>>;
  paging: ReturnType<typeof usePaging>;
}

/** A page of the reader's records: a table on wide screens, cards on phones, paged by the server. */
export function RecordsTable<Row extends { id: number }>({
  caption,
  columns,
  query,
  paging,
}: RecordsTableProps<Row>) {
  return (
    <Table
      caption={caption}
      columns={columns}
      rows={query.data?.list ?? []}
      rowKey={(row: Row): Key => row.id}
      total={query.data?.total ?? 0}
      page={paging.page}
      pageSize={paging.pageSize}
      onPageChange={paging.setPage}
      // First load or another page: a skeleton. A refetch after a change keeps the rows in place.
      loading={query.isPending || query.isPlaceholderData}
      error={query.isError ? { onRetry: () => void query.refetch() } : undefined}
    />
  );
}

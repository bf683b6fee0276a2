import { DEFAULT_PAGE_SIZE } from "@campus/contract";
import { useIntl } from "@campus/core";
import {
  Fragment,
  isValidElement,
  useId,
  type CSSProperties,
  type Key,
  type ReactNode,
} from "react";
import styled from "styled-components";
import { Button, VisuallyHidden } from "../button/button";
import { Empty } from "../empty/empty";
import { Pagination } from "../pagination/pagination";
import { Skeleton } from "../skeleton/skeleton";
import { theme } from "../theme/theme";

export interface TableColumn<Row> {
  key: string;
  title: ReactNode;
  /** The cell; by default the row's text or number field named `key`. */
  render?: (row: Row, index: number) => ReactNode;
  width?: CSSProperties["width"];
  align?: "start" | "center" | "end";
  /** Left out of the phone card (an id the card's other fields already make clear). */
  hideOnMobile?: boolean;
  /** In the phone card, under its title across the card: a control that needs the width. */
  wideOnMobile?: boolean;
}

/** An error the user can act on: what went wrong and a way to try again. */
export interface TableError {
  message?: ReactNode;
  onRetry?: () => void;
}

export interface TableProps<Row> {
  columns: TableColumn<Row>[];
  rows: Row[];
  rowKey: keyof Row | ((row: Row) => Key);
  /** Names the table for screen readers (its `<caption>`). */
  caption: ReactNode;
  /** Shows the caption; by default it is visually hidden, as the page heading says it. */
  showCaption?: boolean;
  /**
   * Server-side paging: the total over all pages, the current page (from 1) and its size.
   * Without `onPageChange` the rows are the whole list: no pager.
   */
  total?: number;
  page?: number;
  pageSize?: number;
  pageSizeOptions?: number[];
  onPageChange?: (page: number, pageSize: number) => void;
  loading?: boolean;
  /** `true` for the standard "could not load", a node, or a message with a retry. */
  error?: ReactNode | TableError;
  /** What an empty page shows; the standard Empty by default. */
  empty?: ReactNode;
  className?: string;
}

// The card layout follows the table's own width (a container query), not the window's.
const wide = `@container campus-table (min-width: ${theme.breakpoint.mobileMax + 1}px)`;

const Root = styled.div`
  container: campus-table / inline-size;
  min-width: 0;
`;

// A focusable, named region: keyboard users can scroll a table wider than its box.
const Scroller = styled.div`
  display: none;
  overflow-x: auto;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  ${wide} {
    display: block;
  }
  &:focus-visible {
    outline-offset: 0;
  }
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${theme.color.surface};

  caption {
    padding: ${theme.space.sm} ${theme.space.lg};
    font-weight: ${theme.font.weight.bold};
    text-align: start;
  }
  /* Hidden but still the table's name: the page heading usually says it already. */
  caption[data-hidden] {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
  th,
  td {
    padding: ${theme.space.md} ${theme.space.lg};
    border-bottom: 1px solid ${theme.color.border};
    text-align: start;
    vertical-align: middle;
    overflow-wrap: anywhere;
  }
  th {
    background: ${theme.color.surfaceMuted};
    font-weight: ${theme.font.weight.medium};
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  tbody tr:hover td {
    background: ${theme.color.surfaceMuted};
  }
  [data-align="center"] {
    text-align: center;
  }
  [data-align="end"] {
    text-align: end;
  }
`;

const Cards = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  ${wide} {
    display: none;
  }
`;

const Card = styled.li`
  padding: ${theme.space.md};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};

  dl {
    display: grid;
    grid-template-columns: minmax(5em, max-content) 1fr;
    gap: ${theme.space.xs} ${theme.space.md};
    margin: 0;
  }
  dt {
    color: ${theme.color.textSecondary};
  }
  dd {
    min-width: 0;
    margin: 0;
    overflow-wrap: anywhere;
  }
  [data-wide] {
    grid-column: 1 / -1;
  }
`;

const State = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.md};
  padding: ${theme.space.xl} ${theme.space.lg};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  text-align: center;
  ${wide} {
    border-top: 0;
    border-radius: 0 0 ${theme.radius.md} ${theme.radius.md};
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${theme.color.danger};
`;

function asTableError(error: TableProps<unknown>["error"]): TableError | null {
  if (error == null || error === false) return null;
  if (error === true) return {};
  if (typeof error === "object" && !isValidElement(error) && !Array.isArray(error)) {
    if ("message" in error || "onRetry" in error) return error as TableError;
  }
  return { message: error as ReactNode };
}

function cellOf<Row>(column: TableColumn<Row>, row: Row, index: number): ReactNode {
  if (column.render) return column.render(row, index);
  const value = (row as Record<string, unknown>)[column.key];
  return typeof value === "string" || typeof value === "number" ? value : null;
}

/**
 * A page of server data. A real `<table>` when there is room; below 577 px of its own width,
 * one card per row listing "title: value" pairs (`<dl>`). Both are rendered and CSS shows one,
 * so the layout needs no JavaScript measuring; the hidden one is out of the accessibility tree.
 */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  caption,
  showCaption = false,
  total,
  page,
  pageSize = DEFAULT_PAGE_SIZE,
  pageSizeOptions,
  onPageChange,
  loading = false,
  error,
  empty,
  className,
}: TableProps<Row>) {
  const intl = useIntl();
  const captionId = useId();
  // A retry is loading again: the skeleton replaces the error until the answer is in.
  const failure = loading ? null : asTableError(error);
  const keyOf = (row: Row): Key =>
    typeof rowKey === "function" ? rowKey(row) : (row[rowKey] as Key);
  const skeletonRows = Array.from({ length: Math.min(pageSize, 5) }, (_, i) => i);
  const showRows = !loading && !failure && rows.length > 0;
  const mobileColumns = columns.filter((column) => !column.hideOnMobile);

  return (
    <Root className={className} aria-busy={loading || undefined}>
      <VisuallyHidden role="status">
        {loading ? intl.formatMessage({ id: "ui.button.loading" }) : ""}
      </VisuallyHidden>
      <Scroller role="region" aria-labelledby={captionId} tabIndex={0}>
        <StyledTable>
          <caption id={captionId} data-hidden={showCaption ? undefined : ""}>
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  data-align={column.align}
                  style={{ width: column.width }}
                >
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          {(loading || showRows) && (
            <tbody>
              {loading
                ? skeletonRows.map((i) => (
                    <tr key={i}>
                      {columns.map((column) => (
                        <td key={column.key}>
                          <Skeleton lines={1} announce={false} />
                        </td>
                      ))}
                    </tr>
                  ))
                : rows.map((row, index) => (
                    <tr key={keyOf(row)}>
                      {columns.map((column) => (
                        <td key={column.key} data-align={column.align}>
                          {cellOf(column, row, index)}
                        </td>
                      ))}
                    </tr>
                  ))}
            </tbody>
          )}
        </StyledTable>
      </Scroller>

      {(loading || showRows) && (
        <Cards aria-labelledby={captionId}>
          {loading
            ? skeletonRows.map((i) => (
                <Card key={i}>
                  <Skeleton lines={3} announce={false} />
                </Card>
              ))
            : rows.map((row, index) => (
                <Card key={keyOf(row)}>
                  <dl>
                    {mobileColumns.map((column) => {
                      const cell = cellOf(column, row, index);
                      // Nothing to say (no action for this row, no date yet): no bare label.
                      if (cell === null || cell === undefined || cell === false || cell === "")
                        return null;
                      return (
                        <Fragment key={column.key}>
                          <dt data-wide={column.wideOnMobile || undefined}>{column.title}</dt>
                          <dd data-wide={column.wideOnMobile || undefined}>{cell}</dd>
                        </Fragment>
                      );
                    })}
                  </dl>
                </Card>
              ))}
        </Cards>
      )}

      {failure ? (
        <State role="alert">
          <ErrorText>{failure.message ?? intl.formatMessage({ id: "ui.table.error" })}</ErrorText>
          {failure.onRetry && (
            <Button onClick={failure.onRetry}>
              {intl.formatMessage({ id: "ui.routeError.retry" })}
            </Button>
          )}
        </State>
      ) : (
        !loading && rows.length === 0 && <State>{empty ?? <Empty compact />}</State>
      )}

      {!failure && onPageChange && total !== undefined && total > 0 && (
        <Pagination
          total={total}
          page={page ?? 1}
          pageSize={pageSize}
          pageSizeOptions={pageSizeOptions}
          onChange={onPageChange}
          disabled={loading}
          pagedBy={captionId}
        />
      )}
    </Root>
  );
}

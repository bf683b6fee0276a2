import type { BookSummary, RankedBook, RankType } from "@campus/contract";
import { useT } from "@campus/core";
import { Button, Empty, Pagination, screen, theme, type UiMessageId } from "@campus/ui";
import type { ReactNode } from "react";
import styled from "styled-components";
import { BookCard, BookCardSkeleton } from "./book-card";
import type { LibraryMessageId } from "../messages/message-ids";

const Grid = styled.ul<{ $shelf?: boolean }>`
  /* An item may be narrower than its longest line (titles and authors are cut with "…"). */
  > li {
    min-width: 0;
  }
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${theme.space.xl} ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  /* A phone: three across (a cover about 100 px wide), so a screen holds six books, not two. */
  ${screen.below(400)} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${theme.space.lg} ${theme.space.sm};
  }
  /* A shelf: one row that scrolls sideways, so a phone's home page is not a mile long. Where
     the row has room to spare (a wide screen), its books grow to fill it rather than stop short
     of the edge. */
  ${(p) =>
    p.$shelf &&
    `
    display: flex;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-snap-type: x proximity;
    padding: 8px 4px 12px;
    ${screen.below(400)} { display: flex; }
    > li { flex: 1 0 132px; max-width: 200px; scroll-snap-align: start; }
  `}
`;

const Footer = styled.div`
  margin-top: ${theme.space.xl};
`;

export interface BookGridProps {
  books: BookSummary[] | undefined;
  /** Names the list for screen readers. */
  label: string;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** Server paging; left out for a fixed shelf (the home page's rows). */
  paging?: {
    total: number;
    page: number;
    pageSize: number;
    onChange: (page: number, size: number) => void;
  };
  rankType?: RankType;
  empty?: ReactNode;
  /** "shelf": one row that scrolls sideways (the home page); "grid" wraps (lists). */
  layout?: "grid" | "shelf";
}

/** Books as a grid of covers, paged on the server; loading, empty and error states included. */
export function BookGrid({
  books,
  label,
  loading,
  error,
  onRetry,
  paging,
  rankType,
  empty,
  layout = "grid",
}: BookGridProps) {
  const t = useT<LibraryMessageId | UiMessageId>();
  if (error) {
    return (
      <Empty
        title={t("library.list.error")}
        action={onRetry && <Button onClick={onRetry}>{t("library.list.retry")}</Button>}
      />
    );
  }
  if (loading && !books) {
    return (
      // Placeholders are not content: a shelf of them does not scroll (a scrolling region with
      // nothing to focus in it is one a keyboard cannot reach, axe).
      <Grid
        aria-label={label}
        aria-busy="true"
        $shelf={layout === "shelf"}
        style={{ overflow: "hidden" }}
      >
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i}>
            <BookCardSkeleton announce={i === 0} />
          </li>
        ))}
      </Grid>
    );
  }
  if (!books || books.length === 0) return <>{empty ?? <Empty />}</>;
  const first = paging ? (paging.page - 1) * paging.pageSize : 0;
  return (
    <>
      <Grid aria-label={label} aria-busy={loading || undefined} $shelf={layout === "shelf"}>
        {books.map((book, i) => (
          <li key={book.id}>
            <BookCard
              book={book}
              rank={
                rankType && {
                  place: "rank" in book ? (book as RankedBook).rank : first + i + 1,
                  type: rankType,
                }
              }
            />
          </li>
        ))}
      </Grid>
      {paging && paging.total > paging.pageSize && (
        <Footer>
          <Pagination
            total={paging.total}
            page={paging.page}
            pageSize={paging.pageSize}
            onChange={paging.onChange}
            pageSizeOptions={[12, 24, 48]}
          />
        </Footer>
      )}
    </>
  );
}

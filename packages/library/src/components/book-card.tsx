import type { BookSummary, RankType } from "@campus/contract";
import { useT, useLocale } from "@campus/core";
import { theme, VisuallyHidden, type UiMessageId } from "@campus/ui";
import { Link } from "wouter";
import styled from "styled-components";
import { BookCover } from "./book-cover";
import { bookTitle } from "./book-title";
import { useLibraryLink } from "./use-library-link";
import type { LibraryMessageId } from "../messages/message-ids";

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  min-width: 0;
  /* Cards of a row are as tall as its tallest: the last line (availability) sits at the foot,
     the lines above follow each other with no blank kept for a title's second line. */
  height: 100%;
  > :last-child {
    margin-top: auto;
  }
`;

const TitleLink = styled(Link)`
  color: ${theme.color.text};
  font-weight: ${theme.font.weight.medium};
  text-decoration: none;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  /* The whole card is the link's target area. */
  &::after {
    content: "";
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
    border-radius: ${theme.radius.md};
  }
`;

const Meta = styled.p`
  margin: 0;
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Availability = styled.p<{ $free: boolean }>`
  margin: 0;
  font-size: ${theme.font.size.sm};
  color: ${(p) => (p.$free ? theme.color.success : theme.color.warning)};
`;

const Rank = styled.span<{ $top: boolean }>`
  position: absolute;
  /* The top right corner: the drawn cover's title starts at the top left. Above the card but
     not beside it: a card at the box's edge must not push past it (issue 18, item 3). */
  top: -6px;
  inset-inline-end: 0;
  z-index: 1;
  display: grid;
  place-items: center;
  min-width: 28px;
  height: 28px;
  padding: 0 6px;
  border-radius: ${theme.radius.pill};
  background: ${(p) => (p.$top ? theme.color.primary : theme.color.surface)};
  color: ${(p) => (p.$top ? theme.color.onPrimary : theme.color.text)};
  border: 1px solid ${theme.color.border};
  font-weight: ${theme.font.weight.bold};
  font-size: ${theme.font.size.sm};
`;

export interface BookCardProps {
  book: BookSummary;
  /** A ranking's place and what it counts. */
  rank?: { place: number; type: RankType };
}

const METRIC: Record<RankType, keyof BookSummary> = {
  read: "read_count",
  recommend: "recommend_count",
  view: "view_count",
};

/** A book in a grid: cover, title, author, who it suits and whether a copy is free. */
export function BookCard({ book, rank }: BookCardProps) {
  const t = useT<LibraryMessageId | UiMessageId>();
  const locale = useLocale();
  const link = useLibraryLink();
  const { title, subtitle } = bookTitle(book, locale);
  return (
    <Card aria-label={title}>
      {rank && (
        <Rank $top={rank.place <= 3} aria-label={t("library.rank.place", { place: rank.place })}>
          {rank.place}
        </Rank>
      )}
      <BookCover
        id={book.id}
        title={title}
        author={book.author}
        src={book.cover}
        corner={Boolean(rank)}
      />
      <TitleLink to={link("/library/bookdetail", { id: book.id })}>{title}</TitleLink>
      {subtitle && <Meta lang={locale === "en-US" ? "zh-Hant" : "en"}>{subtitle}</Meta>}
      <Meta>{book.author}</Meta>
      {rank ? (
        <Meta>
          {t(`library.rank.metric.${rank.type}`, { count: Number(book[METRIC[rank.type]]) })}
        </Meta>
      ) : (
        <Availability $free={book.available > 0 && book.status === "enabled"}>
          {book.status === "disabled"
            ? t("library.book.notLent")
            : book.available > 0
              ? t("library.book.available", { count: book.available })
              : t("library.book.allReserved")}
        </Availability>
      )}
    </Card>
  );
}

const Ghost = styled.span`
  display: inline-block;
  width: 70%;
  color: transparent;
  background: ${theme.color.neutralSoft};
  border-radius: ${theme.radius.sm};
`;

const CoverGhost = styled.div`
  width: 100%;
  aspect-ratio: 3 / 4;
  border-radius: ${theme.radius.md};
  background: ${theme.color.neutralSoft};
`;

const TitleGhost = styled.span`
  display: block;
  min-height: 2lh;
  font-weight: ${theme.font.weight.medium};
`;

/**
 * A card while its book loads: the same boxes as `BookCard` (cover, two title lines, subtitle,
 * author, availability), so nothing moves when the books arrive.
 */
export function BookCardSkeleton({ announce = false }: { announce?: boolean }) {
  const t = useT<LibraryMessageId | UiMessageId>();
  return (
    <Card>
      <span aria-hidden="true">
        <CoverGhost />
      </span>
      <TitleGhost aria-hidden="true">
        <Ghost>{"\u00a0"}</Ghost>
      </TitleGhost>
      {[0, 1].map((line) => (
        <Meta key={line} aria-hidden="true">
          <Ghost>{"\u00a0"}</Ghost>
        </Meta>
      ))}
      <Availability $free aria-hidden="true">
        <Ghost>{"\u00a0"}</Ghost>
      </Availability>
      {announce && <VisuallyHidden>{t("ui.button.loading")}</VisuallyHidden>}
    </Card>
  );
}

import { RANK_TYPES, type RankType } from "@campus/contract";
import { useLocale, useT } from "@campus/core";
import { theme, type FeatureViewProps, type UiMessageId } from "@campus/ui";
import styled from "styled-components";
import { useLibraryRank } from "../api/library-rank";
import { BookCover } from "../components/book-cover";
import { bookTitle } from "../components/book-title";
import { useLibraryLink } from "../components/use-library-link";
import type { LibraryMessageId } from "../messages/message-ids";
import { More, RowText, ViewCard, ViewList } from "./view-card";

const Place = styled.span<{ $top: boolean }>`
  flex: none;
  display: grid;
  place-items: center;
  width: 24px;
  height: 24px;
  border-radius: ${theme.radius.pill};
  background: ${(p) => (p.$top ? theme.color.primary : theme.color.neutralSoft)};
  color: ${(p) => (p.$top ? theme.color.onPrimary : theme.color.text)};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.bold};
`;

/** Five books by default; a sidebar has room for three to ten. */
export const clampLimit = (limit: number | undefined) =>
  Math.min(10, Math.max(3, Math.round(limit ?? 5)));

/**
 * `<campus-library view="ranking">`: the top books of one ranking (`kind` read, recommend or
 * view; `limit` 3–10) for a school page's sidebar or home page, each leading to the book on the
 * school's library page (issue 18, item 4). No sign-in, no tabs, no pager.
 */
export function RankingStrip({ limit, kind, linkTo }: FeatureViewProps) {
  const t = useT<LibraryMessageId | UiMessageId>();
  const locale = useLocale();
  const link = useLibraryLink();
  const type: RankType = RANK_TYPES.includes(kind as RankType) ? (kind as RankType) : "read";
  const rank = useLibraryRank(type, 1, clampLimit(limit));
  return (
    <ViewCard
      title={t("library.view.ranking", { kind: t(`library.rank.${type}`) })}
      list={rank}
      more={
        <More {...linkTo(link("/library/rank", { type }))}>{t("library.view.fullRanking")}</More>
      }
    >
      <ViewList>
        {rank.data?.list.map((book) => {
          const { title } = bookTitle(book, locale);
          return (
            <li key={book.id}>
              <a {...linkTo(link("/library/bookdetail", { id: book.id }))}>
                <Place $top={book.rank <= 3}>{book.rank}</Place>
                <BookCover id={book.id} title={title} size="sm" src={book.cover} />
                <RowText>
                  <strong>{title}</strong>
                  <small>{book.author}</small>
                </RowText>
              </a>
            </li>
          );
        })}
      </ViewList>
    </ViewCard>
  );
}

import { useT, useLocale } from "@campus/core";
import { theme, type UiMessageId } from "@campus/ui";
import { Link } from "wouter";
import styled from "styled-components";
import { BookCover } from "../../components/book-cover";
import { recordTitle } from "../../components/book-title";
import { useLibraryLink } from "../../components/use-library-link";
import type { LibraryMessageId } from "../../messages/message-ids";

const Cell = styled.span`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-width: 0;
  a {
    color: ${theme.color.text};
    font-weight: ${theme.font.weight.medium};
  }
  small {
    display: block;
    color: ${theme.color.textSecondary};
  }
`;

interface BookRef {
  book_id: number;
  book_name_zh: string;
  book_name_en: string;
  cover: string | null;
  book_no?: string | null;
}

/** A record's book: small cover, title linking to the book, and the copy's number. */
export function BookCell({ record }: { record: BookRef }) {
  const locale = useLocale();
  const t = useT<LibraryMessageId | UiMessageId>();
  const link = useLibraryLink();
  const title = recordTitle(record, locale);
  return (
    <Cell>
      <BookCover id={record.book_id} title={title} size="sm" src={record.cover} />
      <span>
        <Link to={link("/library/bookdetail", { id: record.book_id })}>{title}</Link>
        {record.book_no && <small>{t("library.record.bookNo", { bookNo: record.book_no })}</small>}
      </span>
    </Cell>
  );
}

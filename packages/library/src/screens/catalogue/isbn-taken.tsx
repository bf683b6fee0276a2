import type { IsbnLookup } from "@campus/contract";
import { useLocale, useT } from "@campus/core";
import { Button, theme, type UiMessageId } from "@campus/ui";
import styled from "styled-components";
import { bookTitle } from "../../components/book-title";
import type { LibraryMessageId } from "../../messages/message-ids";
import { useOpenBook } from "./use-open-book";

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${theme.color.warningSoft};
  p {
    margin: 0;
  }
`;

/** An ISBN typed for a new book that the catalogue has already: that book, to add a copy to. */
export function IsbnTaken({ book }: { book: NonNullable<IsbnLookup["book"]> }) {
  const t = useT<LibraryMessageId | UiMessageId>();
  const open = useOpenBook();
  return (
    <Notice role="status">
      <p>{t("library.catalogue.isbnTaken", { title: bookTitle(book, useLocale()).title })}</p>
      <Button size="sm" onClick={() => open(book.id)}>
        {t("library.catalogue.openToAddCopy")}
      </Button>
    </Notice>
  );
}

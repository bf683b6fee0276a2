import type { Favorite } from "@campus/contract";
import { formatMoment, useIntl, useT } from "@campus/core";
import { Button, QueryTable, useAction, usePagedQuery, type TableColumn } from "@campus/ui";
import type { UiMessageId } from "@campus/ui";
import { useLibraryFavorites } from "../../api/library-favorites";
import { useLibraryFavorite } from "../../api/library-favorite";
import { BookCell } from "./book-cell";
import { RecordsEmpty } from "./records-empty";
import { RecordsLayout } from "./records-layout";
import type { LibraryMessageId } from "../../messages/message-ids";

/** Favourites (spec §2 /library/myrecord/collect): books kept for later, and whether one is free. */
export function FavoritesPage() {
  const intl = useIntl();
  const t = useT<LibraryMessageId | UiMessageId>();
  const favorites = usePagedQuery(useLibraryFavorites);
  const toggle = useLibraryFavorite();
  const removing = useAction({
    run: (book: Favorite) => toggle.mutateAsync({ bookId: book.id, favorite: false }),
    success: () => t("library.favorite.removed"),
  });
  const columns: TableColumn<Favorite>[] = [
    {
      key: "book",
      title: t("library.record.book"),
      render: (book) => (
        <BookCell
          record={{
            book_id: book.id,
            book_name_zh: book.name_zh,
            book_name_en: book.name_en,
            cover: book.cover,
          }}
        />
      ),
    },
    { key: "author", title: t("library.book.author"), render: (book) => book.author },
    {
      key: "available",
      title: t("library.book.stock"),
      render: (book) =>
        book.available > 0
          ? t("library.book.available", { count: book.available })
          : t("library.book.allReserved"),
    },
    {
      key: "at",
      title: t("library.record.favoritedAt"),
      render: (book) => formatMoment(intl, book.favorited_at),
    },
    {
      key: "actions",
      title: t("library.record.actions"),
      render: (book) => (
        <Button
          size="sm"
          loading={removing.isRunning(book)}
          onClick={() => void removing.run(book)}
        >
          {t("library.favorite.remove")}
        </Button>
      ),
    },
  ];
  return (
    <RecordsLayout>
      <QueryTable
        caption={t("library.route.favorites")}
        columns={columns}
        list={favorites}
        empty={<RecordsEmpty kind="favorites" />}
      />
    </RecordsLayout>
  );
}

import type { BookStatus, CatalogueRow } from "@campus/contract";
import { can, useLocale, useSession, useT } from "@campus/core";
import {
  Button,
  FilterBar,
  FilterSearch,
  Input,
  Link,
  QueryTable,
  Section,
  Select,
  Empty,
  usePagedQuery,
  useSearchParams,
  useSetFilter,
  theme,
  type TableColumn,
  type UiMessageId,
} from "@campus/ui";
import { useState, type FormEvent } from "react";
import styled from "styled-components";
import { useCatalogueBooks } from "../../api/catalogue-books";
import { bookTitle } from "../../components/book-title";
import type { LibraryMessageId } from "../../messages/message-ids";
import { useLibraryLink } from "../../components/use-library-link";
import { LibraryStatus, statusLabel } from "../../statuses";
import { CATALOGUE_PATH, CATALOGUE_ROUTE, useOpenBook } from "./use-open-book";

/** A book's title that opens its record: the text a row is known by, as a link reads. */
const TitleButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.color.primaryText};
  font: inherit;
  text-align: start;
  cursor: pointer;
  small {
    display: block;
    color: ${theme.color.textSecondary};
  }
  &:hover {
    text-decoration: underline;
  }
`;

function BookName({ book }: { book: CatalogueRow }) {
  const { title, subtitle } = bookTitle(book, useLocale());
  return (
    <>
      {title}
      {subtitle && <small>{subtitle}</small>}
    </>
  );
}

const STATUSES = ["enabled", "disabled"] as const satisfies readonly BookStatus[];

/**
 * The books of the catalogue, newest first, enabled and disabled alike: found by title,
 * author, ISBN, a copy's barcode or call number (the keyword and status in the address).
 */
export function CatalogueList() {
  const t = useT<LibraryMessageId | UiMessageId>();
  const [params] = useSearchParams();
  const setFilter = useSetFilter();
  const keyword = params.get("q")?.trim() || undefined;
  const status = STATUSES.find((s) => s === params.get("status"));
  const list = usePagedQuery(useCatalogueBooks, { pageSize: 20 }, { keyword, status });
  const [typed, setTyped] = useState(keyword ?? "");
  const open = useOpenBook();
  const permissions = useSession((s) => s.user?.permissions);
  const mayAdd = can(permissions, CATALOGUE_ROUTE, "add");
  const mayImport = can(permissions, CATALOGUE_ROUTE, "import");
  const mayEdit = can(permissions, CATALOGUE_ROUTE, "edit");
  const link = useLibraryLink();
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter("q", typed.trim());
  };
  const columns: TableColumn<CatalogueRow>[] = [
    {
      key: "book",
      title: t("library.record.book"),
      render: (row) => (
        <TitleButton type="button" onClick={() => open(row.id)}>
          <BookName book={row} />
        </TitleButton>
      ),
    },
    { key: "author", title: t("library.catalogue.author"), render: (row) => row.author },
    { key: "isbn", title: t("library.catalogue.isbn"), render: (row) => row.isbn },
    {
      key: "copies",
      title: t("library.catalogue.copies"),
      render: (row) =>
        t("library.catalogue.onShelf", { onShelf: row.on_shelf, copies: row.copies }),
    },
    {
      key: "status",
      title: t("library.catalogue.status"),
      render: (row) => <LibraryStatus kind="book" status={row.status} />,
    },
  ];
  return (
    <Section
      title={t("library.route.catalogue")}
      extra={
        <>
          {mayEdit && (
            <Link to={link(CATALOGUE_PATH, { view: "stocktake" })}>
              {t("library.stocktake.open")}
            </Link>
          )}
          {mayImport && (
            <Link to={link(CATALOGUE_PATH, { view: "import" })}>{t("library.import.open")}</Link>
          )}
          {mayAdd && (
            <Button variant="primary" onClick={() => open("new")}>
              {t("library.catalogue.add")}
            </Button>
          )}
        </>
      }
    >
      <FilterBar role="search" onSubmit={search} aria-label={t("library.catalogue.filters")}>
        <FilterSearch>
          <Input
            type="search"
            aria-label={t("library.catalogue.search")}
            placeholder={t("library.catalogue.search")}
            value={typed}
            maxLength={50}
            onChange={(event) => setTyped(event.target.value)}
            onClear={() => setFilter("q", "")}
          />
          <Button type="submit">{t("library.catalogue.find")}</Button>
        </FilterSearch>
        <label>
          {t("library.catalogue.status")}
          <Select
            value={status ?? ""}
            placeholder={t("library.catalogue.anyStatus")}
            options={STATUSES.map((value) => ({ value, label: t(statusLabel("book", value)) }))}
            onChange={(event) => setFilter("status", event.target.value)}
          />
        </label>
      </FilterBar>
      <QueryTable
        caption={t("library.catalogue.caption")}
        columns={columns}
        list={list}
        empty={
          <Empty
            compact
            title={t("library.catalogue.empty")}
            description={t("library.catalogue.emptyHint")}
          />
        }
      />
    </Section>
  );
}

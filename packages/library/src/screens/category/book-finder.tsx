import { AVAILABILITIES } from "@campus/contract";
import { useT, useLocale } from "@campus/core";
import {
  Button,
  Drawer,
  Empty,
  Input,
  RadioGroup,
  Select,
  screen,
  theme,
  useSearchParams,
  usePaging,
  type UiMessageId,
} from "@campus/ui";
import { useId, useState, type ReactNode } from "react";
import styled from "styled-components";
import { useLibraryAuthors } from "../../api/library-authors";
import { useLibraryCategories } from "../../api/library-categories";
import { useLibraryPublishers } from "../../api/library-publishers";
import { useLibraryBrowse, type BookFilters } from "../../api/library-browse";
import { BookGrid } from "../../components/book-grid";
import { localName } from "../../components/book-title";
import { filtersFrom, paramsWith } from "./book-filters";
import type { LibraryMessageId } from "../../messages/message-ids";
import { useCloseOnBack } from "../../components/use-close-on-back";

const Layout = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  ${screen.atLeast(760)} {
    grid-template-columns: 260px minmax(0, 1fr);
    align-items: start;
  }
`;

const Aside = styled.aside`
  display: none;
  ${screen.atLeast(760)} {
    display: flex;
    flex-direction: column;
    gap: ${theme.space.lg};
    position: sticky;
    /* Clear of the portal's header; on a school's page, of its own if it sets the property. */
    top: var(--campus-sticky-top, ${theme.space.lg});
    padding: ${theme.space.lg};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.lg};
    background: ${theme.color.surface};
  }
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
`;

/** Wide screens show the facets beside the results; only phones and tablets need the button. */
const FacetsButton = styled(Button)`
  ${screen.atLeast(760)} {
    display: none;
  }
`;

const Results = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  min-width: 0;
`;

const Count = styled.p`
  margin: 0;
  color: ${theme.color.textSecondary};
`;

const FacetLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  font-weight: ${theme.font.weight.medium};
`;

function Facets({
  filters,
  onChange,
}: {
  filters: BookFilters;
  onChange: (change: Partial<Record<keyof BookFilters, string | number | undefined>>) => void;
}) {
  const t = useT<LibraryMessageId | UiMessageId>();
  const locale = useLocale();
  const categories = useLibraryCategories();
  const publishers = useLibraryPublishers(filters.categoryId);
  const [authorText, setAuthorText] = useState(filters.author ?? "");
  const authors = useLibraryAuthors(authorText.trim(), filters.categoryId);
  const authorList = useId();
  const category = categories.data?.list.find((c) => c.id === filters.categoryId);

  return (
    <>
      <FacetLabel>
        {t("library.facet.category")}
        <Select
          value={filters.categoryId ?? ""}
          placeholder={t("library.facet.all")}
          options={(categories.data?.list ?? []).map((c) => ({
            value: String(c.id),
            label: localName(c, locale),
          }))}
          onChange={(event) => onChange({ categoryId: event.target.value || undefined })}
        />
      </FacetLabel>
      <FacetLabel>
        {t("library.facet.subcategory")}
        <Select
          value={filters.subcategoryId ?? ""}
          disabled={!category}
          placeholder={t("library.facet.all")}
          options={(category?.children ?? []).map((c) => ({
            value: String(c.id),
            label: localName(c, locale),
          }))}
          onChange={(event) => onChange({ subcategoryId: event.target.value || undefined })}
        />
      </FacetLabel>
      <FacetLabel>
        {t("library.facet.author")}
        <Input
          type="search"
          list={authorList}
          value={authorText}
          maxLength={100}
          placeholder={t("library.facet.authorPlaceholder")}
          onChange={(event) => {
            setAuthorText(event.target.value);
            // A name picked from the list, or typed out in full, filters at once.
            if (authors.data?.list.some((a) => a.author === event.target.value))
              onChange({ author: event.target.value });
          }}
          onBlur={() => onChange({ author: authorText.trim() || undefined })}
          onClear={() => onChange({ author: undefined })}
        />
        <datalist id={authorList}>
          {(authors.data?.list ?? []).map((a) => (
            <option key={a.author} value={a.author} />
          ))}
        </datalist>
      </FacetLabel>
      <FacetLabel>
        {t("library.facet.publisher")}
        <Select
          value={filters.publisherId ?? ""}
          placeholder={t("library.facet.all")}
          options={(publishers.data?.list ?? []).map((p) => ({
            value: String(p.id),
            label: p.name,
          }))}
          onChange={(event) => onChange({ publisherId: event.target.value || undefined })}
        />
      </FacetLabel>
      <RadioGroup
        legend={t("library.facet.availability")}
        appearance="button"
        block
        value={filters.availability ?? "all"}
        options={[
          { value: "all", label: t("library.facet.all") },
          ...AVAILABILITIES.map((value) => ({ value, label: t(`library.facet.${value}`) })),
        ]}
        onChange={(value) => onChange({ availability: value === "all" ? undefined : value })}
      />
    </>
  );
}

/**
 * Books by the five facets (spec §1: category, subcategory, author, publisher, reservation
 * status), optionally within a keyword search. Filters and page live in the address. Phones
 * get the facets in a drawer.
 */
export function BookFinder({ header }: { header?: ReactNode }) {
  const t = useT<LibraryMessageId | UiMessageId>();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const { page, pageSize, setPage } = usePaging(12);
  const books = useLibraryBrowse(filters, page, pageSize);
  const [facetsOpen, setFacetsOpen] = useState(false);
  // The phone's Back closes the filters rather than leave the page.
  useCloseOnBack(facetsOpen, () => setFacetsOpen(false));
  const change = (update: Parameters<typeof paramsWith>[1]) =>
    setParams(paramsWith(params, update));
  const active = [
    filters.categoryId,
    filters.author,
    filters.publisherId,
    filters.availability,
  ].filter(Boolean).length;
  const clear = () =>
    setParams(
      paramsWith(params, {
        categoryId: undefined,
        author: undefined,
        publisherId: undefined,
        availability: undefined,
      }),
    );

  return (
    <Layout>
      <Aside aria-label={t("library.facet.title")}>
        <Facets key={params.toString()} filters={filters} onChange={change} />
        {active > 0 && <Button onClick={clear}>{t("library.facet.clear")}</Button>}
      </Aside>
      <Results>
        {header}
        <Bar>
          <Count aria-live="polite">
            {books.data && t("library.list.count", { count: books.data.total })}
          </Count>
          <FacetsButton onClick={() => setFacetsOpen(true)}>
            {active > 0
              ? t("library.facet.openActive", { count: active })
              : t("library.facet.open")}
          </FacetsButton>
        </Bar>
        <BookGrid
          label={t("library.list.results")}
          books={books.data?.list}
          loading={books.isFetching}
          error={books.isError}
          onRetry={() => void books.refetch()}
          paging={books.data && { total: books.data.total, page, pageSize, onChange: setPage }}
          empty={<EmptyResults onClear={active > 0 ? clear : undefined} />}
        />
      </Results>
      <Drawer
        open={facetsOpen}
        onClose={() => setFacetsOpen(false)}
        placement="right"
        title={t("library.facet.title")}
        footer={
          <Button variant="primary" block onClick={() => setFacetsOpen(false)}>
            {t("library.facet.show")}
          </Button>
        }
      >
        <Facets key={params.toString()} filters={filters} onChange={change} />
      </Drawer>
    </Layout>
  );
}

/** No book matches: say so, and offer to clear the filters (a button its own size). */
function EmptyResults({ onClear }: { onClear?: () => void }) {
  const t = useT<LibraryMessageId | UiMessageId>();
  return (
    <Empty
      title={t("library.list.none")}
      action={onClear && <Button onClick={onClear}>{t("library.facet.clear")}</Button>}
    />
  );
}

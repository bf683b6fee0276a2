import { useT } from "@campus/core";
import {
  Button,
  Empty,
  FilterBar,
  Link,
  RadioGroup,
  Section,
  Select,
  Skeleton,
  theme,
  useSearchParams,
  type UiMessageId,
} from "@campus/ui";
import styled from "styled-components";
import { useCatalogueLabels } from "../../api/catalogue-labels";
import { useReaderCards } from "../../api/catalogue-reader-cards";
import { LibrarianTexts } from "../../components/librarian-texts";
import { useLibraryLink } from "../../components/use-library-link";
import { CATALOGUE_PATH } from "../catalogue/use-open-book";
import type { LibraryMessageId } from "../../messages/message-ids";
import {
  LABEL_KINDS,
  LABEL_SHEETS,
  LabelSheets,
  type LabelItem,
  type LabelKind,
  type LabelSheet,
} from "./label-sheets";

const Hint = styled.p`
  margin: 0 0 ${theme.space.md};
  color: ${theme.color.textSecondary};
`;

/** The sheets at their printed size: a narrow screen scrolls them, the page stays its width. */
const Preview = styled.div`
  overflow-x: auto;
  padding: ${theme.space.xs};
`;

const SHEETS = Object.keys(LABEL_SHEETS) as LabelSheet[];
const positive = (text: string | null) => {
  const n = Number(text);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/**
 * Barcode and spine labels (`/library/catalogue?view=labels`) for a book's copies (`&book=`) or an
 * import's (`&import=`), issue 38
 * §4: the sheet (3 × 8 or 4 × 10), the kind, the cell to start at on a sheet used before, and
 * "print" — the browser prints the sheets at their size, or saves them as a PDF.
 */
export function LabelsPage() {
  return (
    <LibrarianTexts>
      <Labels />
    </LibrarianTexts>
  );
}

function Labels() {
  const t = useT<LibraryMessageId | UiMessageId>();
  const [params, setParams] = useSearchParams();
  const which = {
    book_id: positive(params.get("book")),
    import_id: positive(params.get("import")),
  };
  // `?cards=1`: the readers' library cards of a class (`&class=`), their student numbers barred.
  const cards = params.get("cards") !== null;
  const className = params.get("class") ?? undefined;
  const copies = useCatalogueLabels(cards ? {} : which);
  const readers = useReaderCards(className, cards);
  const link = useLibraryLink();
  const sheet = SHEETS.find((s) => s === params.get("sheet")) ?? "3x8";
  const kind = (!cards && LABEL_KINDS.find((k) => k === params.get("kind"))) || "barcode";
  const perSheet = LABEL_SHEETS[sheet].columns * LABEL_SHEETS[sheet].rows;
  const start = Math.min(positive(params.get("start")) ?? 1, perSheet);
  const set = (key: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(key, value);
      if (key === "sheet") next.delete("start");
      return next;
    });
  const list: LabelItem[] = cards
    ? (readers.data?.list ?? []).map((r) => ({
        key: r.id,
        code: r.reader_no,
        title: r.name_zh,
        caption: r.class_number === null ? r.class_name : `${r.class_name} (${r.class_number})`,
      }))
    : (copies.data?.list ?? []).map((c) => ({
        key: c.id,
        code: c.book_no,
        title: c.name_zh,
        caption: c.call_number,
      }));
  const pending = cards ? className !== undefined && readers.isPending : copies.isPending;
  const sheets = Math.ceil((list.length + start - 1) / perSheet);
  return (
    <Section
      title={t(cards ? "library.labels.cards" : "library.labels.title")}
      extra={<Link to={link(CATALOGUE_PATH)}>{t("library.catalogue.back")}</Link>}
    >
      <FilterBar
        aria-label={t("library.labels.options")}
        onSubmit={(event) => {
          event.preventDefault();
          window.print();
        }}
      >
        <label>
          {t("library.labels.sheet")}
          <Select
            value={sheet}
            options={SHEETS.map((value) => ({ value, label: t(`library.labels.sheet.${value}`) }))}
            onChange={(event) => set("sheet", event.target.value)}
          />
        </label>
        {cards && (
          <label>
            {t("library.labels.class")}
            <Select
              value={className ?? ""}
              placeholder
              options={(readers.data?.classes ?? []).map((c) => ({ value: c, label: c }))}
              onChange={(event) => set("class", event.target.value)}
            />
          </label>
        )}
        {!cards && (
          <RadioGroup
            legend={t("library.labels.kind")}
            appearance="button"
            value={kind}
            onChange={(value) => set("kind", value as LabelKind)}
            options={LABEL_KINDS.map((value) => ({
              value,
              label: t(`library.labels.kind.${value}`),
            }))}
          />
        )}
        <label>
          {t("library.labels.start")}
          <Select
            value={String(start)}
            options={Array.from({ length: perSheet }, (_, i) => ({
              value: String(i + 1),
              label: String(i + 1),
            }))}
            onChange={(event) => set("start", event.target.value)}
          />
        </label>
        <Button type="submit" variant="primary" disabled={list.length === 0}>
          {t("library.labels.print")}
        </Button>
      </FilterBar>
      {list.length > 0 && (
        <Hint role="status">
          {t("library.labels.count", { count: list.length, sheets })} {t("library.labels.hint")}
        </Hint>
      )}
      {pending ? (
        <Skeleton lines={6} />
      ) : list.length === 0 ? (
        <Empty
          description={t(
            !cards
              ? "library.labels.none"
              : className
                ? "library.labels.noReaders"
                : "library.labels.chooseClass",
          )}
        />
      ) : (
        <Preview role="region" tabIndex={0} aria-label={t("library.labels.preview")}>
          <LabelSheets labels={list} sheet={sheet} kind={kind} skip={start - 1} />
        </Preview>
      )}
    </Section>
  );
}

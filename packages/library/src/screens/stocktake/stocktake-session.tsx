import type { StocktakeCopy, StocktakeScan } from "@campus/contract";
import { useIntl, useT } from "@campus/core";
import {
  Button,
  Figures,
  Input,
  Link,
  PartBoundary,
  retryableLazy,
  Section,
  Skeleton,
  Table,
  Tabs,
  theme,
  useAction,
  type TableColumn,
  type UiMessageId,
} from "@campus/ui";
import { Suspense, useRef, useState } from "react";
import styled from "styled-components";
import { useStocktake } from "../../api/stocktake";
import { useStocktakeClose } from "../../api/stocktake-close";
import { useStocktakeScan } from "../../api/stocktake-scan";
import { useLibraryLink } from "../../components/use-library-link";
import type { LibraryMessageId } from "../../messages/message-ids";
import { LibraryStatus } from "../../statuses";
import { CATALOGUE_PATH } from "../catalogue/use-open-book";

// The camera's reader loads when the librarian first asks for it.
const BarcodeCamera = retryableLazy(() => import("./barcode-camera").then((m) => m.BarcodeCamera));

const Scan = styled.form`
  display: grid;
  gap: ${theme.space.xs};
  margin-bottom: ${theme.space.md};
  label {
    font-weight: ${theme.font.weight.medium};
  }
  p {
    margin: 0;
    color: ${theme.color.textSecondary};
  }
`;

const TONES = {
  found: theme.color.success,
  again: theme.color.textSecondary,
  outOfPlace: theme.color.warning,
  onLoan: theme.color.warning,
  unknown: theme.color.danger,
} as const;

/** The last scan's answer: what the copy is, in its colour and in words (never sound alone). */
const Said = styled.p<{ $result: StocktakeScan["result"] }>`
  && {
    margin: 0 0 ${theme.space.md};
    padding: ${theme.space.sm};
    border-inline-start: 4px solid ${({ $result }) => TONES[$result]};
    background: ${theme.color.surfaceMuted};
    color: ${theme.color.text};
    font-weight: ${theme.font.weight.medium};
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  justify-content: space-between;
  align-items: center;
  margin-block: ${theme.space.md};
`;

const LISTS = ["missing", "out_of_place", "on_loan"] as const;
const LIST_TITLES = {
  missing: "library.stocktake.missing",
  out_of_place: "library.stocktake.outOfPlace",
  on_loan: "library.stocktake.onLoan",
} as const;

/**
 * One stocktake at the shelves: a barcode field that keeps its focus (a scanner types the code
 * and Enter), each scan answered at once in words, the counts, the copies missing, out of place
 * and on loan, and "close" after a question that says how many copies become lost.
 */
export function StocktakeSession({ id }: { id: number }) {
  const t = useT<LibraryMessageId | UiMessageId>();
  const intl = useIntl();
  const link = useLibraryLink();
  const query = useStocktake(id);
  const scan = useStocktakeScan();
  const close = useStocktakeClose();
  const field = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState("");
  const [last, setLast] = useState<StocktakeScan | null>(null);
  const [camera, setCamera] = useState(false);
  const scanning = useAction({
    run: (bookNo: string) => scan.mutateAsync({ id, book_no: bookNo }),
    done: (answer) => {
      setLast(answer);
      setTyped("");
    },
  });
  const closing = useAction({
    confirm: () => ({
      title: t("library.stocktake.closeTitle", { location: place }),
      content: t("library.stocktake.closeText", { missing: counts?.missing ?? 0 }),
      okText: t("library.stocktake.close"),
      danger: (counts?.missing ?? 0) > 0,
    }),
    run: () => close.mutateAsync({ id }),
    success: () => t("library.stocktake.closed"),
  });
  const stocktake = query.data;
  if (!stocktake) return <Skeleton lines={6} />;
  const counts = last?.counts ?? stocktake.counts;
  const place = stocktake.location || t("library.stocktake.allLocations");
  const copyColumns: TableColumn<StocktakeCopy>[] = [
    { key: "book_no", title: t("library.catalogue.barcode"), render: (c) => c.book_no },
    { key: "title", title: t("library.import.title"), render: (c) => c.name_zh },
    { key: "call", title: t("library.catalogue.callNumber"), render: (c) => c.call_number },
    { key: "location", title: t("library.catalogue.location"), render: (c) => c.location },
  ];
  const said = last && {
    bookNo: last.book_no,
    title: last.copy?.name_zh ?? "",
    location: last.copy?.location ?? "",
  };
  return (
    <Section
      title={t("library.stocktake.of", { location: place })}
      extra={
        <Link to={link(CATALOGUE_PATH, { view: "stocktake" })}>{t("library.stocktake.back")}</Link>
      }
    >
      <Bar>
        <LibraryStatus kind="stocktake" status={stocktake.status} />
        {stocktake.status === "open" && (
          <Button variant="primary" onClick={() => void closing.run()}>
            {t("library.stocktake.close")}
          </Button>
        )}
      </Bar>
      {stocktake.status === "open" && (
        <Scan
          aria-label={t("library.stocktake.scan")}
          onSubmit={(event) => {
            event.preventDefault();
            const bookNo = typed.trim();
            if (bookNo) void scanning.run(bookNo).then(() => field.current?.focus());
          }}
        >
          <label htmlFor="stocktake-scan">{t("library.stocktake.scan")}</label>
          <Input
            id="stocktake-scan"
            ref={field}
            autoFocus
            autoComplete="off"
            maxLength={32}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <p>{t("library.stocktake.scanHint")}</p>
          {!camera && (
            <div>
              <Button onClick={() => setCamera(true)}>{t("library.stocktake.camera")}</Button>
            </div>
          )}
        </Scan>
      )}
      <div role="status" aria-live="polite" aria-label={t("library.stocktake.lastScan")}>
        {last && said && (
          <Said $result={last.result}>{t(`library.stocktake.result.${last.result}`, said)}</Said>
        )}
      </div>
      {stocktake.status === "open" && camera && (
        <PartBoundary text={t("core.error.chunk")}>
          <Suspense fallback={<Skeleton lines={4} />}>
            <BarcodeCamera
              onCode={(bookNo) => void scanning.run(bookNo)}
              onClose={() => setCamera(false)}
            />
          </Suspense>
        </PartBoundary>
      )}
      <Figures
        aria-label={t("library.stocktake.counts")}
        items={(
          [
            ["library.stocktake.expected", counts.expected],
            ["library.stocktake.found", counts.found],
            ["library.stocktake.missing", counts.missing],
            ["library.stocktake.outOfPlace", counts.out_of_place],
            ["library.stocktake.onLoan", counts.on_loan],
            ["library.stocktake.unknown", counts.unknown],
          ] as const
        ).map(([label, value]) => ({ label: t(label), value: intl.formatNumber(value) }))}
      />
      <Tabs
        aria-label={t("library.stocktake.lists")}
        items={[
          ...LISTS.map((list) => ({
            key: list,
            label: `${t(LIST_TITLES[list])} (${intl.formatNumber(stocktake[list].length)})`,
            content: (
              <Table
                caption={t(LIST_TITLES[list])}
                columns={copyColumns}
                rows={stocktake[list]}
                rowKey="id"
              />
            ),
          })),
          {
            key: "unknown",
            label: `${t("library.stocktake.unknown")} (${intl.formatNumber(stocktake.unknown.length)})`,
            content: (
              <Table
                caption={t("library.stocktake.unknown")}
                columns={[
                  { key: "book_no", title: t("library.catalogue.barcode"), render: (b) => b.id },
                ]}
                rows={stocktake.unknown.map((id) => ({ id }))}
                rowKey="id"
              />
            ),
          },
        ]}
      />
    </Section>
  );
}

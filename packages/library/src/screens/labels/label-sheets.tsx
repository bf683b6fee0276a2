import { useT } from "@campus/core";
import { Barcode } from "@campus/ui/barcode";
import styled, { createGlobalStyle } from "styled-components";
import type { LibraryMessageId } from "../../messages/message-ids";

/**
 * The A4 label sheets school libraries buy (issue 38 §4), each cell's size and the sheet's
 * margins in millimetres: 3 × 8 of 70 × 37 mm, and 4 × 10 of 52.5 × 29.7 mm (edge to edge).
 */
export const LABEL_SHEETS = {
  "3x8": { columns: 3, rows: 8, width: 70, height: 37, top: 0.5 },
  "4x10": { columns: 4, rows: 10, width: 52.5, height: 29.7, top: 0 },
} as const;
export type LabelSheet = keyof typeof LABEL_SHEETS;
export const LABEL_KINDS = ["barcode", "spine"] as const;
export type LabelKind = (typeof LABEL_KINDS)[number];

/**
 * Printing: only the sheets, at their size, a page each, no margins (the sheet has its own). The
 * page is as tall as the sheets: the hidden screen around them would print blank pages after.
 */
const PrintSheets = createGlobalStyle<{ $sheets: number }>`
  @media print {
    @page {
      size: A4;
      margin: 0;
    }
    html,
    body {
      height: ${({ $sheets }) => $sheets * 297}mm !important;
      min-height: 0 !important;
      overflow: hidden !important;
    }
    body * {
      visibility: hidden;
    }
    [data-print-labels],
    [data-print-labels] * {
      visibility: visible;
    }
    [data-print-labels] {
      position: absolute;
      inset: 0 auto auto 0;
    }
  }
`;

const Sheet = styled.div<{ $top: number; $columns: number; $width: number; $height: number }>`
  box-sizing: border-box;
  width: 210mm;
  /* A hair under A4, so rounding never carries a sheet onto a second page. */
  height: 296.5mm;
  padding-top: ${({ $top }) => $top}mm;
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, ${({ $width }) => $width}mm);
  grid-auto-rows: ${({ $height }) => $height}mm;
  justify-content: center;
  background: #fff;
  color: #000;
  box-shadow: 0 0 0 1px #ccc;
  break-after: page;
  &:last-child {
    break-after: auto;
  }
  @media print {
    box-shadow: none;
  }
`;

const Cell = styled.div`
  box-sizing: border-box;
  overflow: hidden;
  padding: 2mm 3mm;
  display: grid;
  align-content: center;
  justify-items: center;
  gap: 0.8mm;
  font-size: 7.5pt;
  line-height: 1.2;
  text-align: center;
  @media screen {
    outline: 1px dashed #ddd;
  }
  .title {
    max-width: 100%;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  .code {
    font-family: ui-monospace, Menlo, monospace;
    font-size: 8pt;
    letter-spacing: 0.05em;
  }
  .spine {
    font-size: 14pt;
    font-weight: 700;
    line-height: 1.15;
  }
`;

const Sheets = styled.div`
  display: grid;
  gap: 6mm;
  @media print {
    gap: 0;
  }
`;

/**
 * What one label carries: a copy's barcode, title and call number, or a reader's card — the
 * student number as the barcode, the name, the class.
 */
export interface LabelItem {
  key: number;
  code: string;
  title: string;
  caption: string;
}

/** A barcode label (title, bars, the code typed out, caption) or a spine label (the caption big). */
function Label({ label, kind, width }: { label: LabelItem; kind: LabelKind; width: number }) {
  if (kind === "spine")
    return (
      <Cell>
        <span className="spine">
          {label.caption.split(/\s+/).map((part, i) => (
            <span key={i} style={{ display: "block" }}>
              {part}
            </span>
          ))}
        </span>
        <span className="code">{label.code}</span>
      </Cell>
    );
  return (
    <Cell>
      <span className="title">{label.title}</span>
      <Barcode value={label.code} height={width > 60 ? 11 : 9} maxWidth={width - 6} />
      <span className="code">{label.code}</span>
      {label.caption && <span>{label.caption}</span>}
    </Cell>
  );
}

/**
 * Labels laid out on A4 sheets exactly as the sheet's cells are, `skip` cells left empty first
 * (the used part of a sheet fed again). On screen the sheets show at their printed size;
 * printed, nothing else prints.
 */
export function LabelSheets({
  labels,
  sheet,
  kind,
  skip = 0,
}: {
  labels: readonly LabelItem[];
  sheet: LabelSheet;
  kind: LabelKind;
  skip?: number;
}) {
  const t = useT<LibraryMessageId>();
  const layout = LABEL_SHEETS[sheet];
  const perSheet = layout.columns * layout.rows;
  const cells = [...Array<LabelItem | null>(skip).fill(null), ...labels];
  const pages = Array.from({ length: Math.ceil(cells.length / perSheet) }, (_, i) =>
    cells.slice(i * perSheet, (i + 1) * perSheet),
  );
  return (
    <Sheets data-print-labels>
      <PrintSheets $sheets={pages.length} />
      {pages.map((page, n) => (
        <Sheet
          key={n}
          role="group"
          aria-label={t("library.labels.sheetNo", { n: n + 1 })}
          $top={layout.top}
          $columns={layout.columns}
          $width={layout.width}
          $height={layout.height}
        >
          {page.map((label, i) =>
            label ? (
              <Label key={label.key} label={label} kind={kind} width={layout.width} />
            ) : (
              <Cell key={`skip-${i}`} aria-hidden />
            ),
          )}
        </Sheet>
      ))}
    </Sheets>
  );
}

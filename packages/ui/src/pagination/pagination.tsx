import { DEFAULT_PAGE_SIZE } from "@campus/contract";
import { useIntl } from "@campus/core";
import { useId } from "react";
import styled, { css } from "styled-components";
import { VisuallyHidden } from "../button/button";
import { theme } from "../theme/theme";

export interface PaginationProps {
  /** Items over all pages, as the server counts them. */
  total: number;
  /** The current page, from 1. */
  page: number;
  pageSize?: number;
  /** Offer a page-size select with these sizes; leave out to hide it. */
  pageSizeOptions?: number[];
  /** A new page, or page 1 with the new size when the size changes. */
  onChange: (page: number, pageSize: number) => void;
  /** While a page loads: nothing can be clicked. */
  disabled?: boolean;
  /** Pages shown either side of the current one. */
  siblings?: number;
  "aria-label"?: string;
  /**
   * Id of the caption or heading of what is paged. The navigation is then named after it
   * ("pagination, books on loan"), so two tables on a page have two distinct landmarks.
   */
  pagedBy?: string;
  className?: string;
}

type Slot = number | "gap-start" | "gap-end";

/**
 * The page numbers to show: always the first and last, the current one with its siblings,
 * gaps for the rest. The count stays constant so the buttons do not jump as the user pages.
 */
export function pageSlots(page: number, pages: number, siblings = 1): Slot[] {
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const shown = siblings * 2 + 5;
  if (pages <= shown) return range(1, pages);
  const start = Math.max(page - siblings, 1);
  const end = Math.min(page + siblings, pages);
  if (start <= 3) return [...range(1, shown - 2), "gap-end", pages];
  if (end >= pages - 2) return [1, "gap-start", ...range(pages - shown + 3, pages)];
  return [1, "gap-start", ...range(start, end), "gap-end", pages];
}

// Lays out by its own width: a table in a narrow card pages like a phone.
const narrow = `@container campus-pagination (max-width: ${theme.breakpoint.mobileMax}px)`;

const Root = styled.nav`
  container: campus-pagination / inline-size;
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${theme.space.sm} ${theme.space.md};
  padding: ${theme.space.md} 0;
  ${narrow} {
    justify-content: center;
  }
`;

const Total = styled.span`
  color: ${theme.color.textSecondary};
  ${narrow} {
    flex-basis: 100%;
    text-align: center;
  }
`;

const Pages = styled.ul`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Numbered = styled.li`
  ${narrow} {
    display: none;
  }
`;

// Phones show "page 3 of 12" between the arrows instead of the numbers.
const Compact = styled.li`
  display: none;
  padding: 0 ${theme.space.sm};
  font-variant-numeric: tabular-nums;
  ${narrow} {
    display: block;
  }
`;

const control = css`
  min-width: 32px;
  height: 32px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font: inherit;
  @media (pointer: coarse) {
    min-width: 44px;
    height: 44px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

const PageButton = styled.button`
  ${control}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: 0 ${theme.space.sm};
  font-variant-numeric: tabular-nums;
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: ${theme.color.primaryText};
    color: ${theme.color.primaryText};
  }
  &[aria-current="page"] {
    border-color: ${theme.color.primary};
    background: ${theme.color.primary};
    color: ${theme.color.onPrimary};
    font-weight: ${theme.font.weight.medium};
  }
  svg {
    width: 16px;
    height: 16px;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
  }
`;

const Gap = styled.span`
  display: inline-block;
  min-width: 24px;
  color: ${theme.color.textSecondary};
  text-align: center;
  &::before {
    content: "\\2026";
  }
`;

const SizeSelect = styled.select`
  ${control}
  padding: 0 ${theme.space.sm};
  cursor: pointer;
`;

function Chevron({ back }: { back?: boolean }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d={back ? "M10 3 5 8l5 5" : "m6 3 5 5-5 5"} strokeLinecap="round" />
    </svg>
  );
}

/** Server-side paging: previous/next, page numbers with gaps, page size and the total. */
export function Pagination({
  total,
  page,
  pageSize = DEFAULT_PAGE_SIZE,
  pageSizeOptions,
  onChange,
  disabled = false,
  siblings = 1,
  "aria-label": label,
  pagedBy,
  className,
}: PaginationProps) {
  const intl = useIntl();
  const sizeId = useId();
  const nameId = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `ui.pagination.${id}` }, values);
  const go = (to: number) => {
    if (to !== current) onChange(to, pageSize);
  };
  // Offer the current size even when the caller's list lacks it, so the select tells the truth.
  const sizes = pageSizeOptions
    ? [...new Set([...pageSizeOptions, pageSize])].sort((a, b) => a - b)
    : undefined;

  return (
    <Root
      aria-label={pagedBy ? undefined : (label ?? t("label"))}
      aria-labelledby={pagedBy ? `${nameId} ${pagedBy}` : undefined}
      className={className}
    >
      {pagedBy && (
        <span id={nameId} hidden>
          {label ?? t("label")}
        </span>
      )}
      <Bar>
        <Total>{t("total", { total })}</Total>
        <Pages>
          <li>
            <PageButton
              type="button"
              aria-label={t("previous")}
              disabled={disabled || current <= 1}
              onClick={() => go(current - 1)}
            >
              <Chevron back />
            </PageButton>
          </li>
          {pageSlots(current, pages, siblings).map((slot) => (
            <Numbered key={slot}>
              {typeof slot === "number" ? (
                <PageButton
                  type="button"
                  aria-label={t("page", { page: slot })}
                  aria-current={slot === current ? "page" : undefined}
                  disabled={disabled}
                  onClick={() => go(slot)}
                >
                  {intl.formatNumber(slot)}
                </PageButton>
              ) : (
                <Gap aria-hidden="true" />
              )}
            </Numbered>
          ))}
          <Compact>{t("compact", { page: current, pages })}</Compact>
          <li>
            <PageButton
              type="button"
              aria-label={t("next")}
              disabled={disabled || current >= pages}
              onClick={() => go(current + 1)}
            >
              <Chevron />
            </PageButton>
          </li>
        </Pages>
        {sizes && (
          <span>
            <VisuallyHidden as="label" htmlFor={sizeId}>
              {t("pageSize")}
            </VisuallyHidden>
            <SizeSelect
              id={sizeId}
              value={pageSize}
              disabled={disabled}
              onChange={(event) => onChange(1, Number(event.target.value))}
            >
              {sizes.map((size) => (
                <option key={size} value={size}>
                  {t("perPage", { size })}
                </option>
              ))}
            </SizeSelect>
          </span>
        )}
      </Bar>
    </Root>
  );
}

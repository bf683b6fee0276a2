import { theme } from "@campus/ui";
import { useLayoutEffect, useRef, useState } from "react";
import styled from "styled-components";

/*
 * Horizontal grouped bars in plain SVG (decision 0026: a chart library cost every page's shared
 * chunks more than this whole file), for a student's scores beside their class and grade, their
 * traits, and the dashboard's categories. A group's label sits above its bars, so long Chinese
 * or English names fit a phone. The chart is a picture (`role="img"` with its summary); the
 * numbers are always also a table beside it, the accessible source.
 */

/**
 * A scale's end and ticks a reader takes in at a glance: steps of 1, 2 or 5 × 10ⁿ — never below
 * 1 for `whole` counts (times a trait was shown: no "0.5 times").
 */
export function niceTicks(max: number, count: number, whole = false): number[] {
  const raw = Math.max(max, 1e-9) / Math.max(count, 1);
  const power = 10 ** Math.floor(Math.log10(raw));
  const nice = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw)!;
  const step = whole ? Math.max(1, nice) : nice;
  const ticks: number[] = [];
  for (let v = 0; v < max + step / 2; v += step) ticks.push(Math.round(v * 1e6) / 1e6);
  if (ticks.at(-1)! < max) ticks.push(Math.round((ticks.at(-1)! + step) * 1e6) / 1e6);
  return ticks;
}

/**
 * Roughly how wide a text is at `size` px, a little generously: a Chinese character (and "…",
 * full-width in CJK fonts) a full em, anything else 0.65 em (Latin letters in a CJK font).
 */
const textWidth = (text: string, size: number) =>
  [...text].reduce(
    (sum, c) => sum + (c.codePointAt(0)! >= 0x2e80 || c === "…" ? size : 0.65 * size),
    0,
  );

/**
 * A group's label cut to the chart's width with "…" (SVG text does not wrap, and a school's own
 * category may be long); the whole name is the label's title and is in the table.
 */
export function fitLabel(label: string, width: number): string {
  const room = width - 4;
  if (textWidth(label, 13) <= room) return label;
  const chars = [...label];
  while (chars.length > 1 && textWidth(`${chars.join("")}…`, 13) > room) chars.pop();
  return `${chars.join("").trimEnd()}…`;
}

export interface BarSeries {
  label: string;
  /** A CSS colour (a theme variable). */
  color: string;
}

export interface BarGroup {
  label: string;
  /** One value per series, in the series' order. */
  values: number[];
}

const Figure = styled.figure`
  margin: 0;
  min-width: 0;
  figcaption {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.xs} ${theme.space.md};
    margin-bottom: ${theme.space.xs};
    font-size: ${theme.font.size.sm};
    color: ${theme.color.textSecondary};
  }
  figcaption span {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.xs};
  }
  figcaption i {
    display: inline-block;
    width: 12px;
    height: 12px;
    border-radius: 2px;
  }
  svg {
    display: block;
    overflow: visible;
  }
`;

/** The width the chart has, followed as the screen turns or the window is resized. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    setWidth(box.clientWidth);
    const observer = new ResizeObserver(([entry]) =>
      setWidth(Math.floor(entry!.contentRect.width)),
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

const BAR = 14;
const LABEL = 22;
const GAP = 14;
const AXIS = 28;

export function BarChart({
  summary,
  groups,
  series,
  format,
  max,
  whole,
}: {
  /** What the chart shows, said as a sentence: its accessible name. */
  summary: string;
  groups: readonly BarGroup[];
  series: readonly BarSeries[];
  format: (value: number) => string;
  /** The scale's end; the largest value by default. */
  max?: number;
  /** The values are counts: ticks at whole numbers only. */
  whole?: boolean;
}) {
  const { ref, width } = useWidth();
  const groupHeight = LABEL + series.length * BAR + GAP;
  const height = groups.length * groupHeight + AXIS;
  // Room right of the longest bar for its value ("1,998.75" needs more than "12").
  const valueWidth = Math.max(
    48,
    ...groups.flatMap((g) => g.values.map((v) => Math.ceil(textWidth(format(v), 12)) + 10)),
  );
  const span = Math.max(width - valueWidth, 40);
  const ticks = niceTicks(
    Math.max(max ?? 0, ...groups.flatMap((g) => g.values), 1),
    Math.max(2, Math.floor(width / 90)),
    whole,
  );
  const end = ticks.at(-1)!;
  const x = (value: number) => (Math.max(0, value) / end) * span;
  const band = BAR * 0.85;
  return (
    <Figure>
      {series.length > 1 && (
        <figcaption aria-hidden="true">
          {series.map((s) => (
            <span key={s.label}>
              <i style={{ background: s.color }} />
              {s.label}
            </span>
          ))}
        </figcaption>
      )}
      <div ref={ref}>
        {width > 0 && (
          <svg width={width} height={height} role="img" aria-label={summary}>
            {groups.map((group, g) => (
              <g key={group.label} transform={`translate(0 ${g * groupHeight})`}>
                <text y={LABEL - 7} fontSize={13} fill="currentColor">
                  <title>{group.label}</title>
                  {fitLabel(group.label, width)}
                </text>
                {group.values.slice(0, series.length).map((value, s) => {
                  const y = LABEL + s * BAR;
                  return (
                    <g key={s}>
                      <rect
                        x={0}
                        y={y}
                        height={band}
                        width={Math.max(x(value), value > 0 ? 2 : 0)}
                        fill={series[s]!.color}
                        rx={2}
                      />
                      <text
                        x={x(value) + 6}
                        y={y + band / 2}
                        dominantBaseline="middle"
                        fontSize={12}
                        fill="currentColor"
                      >
                        {format(value)}
                      </text>
                    </g>
                  );
                })}
              </g>
            ))}
            <g transform={`translate(0 ${groups.length * groupHeight})`}>
              <line x1={0} x2={span} y1={0} y2={0} stroke={theme.color.border} />
              {ticks.map((tick) => (
                <g key={tick} transform={`translate(${x(tick)} 0)`}>
                  <line y1={0} y2={5} stroke={theme.color.border} />
                  <text y={18} fontSize={11} textAnchor="middle" fill="currentColor">
                    {format(tick)}
                  </text>
                </g>
              ))}
            </g>
          </svg>
        )}
      </div>
    </Figure>
  );
}

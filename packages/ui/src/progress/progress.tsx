import { useIntl } from "@campus/core";
import type { HTMLAttributes } from "react";
import styled from "styled-components";
import { progressTone, theme } from "../theme/theme";

export type ProgressType = "line" | "circle";
type Tone = ReturnType<typeof progressTone>;

export interface ProgressProps extends HTMLAttributes<HTMLDivElement> {
  /** 0–100; values outside are clamped. */
  percent: number;
  type?: ProgressType;
  /** What is progressing ("Reading goal"); "progress" in the user's language by default. */
  label?: string;
  /** Shows the label above the bar as well as announcing it. */
  showLabel?: boolean;
  /** Hides the percent text (it is still announced). */
  hideText?: boolean;
  /** Diameter of a circle in px. */
  size?: number;
}

const tones: Record<Tone, string> = {
  danger: theme.color.danger,
  warning: theme.color.warning,
  info: theme.color.info,
  success: theme.color.success,
};

const Line = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  column-gap: ${theme.space.sm};
  row-gap: ${theme.space.xs};
  min-width: 0;
`;

const Label = styled.span`
  grid-column: 1 / -1;
  color: ${theme.color.text};
  font-size: ${theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const Track = styled.span`
  display: block;
  height: 8px;
  overflow: hidden;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.neutralSoft};
`;

const Fill = styled.span<{ $tone: Tone }>`
  display: block;
  height: 100%;
  border-radius: inherit;
  background: ${(p) => tones[p.$tone]};
  transition: width 0.3s;
`;

const Text = styled.span`
  min-width: 3.5em;
  color: ${theme.color.text};
  font-size: ${theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  text-align: end;
`;

const Circle = styled.div<{ $size: number }>`
  position: relative;
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.xs};

  svg {
    width: ${(p) => p.$size}px;
    height: ${(p) => p.$size}px;
    transform: rotate(-90deg);
  }
`;

const CircleText = styled(Text)<{ $size: number }>`
  position: absolute;
  top: ${(p) => p.$size / 2}px;
  left: 50%;
  min-width: 0;
  transform: translate(-50%, -50%);
  font-size: ${(p) => (p.$size >= 96 ? theme.font.size.xl : theme.font.size.md)};
  font-weight: ${theme.font.weight.medium};
`;

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * Progress towards a goal, coloured by the spec's bands (under 50, 50–70, 70–90, 90 and above)
 * — the percent is always printed too, so the colour is never the only signal.
 */
export function Progress({
  percent,
  type = "line",
  label,
  showLabel = false,
  hideText = false,
  size = 96,
  ...rest
}: ProgressProps) {
  const intl = useIntl();
  const value = Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));
  const tone = progressTone(value);
  const text = intl.formatNumber(value / 100, { style: "percent", maximumFractionDigits: 1 });
  const name = label ?? intl.formatMessage({ id: "ui.progress.label" });
  const aria = {
    role: "progressbar",
    "aria-label": name,
    "aria-valuemin": 0,
    "aria-valuemax": 100,
    "aria-valuenow": value,
    "aria-valuetext": text,
    "data-tone": tone,
  } as const;

  if (type === "circle") {
    return (
      <Circle $size={size} {...aria} {...rest}>
        <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">
          <circle
            cx="50"
            cy="50"
            r={RADIUS}
            style={{ fill: "none", stroke: theme.color.neutralSoft, strokeWidth: 8 }}
          />
          <circle
            cx="50"
            cy="50"
            r={RADIUS}
            strokeLinecap="round"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - value / 100)}
            style={{ fill: "none", stroke: tones[tone], strokeWidth: 8 }}
          />
        </svg>
        {!hideText && (
          <CircleText $size={size} aria-hidden="true">
            {text}
          </CircleText>
        )}
        {showLabel && <Label aria-hidden="true">{name}</Label>}
      </Circle>
    );
  }

  return (
    <Line {...aria} {...rest}>
      {showLabel && <Label aria-hidden="true">{name}</Label>}
      <Track style={hideText ? { gridColumn: "1 / -1" } : undefined}>
        <Fill $tone={tone} style={{ width: `${value}%` }} />
      </Track>
      {!hideText && <Text aria-hidden="true">{text}</Text>}
    </Line>
  );
}

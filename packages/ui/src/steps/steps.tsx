import { useIntl } from "@campus/core";
import type { ReactNode } from "react";
import styled, { css } from "styled-components";
import { VisuallyHidden } from "../button/button";
import { theme } from "../theme/theme";

export type StepStatus = "wait" | "process" | "finish" | "error";

export interface StepItem {
  title: ReactNode;
  description?: ReactNode;
  /** Overrides the status derived from `current`. */
  status?: StepStatus;
  /** What a screen reader says of the step's state, when the generic word is wrong ("not admitted"). */
  spoken?: string;
}

export interface StepsProps {
  items: StepItem[];
  /** Index of the current step, from 0. Earlier steps are finished, later ones waiting. */
  current?: number;
  /** Status of the current step: "process", or "error" when it failed. */
  status?: Extract<StepStatus, "process" | "error">;
  "aria-label"?: string;
  className?: string;
}

// Steps lay out by the space they have, not the window: a form in a side panel stays vertical.
const wide = `@container campus-steps (min-width: ${theme.breakpoint.mobileMax + 1}px)`;
const ICON = 32;

const Root = styled.div`
  container: campus-steps / inline-size;
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  ${wide} {
    flex-direction: row;
  }
`;

const Item = styled.li<{ $status: StepStatus }>`
  position: relative;
  display: grid;
  grid-template-columns: ${ICON}px 1fr;
  column-gap: ${theme.space.md};
  padding-bottom: ${theme.space.lg};

  /* The line to the next step: down the side on phones, across between icons when wide. */
  &:not(:last-child)::before {
    content: "";
    position: absolute;
    top: ${ICON + 4}px;
    bottom: 4px;
    left: ${ICON / 2 - 1}px;
    width: 2px;
    background: ${(p) => (p.$status === "finish" ? theme.color.primary : theme.color.border)};
  }

  ${wide} {
    flex: 1 1 0;
    grid-template-columns: 1fr;
    justify-items: center;
    row-gap: ${theme.space.sm};
    padding: 0 ${theme.space.xs};
    text-align: center;

    &:not(:last-child)::before {
      top: ${ICON / 2 - 1}px;
      bottom: auto;
      left: calc(50% + ${ICON / 2 + 8}px);
      right: calc(-50% + ${ICON / 2 + 8}px);
      width: auto;
      height: 2px;
    }
  }
`;

const icons: Record<StepStatus, ReturnType<typeof css>> = {
  wait: css`
    border-color: ${theme.color.borderStrong};
    color: ${theme.color.textSecondary};
  `,
  process: css`
    border-color: ${theme.color.primary};
    background: ${theme.color.primary};
    color: ${theme.color.onPrimary};
  `,
  finish: css`
    border-color: ${theme.color.primaryText};
    background: ${theme.color.primarySoft};
    color: ${theme.color.primaryText};
  `,
  error: css`
    border-color: ${theme.color.danger};
    background: ${theme.color.danger};
    color: #fff;
  `,
};

const Icon = styled.span<{ $status: StepStatus }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${ICON}px;
  height: ${ICON}px;
  border: 2px solid;
  border-radius: 50%;
  background: ${theme.color.surface};
  font-weight: ${theme.font.weight.medium};
  ${(p) => icons[p.$status]}

  svg {
    width: 16px;
    height: 16px;
    stroke: currentColor;
    stroke-width: 2.5;
    fill: none;
  }
`;

const Body = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  padding-top: 4px;
  ${wide} {
    padding-top: 0;
  }
`;

const Title = styled.span<{ $status: StepStatus }>`
  color: ${(p) =>
    p.$status === "error"
      ? theme.color.danger
      : p.$status === "wait"
        ? theme.color.textSecondary
        : theme.color.text};
  font-weight: ${(p) => (p.$status === "process" ? theme.font.weight.bold : "inherit")};
  overflow-wrap: anywhere;
`;

const Description = styled.span`
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
  overflow-wrap: anywhere;
`;

function statusAt(index: number, current: number, status: StepStatus, item: StepItem) {
  if (item.status) return item.status;
  if (index < current) return "finish";
  return index === current ? status : "wait";
}

function Mark({ status, number }: { status: StepStatus; number: string }) {
  if (status === "finish")
    return (
      <svg viewBox="0 0 16 16" focusable="false">
        <path d="m3 8.5 3.2 3L13 4.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    );
  if (status === "error")
    return (
      <svg viewBox="0 0 16 16" focusable="false">
        <path d="m4 4 8 8m0-8-8 8" strokeLinecap="round" />
      </svg>
    );
  return <>{number}</>;
}

/**
 * The steps of a process (ECA: 3; registration: more) as an ordered list. Each step says its
 * state in words for screen readers; the current one carries aria-current="step".
 */
export function Steps({
  items,
  current = 0,
  status = "process",
  "aria-label": label,
  className,
}: StepsProps) {
  const intl = useIntl();
  return (
    <Root className={className}>
      <List aria-label={label ?? intl.formatMessage({ id: "ui.steps.label" })}>
        {items.map((item, index) => {
          const itemStatus = statusAt(index, current, status, item);
          return (
            <Item
              key={index}
              $status={itemStatus}
              data-status={itemStatus}
              aria-current={index === current ? "step" : undefined}
            >
              <Icon $status={itemStatus} aria-hidden="true">
                <Mark status={itemStatus} number={intl.formatNumber(index + 1)} />
              </Icon>
              <Body>
                <Title $status={itemStatus}>{item.title}</Title>
                <VisuallyHidden>
                  {item.spoken ?? intl.formatMessage({ id: `ui.steps.status.${itemStatus}` })}
                </VisuallyHidden>
                {item.description && <Description>{item.description}</Description>}
              </Body>
            </Item>
          );
        })}
      </List>
    </Root>
  );
}

import { useIntl } from "@campus/core";
import type { HTMLAttributes, MouseEvent, ReactNode } from "react";
import styled from "styled-components";
import { Button } from "../button/button";
import { theme } from "../theme/theme";

export type ResultStatus = 403 | 404 | 500;
/** A 404 that is really "not built yet" (spec §2: page missing or under development). */
export type ResultVariant = "underDevelopment";

export interface ResultProps extends Omit<HTMLAttributes<HTMLElement>, "title"> {
  status: ResultStatus;
  variant?: ResultVariant;
  /** The big status number above the title; off where it would mislead (code not loaded). */
  showCode?: boolean;
  /** Override the standard title and explanation. */
  title?: ReactNode;
  description?: ReactNode;
  /**
   * Where "back to home" goes: a link (`backHref`), a callback, or both — a client-side router
   * calls `event.preventDefault()` in `onBack` and navigates itself, and the link still opens
   * in a new tab.
   */
  backHref?: string;
  onBack?: (event: MouseEvent<HTMLElement>) => void;
  /** More actions next to "back to home". */
  extra?: ReactNode;
  headingLevel?: 1 | 2;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.md};
  padding: ${theme.space.xxl} ${theme.space.lg};
  text-align: center;
`;

const Code = styled.p`
  margin: 0;
  color: ${theme.color.primaryText};
  font-size: 56px;
  font-weight: ${theme.font.weight.bold};
  line-height: 1;
  font-variant-numeric: tabular-nums;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${theme.font.size.xl};
  font-weight: ${theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  max-width: 36em;
  margin: 0;
  color: ${theme.color.textSecondary};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.sm};
`;

// Looks like the primary button; a real link so it opens in a new tab and needs no script.
const BackLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${theme.space.lg};
  border-radius: ${theme.radius.md};
  background: ${theme.color.primary};
  color: ${theme.color.onPrimary};
  font-weight: ${theme.font.weight.medium};
  text-decoration: none;
  &:hover {
    background: ${theme.color.primaryHover};
  }
  @media (pointer: coarse) {
    min-height: 44px;
  }
`;

function keyOf(status: ResultStatus, variant?: ResultVariant): string {
  return status === 404 && variant === "underDevelopment" ? "underDevelopment" : String(status);
}

/** The 403 / 404 / 500 pages: what happened, in words, and the way back home. */
export function Result({
  status,
  variant,
  showCode = true,
  title,
  description,
  backHref,
  onBack,
  extra,
  headingLevel = 1,
  ...rest
}: ResultProps) {
  const intl = useIntl();
  const key = keyOf(status, variant);
  const back = intl.formatMessage({ id: "ui.result.backHome" });
  return (
    <Root data-status={status} {...rest}>
      {showCode && <Code>{intl.formatNumber(status, { useGrouping: false })}</Code>}
      <Title as={`h${headingLevel}`}>
        {title ?? intl.formatMessage({ id: `ui.result.${key}.title` })}
      </Title>
      <Description>
        {description ?? intl.formatMessage({ id: `ui.result.${key}.description` })}
      </Description>
      {(backHref || onBack || extra) && (
        <Actions>
          {backHref ? (
            <BackLink href={backHref} onClick={onBack}>
              {back}
            </BackLink>
          ) : (
            onBack && (
              <Button variant="primary" onClick={onBack}>
                {back}
              </Button>
            )
          )}
          {extra}
        </Actions>
      )}
    </Root>
  );
}

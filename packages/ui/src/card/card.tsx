import { useId, type HTMLAttributes, type ReactNode } from "react";
import styled from "styled-components";
import { Skeleton } from "../skeleton/skeleton";
import { theme } from "../theme/theme";

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, "title"> {
  /** Heading of the card; a titled card is a named region (`<section aria-labelledby>`). */
  title?: ReactNode;
  /** Heading level of the title, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Top-right corner: a link or small actions. */
  extra?: ReactNode;
  footer?: ReactNode;
  /** Shows skeleton lines instead of the body. */
  loading?: boolean;
  /** No padding around the body, for tables and lists that bring their own. */
  flush?: boolean;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  padding: ${theme.space.md} ${theme.space.lg};
  border-bottom: 1px solid ${theme.color.border};
`;

const Title = styled.h2`
  margin: 0;
  min-width: 0;
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

const Extra = styled.div`
  margin-inline-start: auto;
`;

const Body = styled.div<{ $flush: boolean }>`
  flex: 1;
  padding: ${(p) => (p.$flush ? 0 : theme.space.lg)};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space.sm};
  padding: ${theme.space.md} ${theme.space.lg};
  border-top: 1px solid ${theme.color.border};
`;

/** A surface that groups related content, with an optional title, corner actions and footer. */
export function Card({
  title,
  headingLevel = 2,
  extra,
  footer,
  loading = false,
  flush = false,
  children,
  ...rest
}: CardProps) {
  const titleId = useId();
  const titled = title != null && title !== false;
  return (
    <Root as={titled ? "section" : "div"} aria-labelledby={titled ? titleId : undefined} {...rest}>
      {(titled || extra) && (
        <Header>
          {titled && (
            <Title as={`h${headingLevel}`} id={titleId}>
              {title}
            </Title>
          )}
          {extra && <Extra>{extra}</Extra>}
        </Header>
      )}
      <Body $flush={flush && !loading}>{loading ? <Skeleton /> : children}</Body>
      {footer && <Footer>{footer}</Footer>}
    </Root>
  );
}

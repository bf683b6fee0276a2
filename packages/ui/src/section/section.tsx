import { useId, type ReactNode } from "react";
import styled from "styled-components";
import { theme } from "../theme/theme";

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space.md};
  flex-wrap: wrap;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${theme.font.size.xl};
  font-weight: ${theme.font.weight.bold};
`;

/** A titled part of a page; the title names the region for screen readers. */
export function Section({
  title,
  extra,
  children,
}: {
  title: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Root aria-labelledby={id}>
      <Head>
        <Title id={id}>{title}</Title>
        {extra}
      </Head>
      {children}
    </Root>
  );
}

/**
 * A page: its sections stacked with room between them. As wide as it is given: the portal sets
 * one width for every page (`theme.layout.contentMaxWidth`), an element the page's box.
 */
export const PageStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxl};
  min-width: 0;
`;

import type { HTMLAttributes, ReactNode } from "react";
import styled from "styled-components";
import { theme } from "../theme/theme";

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  gap: ${theme.space.sm};
  margin: 0;
  div {
    padding: ${theme.space.sm};
    border-radius: ${theme.radius.md};
    background: ${theme.color.surfaceMuted};
  }
  dt {
    color: ${theme.color.textSecondary};
    font-size: ${theme.font.size.sm};
  }
  dd {
    margin: 0;
    font-size: ${theme.font.size.lg};
    font-weight: ${theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
`;

export interface Figure {
  label: string;
  /** The figure, formatted for the reader (`intl.formatNumber`), or a status tag. */
  value: ReactNode;
}

/**
 * A few figures side by side, each its label over its value — what an import's check found, a
 * term's totals: a description list of tiles that wrap onto more lines on a phone.
 */
export function Figures({
  items,
  ...rest
}: { items: readonly Figure[] } & HTMLAttributes<HTMLDListElement>) {
  return (
    <List {...rest}>
      {items.map(({ label, value }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </List>
  );
}

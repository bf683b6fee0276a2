import { useT } from "@campus/core";
import { Button, Skeleton, theme, type UiMessageId } from "@campus/ui";
import type { ReactNode } from "react";
import styled from "styled-components";
import type { LibraryMessageId } from "../messages/message-ids";

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  padding: ${theme.space.md};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  h2 {
    margin: 0;
    font-size: ${theme.font.size.lg};
  }
`;

export const ViewList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: flex;
    align-items: center;
    gap: ${theme.space.sm};
    min-width: 0;
    color: ${theme.color.text};
    text-decoration: none;
  }
  a:hover strong {
    text-decoration: underline;
  }
  strong,
  small {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  small {
    color: ${theme.color.textSecondary};
  }
`;

/** The text of a list row: a title and its second line, cut with "…" in a narrow sidebar. */
export const RowText = styled.span`
  flex: 1;
  min-width: 0;
`;

/** The card's way on: to the whole list on the school's library page. */
export const More = styled.a`
  align-self: flex-start;
  color: ${theme.color.primaryText};
  font-weight: ${theme.font.weight.medium};
`;

/**
 * A compact view's card: a heading, its list (or a skeleton while it loads), a way on. Sized
 * for a sidebar from 200 px; in a wider column it simply has more room.
 */
export function ViewCard({
  title,
  list,
  more,
  children,
}: {
  title: ReactNode;
  /** The card's query: a skeleton while it loads, "could not load" with a retry if it failed. */
  list?: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** The way on, shown whatever the list's state. */
  more?: ReactNode;
  children: ReactNode;
}) {
  const t = useT<LibraryMessageId | UiMessageId>();
  return (
    <Card>
      <h2>{title}</h2>
      {list?.isPending ? (
        <Skeleton lines={4} />
      ) : list?.isError ? (
        <p>
          {t("library.view.failed")}{" "}
          <Button size="sm" onClick={() => void list.refetch()}>
            {t("ui.routeError.retry")}
          </Button>
        </p>
      ) : (
        children
      )}
      {more}
    </Card>
  );
}

import { useSignInPrompt, useT } from "@campus/core";
import { Button, Skeleton, theme, type UiMessageId } from "@campus/ui";
import type { ReactNode } from "react";
import styled from "styled-components";
import type { CalendarMessageId } from "../messages/message-ids";

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

export const Quiet = styled.p`
  margin: 0;
  color: ${theme.color.textSecondary};
`;

/** The card's way on: into the whole calendar. */
export const More = styled.a`
  align-self: flex-start;
  color: ${theme.color.primaryText};
  font-weight: ${theme.font.weight.medium};
`;

/**
 * A compact view's card: a heading, its content (a skeleton while it loads, "could not load"
 * with a retry if it failed), a way on. Sized for a sidebar from 200 px.
 */
export function ViewCard({
  title,
  list,
  more,
  children,
}: {
  title: ReactNode;
  list?: { isPending: boolean; isError: boolean; refetch: () => unknown };
  more?: ReactNode;
  children: ReactNode;
}) {
  const t = useT<CalendarMessageId | UiMessageId>();
  return (
    <Card>
      <h2>{title}</h2>
      {list?.isPending ? (
        <Skeleton lines={4} />
      ) : list?.isError ? (
        <p>
          {t("calendar.view.failed")}{" "}
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

/** Signed out: what the card would show, and sign-in; nothing is asked of the server. */
export function SignedOutCard({ title, why }: { title: ReactNode; why: ReactNode }) {
  const t = useT<UiMessageId>();
  const promptSignIn = useSignInPrompt();
  return (
    <ViewCard title={title}>
      <Quiet>{why}</Quiet>
      <div>
        <Button variant="primary" onClick={() => void promptSignIn()}>
          {t("ui.signIn.submit")}
        </Button>
      </div>
    </ViewCard>
  );
}

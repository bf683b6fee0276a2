import type { EcaEvent } from "@campus/contract";
import { can, useSession, useT } from "@campus/core";
import { Button, NavLink, retryableLazy, theme, type UiMessageId } from "@campus/ui";
import { Suspense } from "react";
import styled from "styled-components";
import type { EcaMessageId } from "../../messages/message-ids";
import { EVENT, EVENTS_ROUTE, RECOGNITION_ROUTE } from "../../routing/pages";
import { EcaStatus } from "../../statuses";

const RecognizeButton = retryableLazy(() =>
  import("../recognition/recognize-button").then((m) => m.RecognizeButton),
);

const Status = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: center;
  justify-content: space-between;
`;

/* A link (the leave guard asks first when there are changes), drawn as a small button. */
const CopyLink = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  padding: 0 ${theme.space.md};
  border: 1px solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.md};
  color: ${theme.color.text};
  text-decoration: none;
  @media (pointer: coarse) {
    min-height: 44px;
  }
`;

/**
 * The event's state, and what may be done with it as a whole: recognise its students' traits,
 * copy it into a new event, delete it.
 */
export function EventStatus({
  event,
  step,
  deleting,
  onDelete,
}: {
  event: EcaEvent;
  /** The editor's step shown, from 0. */
  step: number;
  deleting: boolean;
  onDelete: () => void;
}) {
  const t = useT<EcaMessageId | UiMessageId>();
  const permissions = useSession((s) => s.user?.permissions);
  return (
    <Status>
      <EcaStatus kind="approval" status={event.status} />
      {/* Step 2 recognises the students' traits: from there on, once it has students. */}
      {step > 0 &&
        event.can.edit &&
        event.students > 0 &&
        can(permissions, RECOGNITION_ROUTE, "add") && (
          <Suspense fallback={null}>
            <RecognizeButton eventId={event.id} />
          </Suspense>
        )}
      {can(permissions, EVENTS_ROUTE, "add") && (
        <CopyLink to={`${EVENT}?copy=${event.id}`}>{t("eca.event.copy")}</CopyLink>
      )}
      {event.can.delete && (
        <Button variant="danger" size="sm" loading={deleting} onClick={onDelete}>
          {t("eca.event.delete")}
        </Button>
      )}
    </Status>
  );
}

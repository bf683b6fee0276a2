import { venueIn, type OfficeSession } from "@campus/contract";
import { formatPeriod, useIntl, useLocale, useT } from "@campus/core";
import { Button, NavLink, StatusTag, theme, type UiMessageId } from "@campus/ui";
import styled from "styled-components";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { rosterPath } from "../office-pages";

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${theme.space.xs} ${theme.space.md};
  align-items: center;
  padding: ${theme.space.md};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  p {
    margin: 0;
  }
`;

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.sm};
  align-items: center;
  color: ${theme.color.textSecondary};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  justify-content: flex-end;
`;

/** What the user's action keys let them do to a session. */
export interface SessionRights {
  edit: boolean;
  delete: boolean;
  readRoster: boolean;
}

/**
 * One interview session in the office's list: when, where, which group and class, places
 * booked of all, whether published; and the buttons the user's keys allow on it.
 */
export function SessionRow({
  session: s,
  classLabel,
  may,
  publishing,
  deleting,
  onPublish,
  onEdit,
  onDelete,
}: {
  session: OfficeSession;
  /** The class the session is for, or that it is for any. */
  classLabel: string;
  may: SessionRights;
  publishing: boolean;
  deleting: boolean;
  onPublish: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useT<RegistrationMessageId | UiMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  const slot = formatPeriod(intl, s.starts_at, s.ends_at);
  return (
    <Row>
      <div>
        <p>
          <strong>{slot}</strong>
        </p>
        <Line>
          <span>{venueIn(s, locale)}</span>
          <span>{t("registration.interview.groupName", { group: s.group_name })}</span>
          <span>{classLabel}</span>
          <span>
            {t("registration.office.sessions.booked", {
              booked: s.booked,
              capacity: s.capacity,
            })}
          </span>
          {s.published ? (
            <StatusTag tone="success">{t("registration.office.sessions.isPublished")}</StatusTag>
          ) : (
            <StatusTag tone="neutral">{t("registration.office.sessions.notPublished")}</StatusTag>
          )}
        </Line>
      </div>
      {(may.edit || may.delete || (may.readRoster && s.booked > 0)) && (
        <Actions>
          {may.readRoster && s.booked > 0 && (
            <NavLink
              to={rosterPath(s.id)}
              aria-label={t("registration.office.roster.openOf", { slot })}
            >
              {t("registration.office.roster.open")}
            </NavLink>
          )}
          {may.edit && !s.published && (
            <Button
              size="sm"
              variant="primary"
              loading={publishing}
              onClick={onPublish}
              aria-label={t("registration.office.sessions.publishOf", { slot })}
            >
              {t("registration.office.sessions.publishOne")}
            </Button>
          )}
          {may.edit && (
            <Button
              size="sm"
              onClick={onEdit}
              aria-label={t("registration.office.sessions.editOf", { slot })}
            >
              {t("registration.office.sessions.edit")}
            </Button>
          )}
          {may.delete && s.booked === 0 && (
            <Button
              size="sm"
              variant="danger"
              loading={deleting}
              onClick={onDelete}
              aria-label={t("registration.office.sessions.deleteOf", { slot })}
            >
              {t("registration.office.sessions.delete")}
            </Button>
          )}
        </Actions>
      )}
    </Row>
  );
}

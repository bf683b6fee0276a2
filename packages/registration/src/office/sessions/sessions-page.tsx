import { venueIn, type OfficeSession } from "@campus/contract";
import { can, formatPeriod, useIntl, useLocale, useSession, useT } from "@campus/core";
import {
  Button,
  Dialog,
  Empty,
  NavLink,
  Section,
  Skeleton,
  StatusTag,
  theme,
  useAction,
  type UiMessageId,
  retryableLazy,
} from "@campus/ui";
import { Suspense, useState } from "react";
import styled from "styled-components";
import { useRegistrationSchool } from "../../api/registration-api";
import { Notice } from "../../components/notice";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { useDeleteSession, useOfficeSessions, useSaveSession } from "../office-api";
import { useSessionOption } from "../../screens/interview/session-option";
import { officeScreen } from "../office-screen";
import { OFFICE, OFFICE_ROUTE, rosterPath, SESSIONS_ROUTE } from "../office-pages";

// The form (react-hook-form, its schema) loads when it is first opened.
const SessionForm = retryableLazy(() => import("./session-form").then((m) => m.SessionForm));

const List = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  justify-content: flex-end;
`;

/**
 * The intake's interview sessions (`/registration/sessions`, staff): when, where, which group
 * and class, places booked of all; add one, change one, publish it for families to book. A
 * button the user's action keys do not allow is not shown (the server refuses it anyway).
 */
function SessionsScreen() {
  const t = useT<RegistrationMessageId | UiMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  const { slot: slotOf } = useSessionOption();
  const permissions = useSession((s) => s.user?.permissions);
  const schoolCode = useSession((s) => s.user?.school?.code ?? null);
  const school = useRegistrationSchool(schoolCode);
  const sessions = useOfficeSessions();
  const save = useSaveSession();
  const mayAdd = can(permissions, SESSIONS_ROUTE, "add");
  const mayEdit = can(permissions, SESSIONS_ROUTE, "edit");
  // A session added by mistake is deleted with the page's own key (a school may keep it back).
  const mayDelete = can(permissions, SESSIONS_ROUTE, "delete");
  // A roster names the families: it is the applications' office's to read.
  const mayReadRoster = can(permissions, OFFICE_ROUTE, "get");
  const [editing, setEditing] = useState<OfficeSession | "new" | null>(null);
  const classes = school.data?.classes ?? [];
  const className = (code: string | null) =>
    code === null
      ? t("registration.office.sessions.anyClass")
      : (classes.find((c) => c.code === code)?.name ?? code);
  const remove = useDeleteSession();
  // Only a session no family booked: one added by mistake, or twice.
  const deleting = useAction({
    confirm: (session: OfficeSession) => ({
      title: t("registration.office.sessions.deleteTitle"),
      content: slotOf(session),
      okText: t("registration.office.sessions.delete"),
      danger: true,
    }),
    run: ({ id }) => remove.mutateAsync({ id }),
    success: () => t("registration.office.sessions.deleted"),
    refusal: "dialog",
    refusalTitle: t("registration.office.refused"),
  });
  const publishing = useAction({
    confirm: (session: OfficeSession) => ({
      title: t("registration.office.sessions.publishTitle"),
      content: slotOf(session),
      okText: t("registration.office.sessions.publishOne"),
    }),
    // The session as it is, published (its moments as the server gave them).
    run: ({ id, class_code, starts_at, ends_at, venue, group_name, capacity }) =>
      save.mutateAsync({
        id,
        ...(class_code ? { class_code } : {}),
        starts_at,
        ends_at,
        venue,
        group_name,
        capacity,
        published: true,
      }),
    success: () => t("registration.office.sessions.published"),
    refusal: "dialog",
    refusalTitle: t("registration.office.refused"),
  });

  return (
    <Section
      title={t("registration.office.route.sessions")}
      extra={
        <Actions>
          <NavLink to={OFFICE}>{t("registration.office.route.list")}</NavLink>
          {mayAdd && (
            <Button variant="primary" onClick={() => setEditing("new")}>
              {t("registration.office.sessions.add")}
            </Button>
          )}
        </Actions>
      }
    >
      {sessions.isPending ? (
        <Skeleton variant="text" lines={6} />
      ) : sessions.isError ? (
        <Notice
          tone="danger"
          title={t("registration.office.loadFailed")}
          action={
            <Button onClick={() => void sessions.refetch()}>
              {t("registration.office.retry")}
            </Button>
          }
        />
      ) : sessions.data.sessions.length === 0 ? (
        <Empty title={t("registration.office.sessions.empty")} />
      ) : (
        <List aria-label={t("registration.office.route.sessions")}>
          {sessions.data.sessions.map((s) => {
            const slot = formatPeriod(intl, s.starts_at, s.ends_at);
            return (
              <Row key={s.id}>
                <div>
                  <p>
                    <strong>{slot}</strong>
                  </p>
                  <Line>
                    <span>{venueIn(s, locale)}</span>
                    <span>{t("registration.interview.groupName", { group: s.group_name })}</span>
                    <span>{className(s.class_code)}</span>
                    <span>
                      {t("registration.office.sessions.booked", {
                        booked: s.booked,
                        capacity: s.capacity,
                      })}
                    </span>
                    {s.published ? (
                      <StatusTag tone="success">
                        {t("registration.office.sessions.isPublished")}
                      </StatusTag>
                    ) : (
                      <StatusTag tone="neutral">
                        {t("registration.office.sessions.notPublished")}
                      </StatusTag>
                    )}
                  </Line>
                </div>
                {(mayEdit || mayDelete || (mayReadRoster && s.booked > 0)) && (
                  <Actions>
                    {mayReadRoster && s.booked > 0 && (
                      <NavLink
                        to={rosterPath(s.id)}
                        aria-label={t("registration.office.roster.openOf", { slot })}
                      >
                        {t("registration.office.roster.open")}
                      </NavLink>
                    )}
                    {mayEdit && !s.published && (
                      <Button
                        size="sm"
                        variant="primary"
                        loading={publishing.isRunning(s)}
                        onClick={() => void publishing.run(s)}
                        aria-label={t("registration.office.sessions.publishOf", { slot })}
                      >
                        {t("registration.office.sessions.publishOne")}
                      </Button>
                    )}
                    {mayEdit && (
                      <Button
                        size="sm"
                        onClick={() => setEditing(s)}
                        aria-label={t("registration.office.sessions.editOf", { slot })}
                      >
                        {t("registration.office.sessions.edit")}
                      </Button>
                    )}
                    {mayDelete && s.booked === 0 && (
                      <Button
                        size="sm"
                        variant="danger"
                        loading={deleting.isRunning(s)}
                        onClick={() => void deleting.run(s)}
                        aria-label={t("registration.office.sessions.deleteOf", { slot })}
                      >
                        {t("registration.office.sessions.delete")}
                      </Button>
                    )}
                  </Actions>
                )}
              </Row>
            );
          })}
        </List>
      )}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={t(
          editing === "new"
            ? "registration.office.sessions.addTitle"
            : "registration.office.sessions.editTitle",
        )}
        width={640}
      >
        <Suspense fallback={<Skeleton lines={6} />}>
          {editing !== null && (
            <SessionForm
              session={editing === "new" ? null : editing}
              classes={classes}
              onDone={() => setEditing(null)}
            />
          )}
        </Suspense>
      </Dialog>
    </Section>
  );
}

export const SessionsPage = officeScreen(SessionsScreen);

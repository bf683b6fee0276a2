import type { OfficeSession } from "@campus/contract";
import { can, useSession, useT } from "@campus/core";
import {
  Button,
  Dialog,
  Empty,
  NavLink,
  Section,
  Skeleton,
  theme,
  useAction,
  type UiMessageId,
  retryableLazy,
} from "@campus/ui";
import { Suspense, useState } from "react";
import styled from "styled-components";
import { useDeleteSession } from "../../api/registration-office-delete-session";
import { useSaveSession } from "../../api/registration-office-save-session";
import { useOfficeSessions } from "../../api/registration-office-sessions";
import { useRegistrationSchool } from "../../api/registration-school";
import { Notice } from "../../components/notice";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { useSessionOption } from "../../screens/interview/session-option";
import { officeScreen } from "../office-screen";
import { OFFICE, OFFICE_ROUTE, SESSIONS_ROUTE } from "../office-pages";
import { Actions, SessionRow, type SessionRights } from "./session-row";

// The form (react-hook-form, its schema) loads when it is first opened.
const SessionForm = retryableLazy(() => import("./session-form").then((m) => m.SessionForm));

const List = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * The intake's interview sessions (`/registration/sessions`, staff): when, where, which group
 * and class, places booked of all; add one, change one, publish it for families to book. A
 * button the user's action keys do not allow is not shown (the server refuses it anyway).
 */
function SessionsScreen() {
  const t = useT<RegistrationMessageId | UiMessageId>();
  const { slot: slotOf } = useSessionOption();
  const permissions = useSession((s) => s.user?.permissions);
  const schoolCode = useSession((s) => s.user?.school?.code ?? null);
  const school = useRegistrationSchool(schoolCode);
  const sessions = useOfficeSessions();
  const save = useSaveSession();
  const mayAdd = can(permissions, SESSIONS_ROUTE, "add");
  const may: SessionRights = {
    edit: can(permissions, SESSIONS_ROUTE, "edit"),
    // A session added by mistake is deleted with the page's own key (a school may keep it back).
    delete: can(permissions, SESSIONS_ROUTE, "delete"),
    // A roster names the families: it is the applications' office's to read.
    readRoster: can(permissions, OFFICE_ROUTE, "get"),
  };
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
          {sessions.data.sessions.map((s) => (
            <SessionRow
              key={s.id}
              session={s}
              classLabel={className(s.class_code)}
              may={may}
              publishing={publishing.isRunning(s)}
              deleting={deleting.isRunning(s)}
              onPublish={() => void publishing.run(s)}
              onEdit={() => setEditing(s)}
              onDelete={() => void deleting.run(s)}
            />
          ))}
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

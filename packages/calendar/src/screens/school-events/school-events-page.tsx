import type { Locale, SchoolEvent } from "@campus/contract";
import { can, useIntl, useLocale, useSession, useT } from "@campus/core";
import {
  Button,
  Dialog,
  Empty,
  QueryTable,
  RequireSignIn,
  Section,
  Skeleton,
  StatusTag,
  theme,
  useAction,
  usePagedQuery,
  type TableColumn,
  type UiMessageId,
  retryableLazy,
} from "@campus/ui";
import { Suspense, useState } from "react";
import styled from "styled-components";
import { useDeleteSchoolEvent } from "../../api/delete-school-event";
import { useSchoolEvents } from "../../api/school-events";
import { useAudienceWords } from "../../components/audience";
import { formatDayShort, formatTimeRange } from "../../dates/format";
import { SCHOOL_EVENT_TONES, schoolEventKindLabel } from "../../kinds";
import type { CalendarMessageId } from "../../messages/message-ids";
import { SCHOOL_EVENTS_ROUTE } from "../../routing/pages";

// The forms (react-hook-form, the contract's schema) load when first opened.
const SchoolEventForm = retryableLazy(() =>
  import("./school-event-form").then((m) => m.SchoolEventForm),
);
const TermsForm = retryableLazy(() => import("./terms-form").then((m) => m.TermsForm));

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

const Small = styled.span`
  display: block;
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;

/** An event's title (or place) in the reader's language. */
export function inLanguage(event: SchoolEvent, field: "title" | "place", locale: Locale) {
  const suffix = locale === "en-US" ? "en" : locale === "zh-CN" ? "cn" : "zh";
  return event[`${field}_${suffix}`] || event[`${field}_zh`];
}

/** Whether the signed-in user may take an action on the office's page (route code's actions). */
function usePermitted(action: "add" | "edit" | "delete") {
  const permissions = useSession((s) => s.user?.permissions);
  return can(permissions, SCHOOL_EVENTS_ROUTE, action);
}

/**
 * The school office's calendar (`/calendar/SchoolEvents`, staff): events, exams, holidays and
 * closures from today, ten a page, with add, edit and delete for those who hold them (a button
 * the user may not use is not shown; the server refuses it anyway).
 */
export function SchoolEventsPage() {
  const t = useT<CalendarMessageId | UiMessageId>();
  return (
    <RequireSignIn why={t("calendar.signIn.why")}>
      <SchoolEvents />
    </RequireSignIn>
  );
}

function SchoolEvents() {
  const t = useT<CalendarMessageId | UiMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  const audienceWords = useAudienceWords();
  const events = usePagedQuery(useSchoolEvents);
  const remove = useDeleteSchoolEvent();
  const mayAdd = usePermitted("add");
  const mayEdit = usePermitted("edit");
  const mayDelete = usePermitted("delete");
  // null: no form; "new": a new event; else the event being changed.
  const [editing, setEditing] = useState<SchoolEvent | "new" | null>(null);
  const [terms, setTerms] = useState(false);
  const deleting = useAction({
    confirm: (event: SchoolEvent) => ({
      title: t("calendar.office.deleteTitle", { title: inLanguage(event, "title", locale) }),
      content: t("calendar.office.deleteText"),
      okText: t("calendar.office.delete"),
      danger: true,
    }),
    run: (event) => remove.mutateAsync({ id: event.id }),
    success: () => t("calendar.office.deleted"),
  });

  const columns: TableColumn<SchoolEvent>[] = [
    {
      key: "days",
      title: t("calendar.office.days"),
      render: (event) => (
        <>
          {event.start_day === event.end_day
            ? formatDayShort(intl, event.start_day)
            : t("calendar.range", {
                from: formatDayShort(intl, event.start_day),
                to: formatDayShort(intl, event.end_day),
              })}
          {event.start_time && (
            <Small>{formatTimeRange(intl, event.start_time, event.end_time)}</Small>
          )}
        </>
      ),
    },
    {
      key: "kind",
      title: t("calendar.office.kind"),
      render: (event) => (
        <StatusTag tone={SCHOOL_EVENT_TONES[event.kind]}>
          {t(schoolEventKindLabel(event.kind))}
        </StatusTag>
      ),
    },
    {
      key: "title",
      title: t("calendar.office.titleColumn"),
      render: (event) => (
        <>
          {inLanguage(event, "title", locale)}
          {inLanguage(event, "place", locale) && (
            <Small>{inLanguage(event, "place", locale)}</Small>
          )}
        </>
      ),
    },
    {
      key: "audience",
      title: t("calendar.office.audience"),
      render: (event) => audienceWords(event),
    },
  ];
  if (mayEdit || mayDelete)
    columns.push({
      key: "actions",
      title: t("calendar.office.actions"),
      render: (event) => (
        <Row>
          {mayEdit && (
            <Button
              size="sm"
              onClick={() => setEditing(event)}
              aria-label={t("calendar.office.editOf", {
                title: inLanguage(event, "title", locale),
              })}
            >
              {t("calendar.office.edit")}
            </Button>
          )}
          {mayDelete && (
            <Button
              size="sm"
              variant="text"
              loading={deleting.isRunning(event)}
              onClick={() => void deleting.run(event)}
              aria-label={t("calendar.office.deleteOf", {
                title: inLanguage(event, "title", locale),
              })}
            >
              {t("calendar.office.delete")}
            </Button>
          )}
        </Row>
      ),
    });

  return (
    <Section
      title={t("calendar.route.schoolEvents")}
      extra={
        <Row>
          {mayEdit && <Button onClick={() => setTerms(true)}>{t("calendar.terms.open")}</Button>}
          {mayAdd && (
            <Button variant="primary" onClick={() => setEditing("new")}>
              {t("calendar.office.add")}
            </Button>
          )}
        </Row>
      }
    >
      <QueryTable
        caption={t("calendar.office.list")}
        columns={columns}
        list={events}
        empty={<Empty title={t("calendar.office.empty")} />}
      />
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing === "new" ? "calendar.office.addTitle" : "calendar.office.editTitle")}
        width={720}
      >
        <Suspense fallback={<Skeleton lines={8} />}>
          {editing !== null && (
            <SchoolEventForm
              event={editing === "new" ? null : editing}
              onDone={() => setEditing(null)}
            />
          )}
        </Suspense>
      </Dialog>
      <Dialog
        open={terms}
        onClose={() => setTerms(false)}
        title={t("calendar.terms.title")}
        width={720}
      >
        <Suspense fallback={<Skeleton lines={8} />}>
          {terms && <TermsForm onDone={() => setTerms(false)} />}
        </Suspense>
      </Dialog>
    </Section>
  );
}

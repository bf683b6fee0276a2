import type { CalendarItemDetail } from "@campus/contract";
import { isApiError, useIntl, useT } from "@campus/core";
import {
  Button,
  NavLink,
  PageStack,
  RequireSignIn,
  Result,
  Skeleton,
  theme,
  useAction,
  useSearchParams,
  type UiMessageId,
  AttachmentList,
} from "@campus/ui";
import { useId, useRef } from "react";
import styled from "styled-components";
import { isNotFound, useCalendarItem } from "../../api/calendar-item";
import { useCalendarItemIcs } from "../../api/calendar-item-ics";
import { useAudienceWords } from "../../components/audience";
import { ZoneNote } from "../../components/zone-note";
import { formatDayFull, formatTimeRange } from "../../dates/format";
import { kindOf } from "../../kinds";
import type { CalendarMessageId } from "../../messages/message-ids";
import { listToGoBackTo, OVERVIEW, overviewPath } from "../../routing/pages";

const Back = styled(NavLink)`
  align-self: flex-start;
  color: ${theme.color.primaryText};
`;

const Top = styled.div<{ $colour: string }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  padding-inline-start: ${theme.space.md};
  border-inline-start: 4px solid ${(p) => p.$colour};
  h2 {
    margin: 0;
    font-size: ${theme.font.size.xxl};
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
`;

const Kind = styled.span`
  color: ${theme.color.textSecondary};
  font-weight: ${theme.font.weight.medium};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${theme.space.sm} ${theme.space.lg};
  margin: 0;
  dt {
    color: ${theme.color.textSecondary};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** What the school wrote, line breaks kept, as text (never HTML). */
const Description = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const FilesHeading = styled.h3`
  margin: 0 0 ${theme.space.sm};
  font-size: ${theme.font.size.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

/** Hands a file to the browser to save (or, on a phone, to open in its calendar). */
function saveFile(host: HTMLElement, filename: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.hidden = true;
  // Inside the screen's own box (an element leaves the page alone), then gone.
  host.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function Detail({ detail, list }: { detail: CalendarItemDetail; list: string | null }) {
  const t = useT<CalendarMessageId | UiMessageId>();
  const intl = useIntl();
  const audienceWords = useAudienceWords();
  const getIcs = useCalendarItemIcs();
  const host = useRef<HTMLDivElement>(null);
  const filesHeading = useId();
  const { item, people, description, audience, link, attachments } = detail;
  const adding = useAction({
    run: () => getIcs(item.key),
    success: (file) => t("calendar.detail.saved", { filename: file.filename }),
    done: (file) => saveFile(host.current!, file.filename, file.ics, "text/calendar;charset=utf-8"),
  });
  const names = people.filter((p) => item.person_ids.includes(p.id)).map((p) => p.name);
  const kind = kindOf(detail.kinds, item.kind);
  const days =
    item.start_day === item.end_day
      ? formatDayFull(intl, item.start_day)
      : t("calendar.range", {
          from: formatDayFull(intl, item.start_day),
          to: formatDayFull(intl, item.end_day),
        });
  return (
    <PageStack ref={host}>
      {list ? (
        <Back to={list}>{t("calendar.detail.backToItinerary")}</Back>
      ) : (
        <Back to={overviewPath(item.start_day)}>{t("calendar.detail.back")}</Back>
      )}
      <Top $colour={kind.colour}>
        {kind.name && <Kind>{kind.name}</Kind>}
        <h2>{item.title}</h2>
      </Top>
      <Facts>
        <dt>{t("calendar.detail.date")}</dt>
        <dd>{days}</dd>
        <dt>{t("calendar.detail.time")}</dt>
        <dd>
          {item.start_time
            ? formatTimeRange(intl, item.start_time, item.end_time)
            : t("calendar.allDay")}
        </dd>
        {item.lesson && (
          <>
            <dt>{t("calendar.detail.cycle")}</dt>
            <dd>
              {t("calendar.cycle.long", { day: item.lesson.cycle_day })}
              {t("calendar.separator")}
              {t("calendar.lesson.period", { period: item.lesson.period })}
            </dd>
            <dt>{t("calendar.detail.teacher")}</dt>
            <dd>{item.lesson.teacher}</dd>
            <dt>{t("calendar.detail.class")}</dt>
            <dd>{item.lesson.class_name}</dd>
          </>
        )}
        {item.place && (
          <>
            <dt>{t(item.lesson ? "calendar.detail.room" : "calendar.detail.place")}</dt>
            <dd>{item.place}</dd>
          </>
        )}
        {audience && (
          <>
            <dt>{t("calendar.detail.audience")}</dt>
            <dd>{audienceWords(audience)}</dd>
          </>
        )}
        {names.length > 0 && (
          <>
            <dt>{t("calendar.detail.who")}</dt>
            <dd>{intl.formatList(names, { type: "conjunction" })}</dd>
          </>
        )}
      </Facts>
      {description && <Description>{description}</Description>}
      {attachments.length > 0 && (
        <section aria-labelledby={filesHeading}>
          <FilesHeading id={filesHeading}>{t("calendar.detail.attachments")}</FilesHeading>
          <AttachmentList files={attachments} />
        </section>
      )}
      <Actions>
        <Button
          variant="primary"
          loading={adding.isRunning(undefined)}
          onClick={() => void adding.run()}
        >
          {t("calendar.detail.addToCalendar")}
        </Button>
        {link && (
          // A plain link to the owning feature's page: the calendar imports no other feature.
          <NavLink to={link}>
            {t(item.kind === "library" ? "calendar.detail.openLibrary" : "calendar.detail.open")}
          </NavLink>
        )}
      </Actions>
      <ZoneNote zone={detail.time_zone} />
    </PageStack>
  );
}

/**
 * One item (spec §2 /calendar/ClassScheduleDetail?key=): a lesson's subject, teacher, room,
 * class, cycle day and time; an event's dates, place, audience, description and files; a library
 * item's way to the library; whom it concerns; and "add to my calendar" (an .ics file).
 */
export function DetailPage() {
  const t = useT<CalendarMessageId | UiMessageId>();
  return (
    <RequireSignIn why={t("calendar.signIn.why")}>
      <ItemDetail />
    </RequireSignIn>
  );
}

function ItemDetail() {
  const t = useT<CalendarMessageId | UiMessageId>();
  const [params] = useSearchParams();
  const key = params.get("key") || null;
  const detail = useCalendarItem(key);
  // No key, or one the server does not know (or may not show): not found; a retry cannot help.
  if (key === null || (isApiError(detail.error) && isNotFound(detail.error.failure)))
    return (
      <Result
        status={404}
        headingLevel={2}
        title={t("calendar.detail.notFound")}
        description={t("calendar.detail.notFoundHelp")}
        extra={<NavLink to={OVERVIEW}>{t("calendar.detail.back")}</NavLink>}
      />
    );
  if (detail.isError)
    return (
      <PageStack>
        <p role="alert">{t("calendar.detail.failed")}</p>
        <div>
          <Button onClick={() => void detail.refetch()}>{t("ui.routeError.retry")}</Button>
        </div>
      </PageStack>
    );
  if (!detail.data)
    return (
      <PageStack aria-busy="true">
        <Skeleton lines={2} />
        <Skeleton lines={5} />
      </PageStack>
    );
  return <Detail detail={detail.data} list={listToGoBackTo(params.get("back"))} />;
}

import { addDays } from "@campus/contract";
import { MONTH_PATTERN } from "@campus/contract/attendance";
import { can, useIntl, useSession, useT } from "@campus/core";
import {
  ActionLink,
  Button,
  Empty,
  Figures,
  PageStack,
  RequireSignIn,
  Section,
  Skeleton,
  StatusTag,
  theme,
  useSearchParams,
  useSetFilter,
  type UiMessageId,
} from "@campus/ui";
import styled from "styled-components";
import { useAttendanceMonth } from "../../api/family";
import type { AttendanceMessageId } from "../../messages/message-ids";
import { MARK_TONES, MARK_WORDS } from "../../statuses";
import { APPLY, FAMILY_ROUTE } from "../../routing/pages";
import { LeaveList } from "./leave-list";
import type { AttendanceDay, AttendanceMonth } from "@campus/contract/attendance";

/** The address's month (`?month=2026-11`); absent or not a month: this month. */
const MONTH_PARAM = "month";

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
`;

const Days = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${theme.color.border};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${theme.space.sm};
    padding: ${theme.space.sm} 0;
    border-bottom: 1px solid ${theme.color.border};
  }
  .day {
    min-width: 8.5rem;
    font-variant-numeric: tabular-nums;
  }
  .more {
    color: ${theme.color.textSecondary};
    overflow-wrap: anywhere;
  }
`;

/** The month before or after ("2026-01" → "2025-12"). */
const shiftMonth = (month: string, by: number) => addDays(`${month}-15`, by * 30).slice(0, 7);

/**
 * A family's attendance (`/attendance/home`): the child's month — each day the register was
 * taken, late and early times, approved leave — with its counts, month by month; and the
 * child's leave applications, where a parent applies, sends again what the class teacher asked
 * for, or withdraws one still waiting.
 */
export function FamilyPage() {
  const t = useT<AttendanceMessageId | UiMessageId>();
  return (
    <PageStack>
      <RequireSignIn why={t("attendance.signInWhy")}>
        <MonthSection />
        <LeaveList />
      </RequireSignIn>
    </PageStack>
  );
}

function MonthSection() {
  const t = useT<AttendanceMessageId | UiMessageId>();
  const intl = useIntl();
  const [params] = useSearchParams();
  const setFilter = useSetFilter();
  const asked = params.get(MONTH_PARAM);
  const month = useAttendanceMonth(asked && MONTH_PATTERN.test(asked) ? asked : undefined);
  const permissions = useSession((s) => s.user?.permissions);
  const shown = month.data;
  const monthName = shown
    ? intl.formatDate(`${shown.month}-01T00:00:00Z`, {
        year: "numeric",
        month: "long",
        timeZone: "UTC",
      })
    : "";
  const go = (by: number) => shown && setFilter(MONTH_PARAM, shiftMonth(shown.month, by));
  return (
    <Section
      title={shown ? t("attendance.month.title", { month: monthName }) : t("attendance.route.home")}
      extra={
        can(permissions, FAMILY_ROUTE, "add") && (
          <ActionLink to={APPLY}>{t("attendance.apply")}</ActionLink>
        )
      }
    >
      <Bar>
        <Button size="sm" onClick={() => go(-1)} disabled={!shown}>
          {t("attendance.month.previous")}
        </Button>
        <Button size="sm" onClick={() => go(1)} disabled={!shown}>
          {t("attendance.month.next")}
        </Button>
      </Bar>
      {shown ? (
        <MonthFigures month={shown} />
      ) : month.isError ? (
        <div>
          <Button onClick={() => void month.refetch()}>{t("ui.routeError.retry")}</Button>
        </div>
      ) : (
        <Skeleton lines={4} />
      )}
    </Section>
  );
}

function MonthFigures({ month }: { month: AttendanceMonth }) {
  const t = useT<AttendanceMessageId>();
  const intl = useIntl();
  if (month.days.length === 0) return <Empty description={t("attendance.month.empty")} />;
  return (
    <>
      <Figures
        items={(["present", "late", "absent", "early_leave", "leave"] as const).map((status) => ({
          label: t(MARK_WORDS[status]),
          value: intl.formatNumber(month.counts[status] ?? 0),
        }))}
      />
      <Days aria-label={t("attendance.month.days")}>
        {month.days.map((day) => (
          <DayLine key={day.day} day={day} />
        ))}
      </Days>
    </>
  );
}

function DayLine({ day }: { day: AttendanceDay }) {
  const t = useT<AttendanceMessageId>();
  const intl = useIntl();
  const when = intl.formatDate(`${day.day}T00:00:00Z`, {
    month: "short",
    day: "numeric",
    weekday: "short",
    timeZone: "UTC",
  });
  const time =
    day.time === null
      ? null
      : t(day.status === "late" ? "attendance.month.at" : "attendance.month.leftAt", {
          time: day.time,
        });
  return (
    <li>
      <span className="day">{when}</span>
      <StatusTag tone={MARK_TONES[day.status]}>{t(MARK_WORDS[day.status])}</StatusTag>
      {(time || day.note) && (
        <span className="more">{[time, day.note].filter(Boolean).join(" · ")}</span>
      )}
    </li>
  );
}

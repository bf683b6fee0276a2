import { venueIn, type RosterApplicant } from "@campus/contract";
import { formatMomentTime, formatPeriod, useIntl, useLocale, useT } from "@campus/core";
import {
  Button,
  NavLink,
  Section,
  Skeleton,
  StatusTag,
  Table,
  theme,
  useSearchString,
  type TableColumn,
  type UiMessageId,
} from "@campus/ui";
import styled, { createGlobalStyle } from "styled-components";
import { useSessionRoster } from "../../api/registration-office-session-roster";
import { Notice } from "../../components/notice";
import { Facts } from "../../components/panel";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { officeDetailPath, SESSIONS } from "../office-pages";
import { officeScreen } from "../office-screen";

/** On paper only the roster: the portal around it is not printed. */
const PrintOnly = createGlobalStyle`
  @media print {
    @page {
      size: A4;
      margin: 14mm;
    }
    body * {
      visibility: hidden;
    }
    [data-print-roster],
    [data-print-roster] * {
      visibility: visible;
    }
    [data-print-roster] {
      position: absolute;
      inset: 0 auto auto 0;
      width: 100%;
      color: #000;
    }
  }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: center;
  @media print {
    display: none;
  }
`;

/** The page's title on paper (on screen the section's heading says it). */
const PaperTitle = styled.p`
  display: none;
  @media print {
    display: block;
    margin: 0;
    font-size: ${theme.font.size.xl};
    font-weight: 600;
  }
`;

const Roster = styled.div`
  display: grid;
  gap: ${theme.space.md};
  h3 {
    margin: 0;
    font-size: ${theme.font.size.lg};
  }
`;

/**
 * One interview session's roster (`/registration/sessions/roster?id=`, issue 37, item 15): when
 * and where, and each family booked in it by application number — the child, the class applied
 * for, whether and when they checked in, and the phone to call one who has not come. Printed on
 * A4 for the interview room, without the portal around it.
 */
function RosterScreen() {
  const t = useT<RegistrationMessageId | UiMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  const raw = new URLSearchParams(useSearchString()).get("id");
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const roster = useSessionRoster(id);
  const back = <NavLink to={SESSIONS}>{t("registration.office.route.sessions")}</NavLink>;
  const columns: TableColumn<RosterApplicant>[] = [
    {
      key: "number",
      title: t("registration.history.number"),
      render: (a) => <NavLink to={officeDetailPath(a.id)}>{a.number}</NavLink>,
    },
    {
      key: "child",
      title: t("registration.office.roster.child"),
      wideOnMobile: true,
      render: (a) => [a.child_name_zh, a.child_name_en].filter(Boolean).join(" "),
    },
    { key: "class", title: t("registration.history.class"), render: (a) => a.class_code ?? "" },
    {
      key: "checkedIn",
      title: t("registration.office.roster.checkedIn"),
      render: (a) =>
        a.checked_in_at ? (
          formatMomentTime(intl, a.checked_in_at)
        ) : (
          <StatusTag tone="warning">{t("registration.office.roster.notYet")}</StatusTag>
        ),
    },
    { key: "phone", title: t("registration.office.roster.phone"), render: (a) => a.phone },
  ];
  if (id === null || roster.isError)
    return <Notice tone="danger" title={t("registration.office.roster.notFound")} action={back} />;
  if (roster.isPending) return <Skeleton variant="text" lines={8} />;
  const { session: s, applicants } = roster.data;
  const arrived = applicants.filter((a) => a.checked_in_at).length;
  return (
    <Section
      title={t("registration.office.route.roster")}
      extra={
        <Tools>
          {back}
          <Button variant="primary" onClick={() => window.print()}>
            {t("registration.office.roster.print")}
          </Button>
        </Tools>
      }
    >
      <PrintOnly />
      <Roster data-print-roster>
        <PaperTitle aria-hidden>{t("registration.office.route.roster")}</PaperTitle>
        <h3>{formatPeriod(intl, s.starts_at, s.ends_at)}</h3>
        <Facts>
          <dt>{t("registration.interview.venue")}</dt>
          <dd>{venueIn(s, locale)}</dd>
          <dt>{t("registration.interview.group")}</dt>
          <dd>{s.group_name}</dd>
          <dt>{t("registration.office.roster.count")}</dt>
          <dd>
            {t("registration.office.roster.counts", {
              booked: applicants.length,
              capacity: s.capacity,
              arrived,
            })}
          </dd>
        </Facts>
        <Table
          caption={t("registration.office.roster.families")}
          columns={columns}
          rows={applicants}
          rowKey="id"
          empty={t("registration.office.roster.empty")}
        />
      </Roster>
    </Section>
  );
}

export const RosterPage = officeScreen(RosterScreen);

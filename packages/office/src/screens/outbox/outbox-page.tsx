import { OUTBOX_CHANNELS, type OutboxEntry } from "@campus/contract";
import { formatMomentTime, useIntl, useLocale, useT } from "@campus/core";
import {
  Empty,
  FilterBar,
  NavLink,
  QueryTable,
  Section,
  Select,
  StatusTag,
  theme,
  usePagedQuery,
  useSearchParams,
  useSetFilter,
  type TableColumn,
  type UiMessageId,
} from "@campus/ui";
import styled from "styled-components";
import { useOfficeOutbox, type OutboxFilter } from "../../api/office-outbox";
import { RecordsTexts } from "../../components/records-texts";
import type { OfficeMessageId } from "../../messages/message-ids";
import { OUTBOX, personOutboxPath } from "../../routing/pages";

const Cell = styled.span`
  display: grid;
  gap: ${theme.space.xs};
  min-width: 0;
  small {
    color: ${theme.color.textSecondary};
  }
`;

/** What was said, as sent: its lines kept, long words wrapped. */
const Text = styled.span`
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

function filterOf(params: URLSearchParams): OutboxFilter {
  const person = Number(params.get("person"));
  return {
    person: Number.isInteger(person) && person > 0 && person < 2 ** 31 ? person : undefined,
    channel: OUTBOX_CHANNELS.find((c) => c === params.get("channel")),
    failed: params.get("failed") === "1" || undefined,
  };
}

/** The kinds of message the screen names in words; another shows as the server names it. */
const SOURCES = ["notices.reminder", "library.overdue"] as const;

/**
 * What the school's features texted and e-mailed people (`/office/outbox`), latest first: when,
 * to whom and where (mostly hidden), what it said and whether it went; by one way, only what
 * did not go, or to one person (`?person=`, a name's link).
 */
export function OutboxPage() {
  return (
    <RecordsTexts>
      <Outbox />
    </RecordsTexts>
  );
}

function Outbox() {
  const t = useT<OfficeMessageId | UiMessageId>();
  const intl = useIntl();
  const english = useLocale() === "en-US";
  const [params] = useSearchParams();
  const filter = filterOf(params);
  const list = usePagedQuery(useOfficeOutbox, { pageSize: 20 }, filter);
  const setFilter = useSetFilter();
  const name = (p: { name_zh: string; name_en: string }) =>
    english ? p.name_en || p.name_zh : p.name_zh || p.name_en;
  const about = list.query.data?.list.find((m) => m.person?.id === filter.person)?.person;
  const sourceText = (source: string) => {
    const known = SOURCES.find((s) => s === source);
    if (known) return t(`office.outbox.source.${known}`);
    return source.startsWith("registration.") ? t("office.outbox.source.registration") : source;
  };

  const columns: TableColumn<OutboxEntry>[] = [
    { key: "at", title: t("office.outbox.at"), render: (m) => formatMomentTime(intl, m.sent_at) },
    {
      key: "to",
      title: t("office.outbox.to"),
      render: (m) => (
        <Cell>
          {m.person ? (
            filter.person === m.person.id ? (
              <span>{name(m.person)}</span>
            ) : (
              <NavLink
                to={personOutboxPath(m.person.id)}
                aria-label={t("office.outbox.onlyTo", { name: name(m.person) })}
              >
                {name(m.person)}
              </NavLink>
            )
          ) : (
            <span>{t("office.outbox.noAccount")}</span>
          )}
          <small>
            {t(`office.outbox.channel.${m.channel}`)} · <span dir="ltr">{m.recipient}</span>
          </small>
        </Cell>
      ),
    },
    {
      key: "what",
      title: t("office.outbox.what"),
      render: (m) => (
        <Cell>
          <small>{sourceText(m.source)}</small>
          <Text>{m.text}</Text>
        </Cell>
      ),
    },
    {
      key: "status",
      title: t("office.outbox.status"),
      render: (m) => (
        <StatusTag tone={m.delivered ? "success" : "danger"}>
          {t(m.delivered ? "office.outbox.delivered" : "office.outbox.failed")}
        </StatusTag>
      ),
    },
  ];

  return (
    <Section
      title={t("office.route.outbox")}
      extra={
        filter.person !== undefined ? (
          <NavLink to={OUTBOX}>{t("office.outbox.everyone")}</NavLink>
        ) : undefined
      }
    >
      <p>
        {filter.person === undefined
          ? t("office.outbox.intro")
          : about
            ? t("office.outbox.toPerson", { name: name(about) })
            : t("office.outbox.toOne")}
      </p>
      <FilterBar aria-label={t("office.outbox.filters")} onSubmit={(e) => e.preventDefault()}>
        <label>
          {t("office.outbox.channel")}
          <Select
            value={filter.channel ?? ""}
            placeholder={t("office.outbox.anyChannel")}
            options={OUTBOX_CHANNELS.map((channel) => ({
              value: channel,
              label: t(`office.outbox.channel.${channel}`),
            }))}
            onChange={(event) => setFilter("channel", event.target.value)}
          />
        </label>
        <label>
          {t("office.outbox.status")}
          <Select
            value={filter.failed ? "1" : ""}
            placeholder={t("office.outbox.anyStatus")}
            options={[{ value: "1", label: t("office.outbox.failed") }]}
            onChange={(event) => setFilter("failed", event.target.value)}
          />
        </label>
      </FilterBar>
      <QueryTable
        caption={t("office.outbox.caption")}
        columns={columns}
        list={list}
        empty={<Empty title={t("office.outbox.empty")} />}
      />
    </Section>
  );
}

import { AUDIT_KINDS, type AuditEntry } from "@campus/contract";
import { formatDay, formatMomentTime, useIntl, useLocale, useT } from "@campus/core";
import {
  Empty,
  FilterBar,
  NavLink,
  QueryTable,
  Section,
  Select,
  theme,
  usePagedQuery,
  useSearchParams,
  type TableColumn,
  type UiMessageId,
  useSetFilter,
} from "@campus/ui";
import styled from "styled-components";
import { useOfficeAudit, type AuditFilter } from "../../api/office-audit";
import type { OfficeMessageId } from "../../messages/message-ids";
import { AUDIT } from "../../routing/pages";
import { RecordsTexts } from "../../components/records-texts";

const Cell = styled.span`
  display: grid;
  gap: ${theme.space.xs};
  small {
    color: ${theme.color.textSecondary};
  }
`;

const Changes = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${theme.space.xs};
`;

/** The fields an entry's changes name, each with its words (others are shown as they come). */
const FIELDS = [
  "status",
  "roles",
  "password",
  "added",
  "updated",
  "left",
  "unchanged",
  "guardiansAdded",
  "letters",
  "expiresOn",
  "nameZh",
  "nameCn",
  "nameEn",
  "region",
  "brandColor",
  "logo",
] as const;
type Field = (typeof FIELDS)[number];
const isField = (field: string): field is Field => (FIELDS as readonly string[]).includes(field);

function filterOf(params: URLSearchParams): AuditFilter {
  const person = Number(params.get("person"));
  return {
    kind: AUDIT_KINDS.find((k) => k === params.get("kind")),
    person: Number.isInteger(person) && person > 0 && person < 2 ** 31 ? person : undefined,
  };
}

/**
 * What the office did to the school's people (`/office/audit`, issue 36 §2), latest first:
 * when, who, what and about whom, each field before → after; of one kind, or about one person
 * (`?person=`, from the people list).
 */
export function AuditPage() {
  return (
    <RecordsTexts>
      <AuditLog />
    </RecordsTexts>
  );
}

function AuditLog() {
  const t = useT<OfficeMessageId | UiMessageId>();
  const intl = useIntl();
  const english = useLocale() === "en-US";
  const [params] = useSearchParams();
  const filter = filterOf(params);
  const list = usePagedQuery(useOfficeAudit, { pageSize: 20 }, filter);
  const name = (p: { name_zh: string; name_en: string }) =>
    english ? p.name_en || p.name_zh : p.name_zh || p.name_en;
  const about = list.query.data?.list.find((e) => e.person?.id === filter.person)?.person;

  const setFilter = useSetFilter();

  const valueOf = (field: string, value: string | null) => {
    if (value === null) return t("office.audit.value.none");
    if (field === "status" || field === "password")
      return t(`office.audit.value.${field}.${value}` as never);
    if (field === "expiresOn") return formatDay(intl, value);
    if (field === "region") return t(`office.school.region.${value}` as never);
    if (field === "roles")
      return intl.formatList(
        value.split(",").map((role) => t(`office.people.role.${role}` as never)),
        { type: "conjunction" },
      );
    const number = Number(value);
    return Number.isFinite(number) ? intl.formatNumber(number) : value;
  };
  // A role's change: each page (named by the server, in the reader's words) and its actions.
  const actionsOf = (value: string | null) =>
    value
      ? intl.formatList(
          value.split(",").map((a) => t(`office.roles.action.${a}` as never)),
          { type: "conjunction" },
        )
      : t("office.roles.none");
  const changeText = (
    { field, before, after }: AuditEntry["changes"][number],
    kind: AuditEntry["kind"],
  ) => {
    if (kind === "role.changed")
      return t("office.audit.changed", {
        field,
        before: actionsOf(before),
        after: actionsOf(after),
      });
    const label = isField(field) ? t(`office.audit.field.${field}`) : field;
    return before === null
      ? t("office.audit.set", { field: label, after: valueOf(field, after) })
      : t("office.audit.changed", {
          field: label,
          before: valueOf(field, before),
          after: valueOf(field, after),
        });
  };

  const columns: TableColumn<AuditEntry>[] = [
    {
      key: "at",
      title: t("office.audit.at"),
      render: (e) => formatMomentTime(intl, e.at),
    },
    {
      key: "actor",
      title: t("office.audit.actor"),
      render: (e) => (e.actor ? name(e.actor) : t("office.audit.commandLine")),
    },
    {
      key: "what",
      title: t("office.audit.what"),
      render: (e) => (
        <Cell>
          <span>{t(`office.audit.kind.${e.kind}`)}</span>
          {e.person && <small>{name(e.person)}</small>}
          {e.subject && (
            <small>
              {e.kind === "role.changed" ? t(`office.roles.role.${e.subject}` as never) : e.subject}
            </small>
          )}
        </Cell>
      ),
    },
    {
      key: "changes",
      title: t("office.audit.changes"),
      render: (e) => (
        <Changes>
          {e.changes.map((change) => (
            <li key={change.field}>{changeText(change, e.kind)}</li>
          ))}
        </Changes>
      ),
    },
  ];

  return (
    <Section
      title={t("office.route.audit")}
      extra={
        filter.person !== undefined ? (
          <NavLink to={AUDIT}>{t("office.audit.everyone")}</NavLink>
        ) : undefined
      }
    >
      {filter.person !== undefined && (
        <p>
          {about
            ? t("office.audit.aboutPerson", { name: name(about) })
            : t("office.audit.aboutOne")}
        </p>
      )}
      <FilterBar aria-label={t("office.audit.filters")} onSubmit={(e) => e.preventDefault()}>
        <label>
          {t("office.audit.kind")}
          <Select
            value={filter.kind ?? ""}
            placeholder={t("office.audit.anyKind")}
            options={AUDIT_KINDS.map((kind) => ({
              value: kind,
              label: t(`office.audit.kind.${kind}`),
            }))}
            onChange={(event) => setFilter("kind", event.target.value)}
          />
        </label>
      </FilterBar>
      <QueryTable
        caption={t("office.audit.caption")}
        columns={columns}
        list={list}
        empty={<Empty title={t("office.audit.empty")} />}
      />
    </Section>
  );
}

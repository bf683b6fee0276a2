import {
  ECA_APPROVALS,
  ECA_GRADES,
  ECA_REGIONS,
  ECA_SEMESTERS,
  ECA_SOURCES,
  type EcaEventRow,
} from "@campus/contract";
import { can, formatDay, useIntl, useLocale, useSession, useT } from "@campus/core";
import {
  Button,
  Empty,
  FilterBar,
  FilterSearch,
  Input,
  NavLink,
  QueryTable,
  RadioGroup,
  Section,
  Select,
  type TableColumn,
  theme,
  type UiMessageId,
  usePagedQuery,
  useSearchParams,
  useSetFilter,
} from "@campus/ui";
import { useState, type FormEvent } from "react";
import styled from "styled-components";
import { useEcaEvents } from "../../api/eca-events";
import { useEcaSettings } from "../../api/eca-settings";
import type { EcaMessageId } from "../../messages/message-ids";
import { decimal, nameOf, yearLabel } from "../../components/names";
import { EVENT, eventPath, EVENTS_ROUTE } from "../../routing/pages";
import { EcaStatus, statusLabel } from "../../statuses";
import { filterOf } from "./event-filter";

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: center;
  .button {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 ${theme.space.md};
    border-radius: ${theme.radius.md};
    background: ${theme.color.primary};
    color: ${theme.color.onPrimary};
    text-decoration: none;
    font-weight: ${theme.font.weight.medium};
  }
`;

const Name = styled.span`
  display: grid;
  small {
    color: ${theme.color.textSecondary};
  }
`;

/**
 * The school's ECA events (`/smarteca/events`, teachers and the office), latest first: all of
 * them or "my list" (those I created or answer for), narrowed by school year, semester,
 * category, tag, region, grade, status and source, or found by code or name. Filters live in
 * the address, so a reload or a shared link shows the same list.
 */
export function EventsPage() {
  const t = useT<EcaMessageId | UiMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  const [params] = useSearchParams();
  const filter = filterOf(params);
  const list = usePagedQuery(useEcaEvents, {}, filter);
  const settings = useEcaSettings().data;
  const [search, setSearch] = useState(filter.q ?? "");
  const permissions = useSession((s) => s.user?.permissions);
  const mayAdd = can(permissions, EVENTS_ROUTE, "add");

  const setFilter = useSetFilter();
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilter("q", search.trim());
  };
  const choose = (
    name: string,
    label: string,
    value: string | number | undefined,
    options: { value: string; label: string }[],
  ) => (
    <label>
      {label}
      <Select
        value={value === undefined ? "" : String(value)}
        placeholder={t("eca.events.any")}
        options={options}
        onChange={(event) => setFilter(name, event.target.value)}
      />
    </label>
  );
  const words = <T extends string>(values: readonly T[], label: (v: T) => string) =>
    values.map((v) => ({ value: v, label: label(v) }));

  const columns: TableColumn<EcaEventRow>[] = [
    {
      key: "name",
      title: t("eca.event.name"),
      render: (e) => (
        <Name>
          <NavLink to={eventPath(e.id)}>
            <strong>{nameOf(locale, e)}</strong>
          </NavLink>
          <small>{e.code}</small>
        </Name>
      ),
    },
    { key: "category", title: t("eca.event.category"), render: (e) => nameOf(locale, e.category) },
    {
      key: "when",
      title: t("eca.event.when"),
      render: (e) =>
        e.starts_on === e.ends_on
          ? formatDay(intl, e.starts_on)
          : t("eca.event.span", {
              from: formatDay(intl, e.starts_on),
              to: formatDay(intl, e.ends_on),
            }),
    },
    {
      key: "students",
      title: t("eca.event.students"),
      render: (e) => t("eca.event.studentCount", { count: e.students }),
    },
    {
      key: "average",
      title: t("eca.event.average"),
      render: (e) =>
        e.average_score === null ? t("eca.event.noAverage") : decimal(locale, e.average_score),
      hideOnMobile: true,
    },
    {
      key: "source",
      title: t("eca.event.source"),
      render: (e) => t(`eca.source.${e.source}`),
      hideOnMobile: true,
    },
    {
      key: "status",
      title: t("eca.event.status"),
      render: (e) => <EcaStatus kind="approval" status={e.status} />,
    },
  ];

  return (
    <Section
      title={t("eca.route.events")}
      extra={
        <Bar>
          {mayAdd && (
            <NavLink to={EVENT} className="button">
              {t("eca.events.add")}
            </NavLink>
          )}
          <RadioGroup
            legend={t("eca.events.lists")}
            hideLegend
            appearance="button"
            direction="horizontal"
            value={filter.mine ? "mine" : "all"}
            onChange={(value) => setFilter("mine", value === "mine" ? "1" : "")}
            options={[
              { value: "all", label: t("eca.events.all") },
              { value: "mine", label: t("eca.events.mine") },
            ]}
          />
        </Bar>
      }
    >
      <FilterBar role="search" onSubmit={onSearch} aria-label={t("eca.events.filters")}>
        <FilterSearch>
          <Input
            type="search"
            aria-label={t("eca.events.search")}
            placeholder={t("eca.events.search")}
            value={search}
            maxLength={120}
            onChange={(event) => setSearch(event.target.value)}
            onClear={() => setFilter("q", "")}
          />
          <Button type="submit">{t("eca.events.find")}</Button>
        </FilterSearch>
        {choose(
          "year",
          t("eca.event.schoolYear"),
          filter.school_year,
          (settings?.school_years ?? []).map((y) => ({ value: String(y), label: yearLabel(y) })),
        )}
        {choose(
          "semester",
          t("eca.event.semester"),
          filter.semester,
          words(ECA_SEMESTERS, (v) => t(`eca.semester.${v}`)),
        )}
        {choose(
          "category",
          t("eca.event.category"),
          filter.category_id,
          (settings?.categories ?? []).map((c) => ({
            value: String(c.id),
            label: nameOf(locale, c),
          })),
        )}
        {choose(
          "tag",
          t("eca.event.tag"),
          filter.tag_id,
          (settings?.tags ?? []).map((c) => ({ value: String(c.id), label: nameOf(locale, c) })),
        )}
        {choose(
          "region",
          t("eca.event.region"),
          filter.region,
          words(ECA_REGIONS, (v) => t(`eca.region.${v}`)),
        )}
        {choose(
          "grade",
          t("eca.event.grade"),
          filter.grade,
          words(ECA_GRADES, (v) => t(`eca.grade.${v}`)),
        )}
        {choose(
          "status",
          t("eca.event.status"),
          filter.status,
          words(ECA_APPROVALS, (v) => t(statusLabel("approval", v))),
        )}
        {choose(
          "source",
          t("eca.event.source"),
          filter.source,
          words(ECA_SOURCES, (v) => t(`eca.source.${v}`)),
        )}
      </FilterBar>
      <QueryTable
        caption={t(filter.mine ? "eca.events.mine" : "eca.events.all")}
        columns={columns}
        list={list}
        empty={<Empty title={t("eca.events.empty")} />}
      />
    </Section>
  );
}

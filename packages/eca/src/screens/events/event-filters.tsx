import {
  ECA_APPROVALS,
  ECA_GRADES,
  ECA_REGIONS,
  ECA_SEMESTERS,
  ECA_SOURCES,
} from "@campus/contract";
import { useLocale, useT } from "@campus/core";
import {
  Button,
  FilterBar,
  FilterSearch,
  Input,
  Select,
  type UiMessageId,
  useSetFilter,
} from "@campus/ui";
import { useState, type FormEvent } from "react";
import type { EventFilter } from "../../api/eca-events";
import { useEcaSettings } from "../../api/eca-settings";
import type { EcaMessageId } from "../../messages/message-ids";
import { nameOf, yearLabel } from "../../components/names";
import { statusLabel } from "../../statuses";

const words = <T extends string>(values: readonly T[], label: (v: T) => string) =>
  values.map((v) => ({ value: v, label: label(v) }));

/**
 * The list's search (by code or name, on submit) and its filters, each one a choice that goes
 * into the address at once.
 */
export function EventFilters({ filter }: { filter: EventFilter }) {
  const t = useT<EcaMessageId | UiMessageId>();
  const locale = useLocale();
  const settings = useEcaSettings().data;
  const [search, setSearch] = useState(filter.q ?? "");
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

  return (
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
  );
}

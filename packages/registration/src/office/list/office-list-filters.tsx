import { APPLICATION_STATUSES, FEE_STATUSES, INTERVIEW_STATUSES } from "@campus/contract";
import { useT } from "@campus/core";
import {
  Button,
  FilterBar,
  FilterSearch,
  Input,
  Select,
  type UiMessageId,
  useSearchParams,
  useSetFilter,
} from "@campus/ui";
import { useState, type FormEvent } from "react";
import type { OfficeFilter } from "../../api/registration-office-applications";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { statusLabel } from "../../statuses";

/** The filters the address carries, each checked against its states (a stray value is none). */
function filterOf(params: URLSearchParams): OfficeFilter {
  const pick = <T extends string>(name: string, states: readonly T[]) => {
    const value = params.get(name);
    return states.find((state) => state === value);
  };
  return {
    status: pick("status", APPLICATION_STATUSES),
    fee_status: pick("fee", FEE_STATUSES),
    interview_status: pick("interview", INTERVIEW_STATUSES),
    search: params.get("q")?.trim() || undefined,
  };
}

/** The list's filters, as the address has them now. */
export function useOfficeListFilter(): OfficeFilter {
  const [params] = useSearchParams();
  return filterOf(params);
}

/**
 * The list's search and its three state filters; each change goes to the address (the search
 * when it is sent), where `useOfficeListFilter` reads it back.
 */
export function OfficeListFilters({ filter }: { filter: OfficeFilter }) {
  const t = useT<RegistrationMessageId | UiMessageId>();
  const [search, setSearch] = useState(filter.search ?? "");
  const setFilter = useSetFilter();
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilter("q", search.trim());
  };

  const options = <K extends "status" | "fee" | "interviewStatus">(
    kind: K,
    states: readonly string[],
  ) =>
    states.map((state) => ({
      value: state,
      label: t(statusLabel(kind, state as never)),
    }));

  return (
    <FilterBar role="search" onSubmit={onSearch} aria-label={t("registration.office.filters")}>
      <FilterSearch>
        <Input
          type="search"
          aria-label={t("registration.office.search")}
          placeholder={t("registration.office.search")}
          value={search}
          maxLength={60}
          onChange={(event) => setSearch(event.target.value)}
          onClear={() => setFilter("q", "")}
        />
        <Button type="submit">{t("registration.office.find")}</Button>
      </FilterSearch>
      <label>
        {t("registration.office.status")}
        <Select
          value={filter.status ?? ""}
          placeholder={t("registration.office.any")}
          options={options("status", APPLICATION_STATUSES)}
          onChange={(event) => setFilter("status", event.target.value)}
        />
      </label>
      <label>
        {t("registration.office.fee")}
        <Select
          value={filter.fee_status ?? ""}
          placeholder={t("registration.office.any")}
          options={options("fee", FEE_STATUSES)}
          onChange={(event) => setFilter("fee", event.target.value)}
        />
      </label>
      <label>
        {t("registration.office.interview")}
        <Select
          value={filter.interview_status ?? ""}
          placeholder={t("registration.office.any")}
          options={options("interviewStatus", INTERVIEW_STATUSES)}
          onChange={(event) => setFilter("interview", event.target.value)}
        />
      </label>
    </FilterBar>
  );
}

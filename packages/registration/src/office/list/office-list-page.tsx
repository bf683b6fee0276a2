import {
  APPLICATION_STATUSES,
  DECIDE_MANY_MAX,
  DECISION_MOVES,
  FEE_STATUSES,
  INTERVIEW_STATUSES,
  REGISTRATION_EXPORT_PATH,
  type ApplicationSummary,
} from "@campus/contract";
import { can, formatMoment, useIntl, useSaveFile, useSession, useT } from "@campus/core";
import {
  Button,
  Checkbox,
  Empty,
  FilterBar,
  FilterSearch,
  Input,
  NavLink,
  QueryTable,
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
import { useRegistrationSchool } from "../../api/registration-api";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { RegistrationStatus, statusLabel } from "../../statuses";
import { useOfficeApplications, type OfficeFilter } from "../office-api";
import { BulkDecisions } from "./bulk-decisions";
import { officeScreen } from "../office-screen";
import { officeDetailPath, OFFICE_ROUTE, SESSIONS } from "../office-pages";

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: center;
`;

/** Whether some decision of the office applies to an application in its state. */
const decidable = (a: ApplicationSummary) =>
  Object.values(DECISION_MOVES).some((move) => move.from.includes(a.status));

const Tags = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

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

/**
 * The school office's applications (`/registration/office`, staff): every submitted application
 * of the school, oldest first, narrowed by its state, its fee (slips to check are "paying") and
 * its interview, or found by number or child's name. Filters live in the address, so a reload
 * or a shared link shows the same list.
 */
function OfficeListScreen() {
  const t = useT<RegistrationMessageId | UiMessageId>();
  const intl = useIntl();
  const [params] = useSearchParams();
  const filter = filterOf(params);
  const list = usePagedQuery(useOfficeApplications, { pageSize: 20 }, filter);
  const [search, setSearch] = useState(filter.search ?? "");
  const schoolCode = useSession((s) => s.user?.school?.code ?? null);
  const school = useRegistrationSchool(schoolCode).data;
  const classes = school?.classes ?? [];
  const permissions = useSession((s) => s.user?.permissions);
  const mayExport = can(permissions, OFFICE_ROUTE, "get");
  const mayDecide = can(permissions, OFFICE_ROUTE, "edit");
  // Chosen applications stay chosen across the list's pages.
  const [chosen, setChosen] = useState<ReadonlyMap<number, ApplicationSummary>>(new Map());
  const choose = (rows: ApplicationSummary[], on: boolean) =>
    setChosen((current) => {
      const next = new Map(current);
      for (const a of rows)
        if (!on) next.delete(a.id);
        else if (next.size < DECIDE_MANY_MAX) next.set(a.id, a);
      return next;
    });
  const pageRows = (list.query.data?.list ?? []).filter(decidable);
  const pageChosen = pageRows.filter((a) => chosen.has(a.id)).length;
  const saveFile = useSaveFile();
  const [exporting, setExporting] = useState(false);
  // The list as it is filtered, as a workbook (the server reads the same filters).
  const exportList = async () => {
    const query = new URLSearchParams(
      Object.entries(filter).flatMap(([key, value]) => (value ? [[key, value]] : [])),
    );
    setExporting(true);
    try {
      await saveFile(
        `${REGISTRATION_EXPORT_PATH}?${query}`,
        t("registration.office.export.file", {
          year: (school?.intake_year ?? "").replace("/", "-"),
        }),
      );
    } catch {
      // The call's error path has said what went wrong.
    } finally {
      setExporting(false);
    }
  };

  const setFilter = useSetFilter();
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilter("q", search.trim());
  };

  const columns: TableColumn<ApplicationSummary>[] = [
    ...(mayDecide
      ? [
          {
            key: "pick",
            title: t("registration.office.bulk.pick"),
            render: (a: ApplicationSummary) =>
              decidable(a) && (
                <Checkbox
                  checked={chosen.has(a.id)}
                  onChange={(event) => choose([a], event.currentTarget.checked)}
                  aria-label={t("registration.office.bulk.pickOf", { number: a.number })}
                />
              ),
          },
        ]
      : []),
    {
      key: "number",
      title: t("registration.history.number"),
      render: (a) => <NavLink to={officeDetailPath(a.id)}>{a.number}</NavLink>,
    },
    {
      key: "child",
      title: t("registration.office.child"),
      render: (a) => a.child_name || t("registration.history.unnamed"),
    },
    {
      key: "class",
      title: t("registration.history.class"),
      render: (a) => classes.find((c) => c.code === a.class_code)?.name ?? a.class_code,
    },
    {
      key: "submitted",
      title: t("registration.history.submittedAt"),
      render: (a) => (a.submitted_at ? formatMoment(intl, a.submitted_at) : ""),
    },
    {
      key: "states",
      title: t("registration.office.states"),
      render: (a) => (
        <Tags>
          <RegistrationStatus kind="status" status={a.status} />
          <RegistrationStatus kind="fee" status={a.fee_status} />
          <RegistrationStatus kind="interviewStatus" status={a.interview_status} />
        </Tags>
      ),
    },
  ];

  const options = <K extends "status" | "fee" | "interviewStatus">(
    kind: K,
    states: readonly string[],
  ) =>
    states.map((state) => ({
      value: state,
      label: t(statusLabel(kind, state as never)),
    }));

  return (
    <Section
      title={t("registration.office.route.list")}
      extra={
        <Tools>
          <NavLink to={SESSIONS}>{t("registration.office.route.sessions")}</NavLink>
          {mayExport && (
            <Button loading={exporting} onClick={() => void exportList()}>
              {t("registration.office.export.button")}
            </Button>
          )}
        </Tools>
      }
    >
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
      {/* Shown when there is something to choose, or something chosen on another page. */}
      {mayDecide && (pageRows.length > 0 || chosen.size > 0) && (
        <>
          <Checkbox
            checked={pageRows.length > 0 && pageChosen === pageRows.length}
            indeterminate={pageChosen > 0 && pageChosen < pageRows.length}
            disabled={pageRows.length === 0}
            onChange={(event) => choose(pageRows, event.currentTarget.checked)}
          >
            {t("registration.office.bulk.pickPage")}
          </Checkbox>
          <BulkDecisions
            chosen={chosen}
            onDecided={(ids) =>
              setChosen((current) => new Map([...current].filter(([id]) => !ids.includes(id))))
            }
          />
        </>
      )}
      <QueryTable
        caption={t("registration.office.route.list")}
        columns={columns}
        list={list}
        empty={<Empty title={t("registration.office.empty")} />}
      />
    </Section>
  );
}

export const OfficeListPage = officeScreen(OfficeListScreen);

import { DECIDE_MANY_MAX, type ApplicationSummary } from "@campus/contract";
import { can, useSession, useT } from "@campus/core";
import {
  Button,
  Checkbox,
  Empty,
  NavLink,
  QueryTable,
  Section,
  theme,
  type UiMessageId,
  usePagedQuery,
} from "@campus/ui";
import { useState } from "react";
import styled from "styled-components";
import { useOfficeApplications } from "../../api/registration-office-applications";
import { useRegistrationSchool } from "../../api/registration-school";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { BulkDecisions } from "./bulk-decisions";
import { officeScreen } from "../office-screen";
import { OFFICE_ROUTE, SESSIONS } from "../office-pages";
import { decidable, useOfficeListColumns } from "./office-list-columns";
import { OfficeListFilters, useOfficeListFilter } from "./office-list-filters";
import { useListExport } from "./use-list-export";

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: center;
`;

/**
 * The school office's applications (`/registration/office`, staff): every submitted application
 * of the school, oldest first, narrowed by its state, its fee (slips to check are "paying") and
 * its interview, or found by number or child's name. Filters live in the address, so a reload
 * or a shared link shows the same list.
 */
function OfficeListScreen() {
  const t = useT<RegistrationMessageId | UiMessageId>();
  const filter = useOfficeListFilter();
  const list = usePagedQuery(useOfficeApplications, { pageSize: 20 }, filter);
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
  const { exporting, exportList } = useListExport(filter, school?.intake_year);
  const columns = useOfficeListColumns({ mayDecide, chosen, choose, classes });

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
      <OfficeListFilters filter={filter} />
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

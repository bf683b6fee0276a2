import type { EcaDashboard } from "@campus/contract";
import { useT } from "@campus/core";
import { Button, Link, Select, theme, type UiMessageId } from "@campus/ui";
import styled from "styled-components";
import type { EcaMessageId } from "../../messages/message-ids";
import { yearLabel } from "../../components/names";
import { DASHBOARD } from "../../routing/pages";
import { useScopeName } from "./use-scope-name";

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm} ${theme.space.md};
  align-items: end;
  margin-bottom: ${theme.space.md};
  label {
    display: grid;
    gap: ${theme.space.xs};
    font-size: ${theme.font.size.sm};
  }
`;

const Crumbs = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  margin: 0 0 ${theme.space.md};
  padding: 0;
  list-style: none;
  li + li::before {
    content: "›";
    margin-inline-end: ${theme.space.xs};
    color: ${theme.color.textSecondary};
  }
`;

/** The school year and semester shown, and (to whoever may) the export of the tables. */
export function DashboardFilters({
  data,
  onChange,
  onExport,
}: {
  data: EcaDashboard;
  onChange: (changes: Record<string, string | null>) => void;
  /** Absent when the user may not export. */
  onExport?: () => void;
}) {
  const t = useT<EcaMessageId | UiMessageId>();
  return (
    <Bar role="search" aria-label={t("eca.dashboard.filters")}>
      <label>
        {t("eca.profile.schoolYear")}
        <Select
          value={String(data.school_year)}
          options={data.school_years.map((y) => ({ value: String(y), label: yearLabel(y) }))}
          onChange={(event) => onChange({ year: event.target.value })}
        />
      </label>
      <label>
        {t("eca.dashboard.semester")}
        <Select
          value={data.semester ?? ""}
          placeholder={t("eca.dashboard.wholeYear")}
          options={(["first", "second"] as const).map((s) => ({
            value: s,
            label: t(`eca.semester.${s}`),
          }))}
          onChange={(event) => onChange({ semester: event.target.value })}
        />
      </label>
      {onExport && <Button onClick={onExport}>{t("eca.dashboard.export")}</Button>}
    </Bar>
  );
}

/** The way down to the scope shown: the school, its grade, its class (the last one current). */
export function ScopeCrumbs({ data }: { data: EcaDashboard }) {
  const t = useT<EcaMessageId>();
  const scopeName = useScopeName();
  return (
    <nav aria-label={t("eca.dashboard.scopes")}>
      <Crumbs>
        <li>
          {data.scope === "school" ? (
            <span aria-current="page">{t("eca.dashboard.scope.school")}</span>
          ) : (
            <Link to={DASHBOARD}>{t("eca.dashboard.scope.school")}</Link>
          )}
        </li>
        {data.grade && (
          <li>
            {data.scope === "grade" ? (
              <span aria-current="page">{scopeName("grade", data.grade)}</span>
            ) : (
              <Link to={`${DASHBOARD}?grade=${data.grade}`}>{scopeName("grade", data.grade)}</Link>
            )}
          </li>
        )}
        {data.class_name && (
          <li>
            <span aria-current="page">{data.class_name}</span>
          </li>
        )}
      </Crumbs>
    </nav>
  );
}

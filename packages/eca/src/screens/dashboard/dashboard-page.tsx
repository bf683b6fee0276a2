import {
  ECA_DASHBOARD_EXPORT_PATH,
  ECA_SEMESTERS,
  type EcaDashboard,
  type EcaFigures,
} from "@campus/contract";
import { can, useIntl, useLocale, useSaveFile, useSession, useT } from "@campus/core";
import {
  Button,
  Empty,
  Progress,
  Section,
  Skeleton,
  theme,
  useSearchParams,
  type UiMessageId,
} from "@campus/ui";
import styled from "styled-components";
import { useEcaDashboard } from "../../api/eca-dashboard";
import { useRegion } from "../../api/eca-settings";
import { InsightTexts } from "../../components/insight-texts";
import type { EcaMessageId } from "../../messages/message-ids";
import { decimal, yearLabel } from "../../components/names";
import { DASHBOARD_ROUTE } from "../../routing/pages";
import { DashboardFilters, ScopeCrumbs } from "./dashboard-filters";
import { AwardLevels, CategoryScores, ScopeRows, TopTraits } from "./dashboard-tables";
import { useScopeName } from "./use-scope-name";

const Cards = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: ${theme.space.sm};
  margin: 0 0 ${theme.space.lg};
  > div {
    display: grid;
    gap: ${theme.space.xs};
    padding: ${theme.space.md};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.md};
    background: ${theme.color.surface};
  }
  dt {
    color: ${theme.color.textSecondary};
    font-size: ${theme.font.size.sm};
  }
  dd {
    margin: 0;
    font-size: ${theme.font.size.xl};
    font-weight: ${theme.font.weight.bold};
  }
  dd.more {
    display: grid;
    gap: ${theme.space.xs};
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.regular};
  }
  small {
    color: ${theme.color.textSecondary};
  }
`;

type Metric = "participation" | "hours_per_student" | "average_score" | "awards";

function Figures({ data }: { data: EcaDashboard }) {
  const t = useT<EcaMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  const scopeName = useScopeName();
  const percent = (n: number) =>
    intl.formatNumber(n / 100, { style: "percent", maximumFractionDigits: 1 });
  const value = (metric: Metric, f: EcaFigures) =>
    metric === "participation"
      ? percent(f.participation)
      : metric === "awards"
        ? intl.formatNumber(f.awards)
        : decimal(locale, f[metric]);
  const card = (metric: Metric, title: EcaMessageId) => (
    <div key={metric}>
      <dt>{t(title)}</dt>
      <dd>{value(metric, data.figures)}</dd>
      {metric === "participation" && (
        <dd className="more">
          <Progress percent={data.figures.participation} label={t(title)} hideText />
          <small>
            {t("eca.dashboard.participants", {
              participants: data.figures.participants,
              students: data.figures.students,
            })}
          </small>
        </dd>
      )}
      {data.compare.map((c) => (
        <dd key={c.scope} className="more">
          <small>
            {t("eca.dashboard.compareWith", {
              scope: scopeName(c.scope, c.key),
              value: value(metric, c.figures),
            })}
          </small>
        </dd>
      ))}
    </div>
  );
  return (
    <Cards>
      {card("participation", "eca.dashboard.participation")}
      {card("hours_per_student", "eca.dashboard.hoursPerStudent")}
      {card("average_score", "eca.dashboard.averageScore")}
      {card("awards", "eca.dashboard.awards")}
    </Cards>
  );
}

/**
 * The ECA dashboard (`/smarteca/dashboard`, spec §1, §2): a school year's or semester's
 * participation, hours, scores and awards of the school, a grade (`?grade=4`) or a class
 * (`?class=4A`) beside the wider scopes; the grades, classes or students below as rows to drill
 * into (a student opens their detail); scores by category charted and tabled; awards by level;
 * the traits most confirmed; the tables exported as a workbook.
 */
function Dashboard() {
  const t = useT<EcaMessageId | UiMessageId>();
  const saveFile = useSaveFile();
  const [params, setParams] = useSearchParams();
  const scopeName = useScopeName();
  const region = useRegion();
  const permissions = useSession((s) => s.user?.permissions);
  const mayExport = can(permissions, DASHBOARD_ROUTE, "export");
  const request = {
    school_year: Number(params.get("year")) || undefined,
    semester: ECA_SEMESTERS.find((s) => s === params.get("semester")),
    grade: params.get("grade") ?? undefined,
    class_name: params.get("class") ?? undefined,
  };
  const dashboard = useEcaDashboard(request);
  const set = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes))
        if (value) next.set(name, value);
        else next.delete(name);
      return next;
    });

  if (dashboard.isPending) return <Skeleton lines={10} />;
  if (dashboard.isError || !dashboard.data)
    return (
      <Empty
        role="alert"
        title={t("eca.dashboard.loadFailed")}
        action={<Button onClick={() => void dashboard.refetch()}>{t("eca.retry")}</Button>}
      />
    );
  const data = dashboard.data;
  const here = scopeName(data.scope, data.class_name ?? data.grade ?? "");
  const exportTables = async () => {
    const query = new URLSearchParams(
      Object.entries(request).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
    );
    await saveFile(
      `${ECA_DASHBOARD_EXPORT_PATH}?${query}`,
      t("eca.dashboard.exportFile", { scope: here, year: yearLabel(data.school_year) }),
    );
  };

  return (
    <>
      <DashboardFilters
        data={data}
        onChange={set}
        onExport={mayExport ? () => void exportTables().catch(() => undefined) : undefined}
      />
      <ScopeCrumbs data={data} />
      <Figures data={data} />

      <ScopeRows data={data} year={params.get("year")} />

      <CategoryScores data={data} here={here} />

      <AwardLevels data={data} region={region} />

      <TopTraits data={data} />
    </>
  );
}

export function DashboardPage() {
  return (
    <InsightTexts>
      <Page />
    </InsightTexts>
  );
}

function Page() {
  const t = useT<EcaMessageId>();
  return (
    <Section title={t("eca.route.dashboard")}>
      <Dashboard />
    </Section>
  );
}

import { useLocale, useSession, useT } from "@campus/core";
import {
  Button,
  Empty,
  retryableLazy,
  Section,
  Select,
  Skeleton,
  Tabs,
  theme,
  useSearchParams,
  type UiMessageId,
  useSetFilter,
} from "@campus/ui";
import { Suspense } from "react";
import styled from "styled-components";
import { useEcaProfile } from "../../api/eca-profile";
import { InsightTexts } from "../../components/insight-texts";
import type { EcaMessageId } from "../../messages/message-ids";
import { studentLabel, yearLabel } from "../../components/names";
import { ProfileOverview } from "./profile-overview";

// The overview is what the page opens on; the other tabs and the staff's student picker load
// when asked, so a family's first screen stays within the element budget (tests/budgets).
const RecordsPage = retryableLazy(() => import("./records-page").then((m) => m.RecordsPage));
const SlpRecord = retryableLazy(() => import("./slp-record").then((m) => m.SlpRecord));
const OeaView = retryableLazy(() => import("./slp-record").then((m) => m.OeaView));
const StudentPicker = retryableLazy(() => import("./student-picker").then((m) => m.StudentPicker));

const Year = styled.label`
  display: inline-grid;
  gap: ${theme.space.xs};
  margin-bottom: ${theme.space.md};
  font-size: ${theme.font.size.sm};
  @media print {
    display: none;
  }
`;

const TABS = ["overview", "records", "slp", "oea"] as const;
type Tab = (typeof TABS)[number];

const idOf = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id < 2_147_483_648 ? id : undefined;
};

/**
 * One student's views: the overview (traits, scores beside the class and grade, timeline), the
 * Student Learning Profile to print, and the JUPAS OEA list. `studentId` is the one a teacher or
 * the office chose; a family's is their own.
 */
function Profile({ studentId, family }: { studentId?: number; family: boolean }) {
  const t = useT<EcaMessageId | UiMessageId>();
  const locale = useLocale();
  const [params] = useSearchParams();
  // A records filter in the address (`?show=rejected`, what a notice links to) is the records tab.
  const asked =
    TABS.find((x) => x === params.get("tab")) ?? (params.has("show") ? "records" : undefined);
  const tab: Tab = asked === "records" && !family ? "overview" : (asked ?? "overview");
  const year = Number(params.get("year")) || undefined;
  const profile = useEcaProfile({ studentId, schoolYear: year, enabled: tab !== "records" });
  const set = useSetFilter();

  const body = () => {
    if (tab === "records") return <RecordsPage />;
    if (profile.isPending) return <Skeleton lines={8} />;
    if (profile.isError || !profile.data)
      return (
        <Empty
          role="alert"
          title={t("eca.profile.notFound")}
          action={<Button onClick={() => void profile.refetch()}>{t("eca.retry")}</Button>}
        />
      );
    const data = profile.data;
    if (tab === "slp") return <SlpRecord profile={data} />;
    if (tab === "oea") return <OeaView profile={data} />;
    return (
      <>
        <Year>
          {t("eca.profile.schoolYear")}
          <Select
            value={String(data.school_year)}
            options={data.school_years.map((y) => ({ value: String(y), label: yearLabel(y) }))}
            onChange={(event) => set("year", event.target.value)}
          />
        </Year>
        <ProfileOverview profile={data} />
      </>
    );
  };

  const tabs = TABS.filter((x) => family || x !== "records");
  return (
    <>
      {!family && profile.data && <h3>{studentLabel(locale, profile.data.student)}</h3>}
      <Tabs
        activeKey={tab}
        onChange={(key) => set("tab", key === "overview" ? null : key)}
        items={tabs.map((key) => ({
          key,
          label: t(`eca.profile.tab.${key}`),
          content:
            key === tab ? <Suspense fallback={<Skeleton lines={8} />}>{body()}</Suspense> : null,
        }))}
      />
    </>
  );
}

function Page() {
  const t = useT<EcaMessageId>();
  const [params] = useSearchParams();
  const roles = useSession((s) => s.user?.roles ?? []);
  const family = !roles.includes("teacher") && !roles.includes("staff");
  const studentId = idOf(params.get("student"));
  return (
    <Section title={t("eca.route.detail")}>
      {family || studentId !== undefined ? (
        <Profile
          key={studentId ?? "own"}
          studentId={family ? undefined : studentId}
          family={family}
        />
      ) : (
        <Suspense fallback={<Skeleton lines={4} />}>
          <StudentPicker />
        </Suspense>
      )}
    </Section>
  );
}

/**
 * A student's ECA (`/smarteca/detail`, spec §2: "ECA dashboard, student detail"): a student or
 * parent sees their own (child's) overview, records, SLP and OEA; a teacher or the office
 * chooses a student (`?student=`) and sees the same, as the server allows.
 */
export function DetailPage() {
  return (
    <InsightTexts>
      <Page />
    </InsightTexts>
  );
}

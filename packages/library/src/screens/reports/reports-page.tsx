import { LIBRARY_REPORT_PATH } from "@campus/contract";
import { can, useSaveFile, useSession, useT } from "@campus/core";
import { Button, DayInput, FilterBar, Section, Select, Tabs, type UiMessageId } from "@campus/ui";
import { useState } from "react";
import { useLibraryReportClasses } from "../../api/library-report-classes";
import { LibrarianTexts } from "../../components/librarian-texts";
import type { LibraryMessageId } from "../../messages/message-ids";
import { useReportFilter } from "./report-period";
import { BookReport, ClassReport, OverdueReport, ReaderReport } from "./report-tables";

/** The reports' permission code. */
const REPORTS_ROUTE = "library.reports";

/**
 * What the librarian is asked for every term (`/library/reports`, issue 38 §5): loans per class
 * and per student (reading awards), the most borrowed books, and today's overdue list by class —
 * on screen for a period and a class, and the four as one Excel workbook.
 */
function ReportsScreen() {
  const t = useT<LibraryMessageId | UiMessageId>();
  const { period, className, valid, set } = useReportFilter();
  const classes = useLibraryReportClasses(period, valid).data?.list ?? [];
  const mayExport = can(
    useSession((s) => s.user?.permissions),
    REPORTS_ROUTE,
    "export",
  );
  const saveFile = useSaveFile();
  const [exporting, setExporting] = useState(false);
  const download = async () => {
    setExporting(true);
    try {
      await saveFile(
        `${LIBRARY_REPORT_PATH}?${new URLSearchParams({ from: period.from, to: period.to })}`,
        t("library.report.file", { from: period.from, to: period.to }),
      );
    } catch {
      // The call's error path has said what went wrong.
    } finally {
      setExporting(false);
    }
  };
  const filter = { ...period, class_name: className };
  return (
    <Section
      title={t("library.route.reports")}
      extra={
        mayExport && (
          <Button loading={exporting} disabled={!valid} onClick={() => void download()}>
            {t("library.report.export")}
          </Button>
        )
      }
    >
      <FilterBar
        aria-label={t("library.report.period")}
        onSubmit={(event) => event.preventDefault()}
      >
        <label>
          {t("library.report.from")}
          <DayInput value={period.from} onChange={(day) => set("from", day)} />
        </label>
        <label>
          {t("library.report.to")}
          <DayInput value={period.to} onChange={(day) => set("to", day)} />
        </label>
        <label>
          {t("library.report.class")}
          <Select
            value={className ?? ""}
            placeholder={t("library.report.allClasses")}
            options={classes.map((c) => ({ value: c.class_name, label: c.class_name }))}
            onChange={(event) => set("class", event.target.value)}
          />
        </label>
      </FilterBar>
      {valid ? (
        <Tabs
          aria-label={t("library.route.reports")}
          items={[
            {
              key: "classes",
              label: t("library.report.tab.classes"),
              content: <ClassReport period={period} />,
            },
            {
              key: "readers",
              label: t("library.report.tab.readers"),
              content: <ReaderReport filter={filter} />,
            },
            {
              key: "books",
              label: t("library.report.tab.books"),
              content: <BookReport filter={filter} />,
            },
            {
              key: "overdue",
              label: t("library.report.tab.overdue"),
              content: <OverdueReport className={className} />,
            },
          ]}
        />
      ) : (
        <p role="alert">{t("library.report.badPeriod")}</p>
      )}
    </Section>
  );
}

/** The reports with the librarian's texts. */
export function ReportsPage() {
  return (
    <LibrarianTexts>
      <ReportsScreen />
    </LibrarianTexts>
  );
}

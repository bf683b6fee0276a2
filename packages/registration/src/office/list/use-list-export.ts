import { REGISTRATION_EXPORT_PATH } from "@campus/contract";
import { useSaveFile, useT } from "@campus/core";
import { useState } from "react";
import type { OfficeFilter } from "../../api/registration-office-applications";
import type { RegistrationMessageId } from "../../messages/message-ids";

/** The list as it is filtered, as a workbook (the server reads the same filters). */
export function useListExport(filter: OfficeFilter, intakeYear: string | undefined) {
  const t = useT<RegistrationMessageId>();
  const saveFile = useSaveFile();
  const [exporting, setExporting] = useState(false);
  const exportList = async () => {
    const query = new URLSearchParams(
      Object.entries(filter).flatMap(([key, value]) => (value ? [[key, value]] : [])),
    );
    setExporting(true);
    try {
      await saveFile(
        `${REGISTRATION_EXPORT_PATH}?${query}`,
        t("registration.office.export.file", {
          year: (intakeYear ?? "").replace("/", "-"),
        }),
      );
    } catch {
      // The call's error path has said what went wrong.
    } finally {
      setExporting(false);
    }
  };
  return { exporting, exportList };
}

import type { EcaDashboardScope } from "@campus/contract";
import { useT } from "@campus/core";
import type { EcaMessageId } from "../../messages/message-ids";

/** The scope's words: the school, a grade, a class. */
export function useScopeName() {
  const t = useT<EcaMessageId>();
  return (scope: EcaDashboardScope, key: string) =>
    scope === "school"
      ? t("eca.dashboard.scope.school")
      : scope === "grade"
        ? t("eca.dashboard.scope.grade", { grade: key })
        : key;
}

import type { CalendarWho } from "@campus/contract";
import { currentChild, useLocale, useSession, useT } from "@campus/core";
import { childName, RadioGroup } from "@campus/ui";
import type { CalendarMessageId } from "../messages/message-ids";

/** Whether the user can choose whose calendar: a parent with more than one child. */
export function useChoosesWho(): boolean {
  return useSession(
    (s) => !!s.user?.roles.includes("parent") && (s.user?.childsUser.length ?? 0) > 1,
  );
}

/** Whose calendar the address asks for: `who=all` for every child, else the current one. */
export const whoOf = (params: URLSearchParams): CalendarWho =>
  params.get("who") === "all" ? "all" : "current";

/**
 * A parent's choice between the current child (named: switched in the header) and all
 * children together, as a segmented control. Nothing for anyone else.
 */
export function WhoSwitch({
  value,
  onChange,
}: {
  value: CalendarWho;
  onChange: (who: CalendarWho) => void;
}) {
  const t = useT<CalendarMessageId>();
  const locale = useLocale();
  const chooses = useChoosesWho();
  const child = useSession((s) => currentChild(s.user));
  if (!chooses) return null;
  return (
    <RadioGroup
      legend={t("calendar.who.legend")}
      hideLegend
      appearance="button"
      value={value}
      onChange={(next) => onChange(next === "all" ? "all" : "current")}
      options={[
        {
          value: "current",
          label: child ? childName(child, locale) : t("calendar.who.current"),
        },
        { value: "all", label: t("calendar.who.all") },
      ]}
    />
  );
}

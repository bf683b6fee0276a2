import { parentUser, teacherUser } from "@campus/contract/fixtures";
import { useSearchString, type FeatureViewProps } from "@campus/ui";
import type { ComponentType } from "react";

/** Ms Wong, who teaches 4A's Chinese: her own timetable. */
export const teacher = teacherUser();

/** The school office: a teacher who also holds the staff role and the office's page. */
export const officeStaff = teacherUser({
  user_id: 9,
  user_name: "李志明",
  name_en: "Lee Chi Ming",
  roles: ["teacher", "staff"],
  permissions: { "calendar.schoolEvents": ["query", "get", "add", "edit", "delete"] },
});

/** Staff who may look but not change (no add, edit or delete). */
export const officeReader = teacherUser({
  user_id: 10,
  roles: ["teacher", "staff"],
  permissions: { "calendar.schoolEvents": ["query", "get"] },
});

export { parentUser };

/**
 * The screen, with the address's query shown under it: a play function reads what a click put
 * in the address (`month`, `day`, `who`…), as back, forward and reload would find it.
 */
export function withAddress(Screen: ComponentType) {
  return function ScreenAndAddress() {
    return (
      <>
        <Screen />
        <output data-testid="address">{useSearchString()}</output>
      </>
    );
  };
}

/** The school's full calendar page: a compact view's links point there in its stories. */
const onFullPage: FeatureViewProps["linkTo"] = (path) => ({ href: `/calendar.html#${path}` });

/** A compact view as its element shows it, with `full-page="/calendar.html"`. */
export function inAnElement(
  View: ComponentType<FeatureViewProps>,
  props: Omit<FeatureViewProps, "linkTo"> = {},
) {
  return function InAnElement() {
    return <View linkTo={onFullPage} {...props} />;
  };
}

import { parentUser } from "@campus/contract/fixtures";
import type { FeatureViewProps } from "@campus/ui";
import type { ScreenStoryProps } from "@campus/ui/testing";
import type { ComponentType } from "react";

/** The school's full library page: a compact view's links point there in its stories. */
const onFullPage: FeatureViewProps["linkTo"] = (path) => ({ href: `/library.html#${path}` });

/** A compact view as its element shows it, with `full-page="/library.html"`. */
export function inAnElement(
  View: ComponentType<FeatureViewProps>,
  props: Omit<FeatureViewProps, "linkTo"> = {},
) {
  return function InAnElement() {
    return <View linkTo={onFullPage} {...props} />;
  };
}

/** What every compact view's story shares: the library's home address, a signed-in parent. */
export function viewStoryArgs(
  screen: ComponentType,
  answers: ScreenStoryProps["answers"],
  onRuntime: ScreenStoryProps["onRuntime"],
): ScreenStoryProps {
  return {
    path: "/library/home?xschoolCode=DEMO",
    route: "/library/home",
    screen,
    answers,
    user: parentUser(),
    onRuntime,
  };
}

import { useT, type CoreMessageId } from "@campus/core";
import { PartBoundary, retryableLazy } from "@campus/ui";
import { Suspense } from "react";

/** The switch and the browser's push code: a part of its own, after the page's first screen. */
const PushSwitch = retryableLazy(() => import("./push-switch").then((m) => m.PushSwitch));

/**
 * Notifications on this device (decision 0049), where the page offers them: loaded after the
 * page; if its code cannot load, it says so where it would have been.
 */
export function Notifications() {
  const t = useT<CoreMessageId>();
  return (
    <PartBoundary text={t("core.error.chunk")}>
      <Suspense fallback={null}>
        <PushSwitch />
      </Suspense>
    </PartBoundary>
  );
}

import { useT } from "@campus/core";
import { NavLink, PageStack, useSearchParams } from "@campus/ui";
import { SandboxCashier } from "@campus/ui/cashier";
import { useLocation } from "wouter";
import { useSandboxAct, useSandboxOrder } from "../../api/family";
import type { FeesMessageId } from "../../messages/message-ids";
import { HOME } from "../../routing/pages";

/**
 * The demo's payment cashier for a school fee (`/fees/sandbox?trade_no=…`): the platform's sandbox
 * cashier, returning to the fee's result page. No money moves; 404 outside demo mode.
 */
export function SandboxPage() {
  const t = useT<FeesMessageId>();
  const [params] = useSearchParams();
  const tradeNo = params.get("trade_no") ?? "";
  const [, navigate] = useLocation();
  const order = useSandboxOrder(tradeNo);
  const act = useSandboxAct();
  return (
    <PageStack>
      <SandboxCashier
        order={order}
        act={(outcome, notify) => act.mutateAsync({ trade_no: tradeNo, outcome, notify })}
        onReturn={navigate}
        back={<NavLink to={HOME}>{t("fees.route.home")}</NavLink>}
      />
    </PageStack>
  );
}

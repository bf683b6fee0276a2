import { useT } from "@campus/core";
import { NavLink, useSearchParams } from "@campus/ui";
import { SandboxCashier } from "@campus/ui/cashier";
import { useLocation } from "wouter";
import { useSandboxAct } from "../../api/registration-sandbox-act";
import { useSandboxOrder } from "../../api/registration-sandbox-order";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { HISTORY, withSchool } from "../../routing/pages";
import { useSchoolCode } from "../../routing/registration-page";

/**
 * The demo's payment cashier for an application's fee (`/registration/sandbox?trade_no=…`): the
 * platform's sandbox cashier, returning to the fee's result page. No money moves; the server
 * answers 404 outside demo mode.
 */
export function SandboxCashierPage() {
  const t = useT<RegistrationMessageId>();
  const [params] = useSearchParams();
  const tradeNo = params.get("trade_no") ?? "";
  const code = useSchoolCode();
  const [, navigate] = useLocation();
  const order = useSandboxOrder(tradeNo);
  const act = useSandboxAct();
  return (
    <SandboxCashier
      order={order}
      act={(outcome, notify) => act.mutateAsync({ trade_no: tradeNo, outcome, notify })}
      onReturn={navigate}
      back={<NavLink to={withSchool(HISTORY, code)}>{t("registration.route.history")}</NavLink>}
    />
  );
}

import {
  SANDBOX_LATE_SECONDS,
  SANDBOX_NOTIFY,
  type SandboxNotify,
  type SandboxOutcome,
} from "@campus/contract";
import { formatMoment, useIntl, useT } from "@campus/core";
import {
  Button,
  NavLink,
  RadioGroup,
  Skeleton,
  theme,
  useAction,
  type UiMessageId,
} from "@campus/ui";
import { useState } from "react";
import styled from "styled-components";
import { useLocation, useParams } from "wouter";
import { useSandboxAct } from "../../api/registration-sandbox-act";
import { useSandboxOrder } from "../../api/registration-sandbox-order";
import { Notice } from "../../components/notice";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { withSchool, HISTORY } from "../../routing/pages";
import { useSchoolCode } from "../../routing/registration-page";
import { StepTexts } from "../../steps-texts";
import { METHOD_LABEL } from "./fee-card";
import { formatMoney } from "./money";

const Page = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  max-width: 32rem;
  h1 {
    margin: 0;
    font-size: ${theme.font.size.xl};
  }
`;

const Bill = styled.dl`
  display: grid;
  grid-template-columns: minmax(6em, max-content) minmax(0, 1fr);
  gap: ${theme.space.xs} ${theme.space.md};
  margin: 0;
  padding: ${theme.space.md};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  dt {
    color: ${theme.color.textSecondary};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Total = styled.dd`
  font-size: ${theme.font.size.xl};
  font-weight: ${theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

const NOTIFY_LABEL = {
  now: "registration.sandbox.notify.now",
  late: "registration.sandbox.notify.late",
  twice: "registration.sandbox.notify.twice",
  never: "registration.sandbox.notify.never",
} as const satisfies Record<SandboxNotify, RegistrationMessageId>;

/**
 * The demo's payment cashier (`/registration/sandbox/{trade no}`), standing in for WeChat Pay's
 * and Alipay's: the tester pays, cancels or fails, and chooses how the provider tells the school
 * (now, late, twice, never). No money moves; the server answers 404 outside demo mode.
 */
export function SandboxCashierPage() {
  return (
    <StepTexts>
      <SandboxCashier />
    </StepTexts>
  );
}

function SandboxCashier() {
  const t = useT<RegistrationMessageId | UiMessageId>();
  const intl = useIntl();
  const { tradeNo = "" } = useParams<{ tradeNo: string }>();
  const code = useSchoolCode();
  const [, navigate] = useLocation();
  const order = useSandboxOrder(tradeNo);
  const act = useSandboxAct();
  const [notify, setNotify] = useState<SandboxNotify>("now");
  const acting = useAction({
    run: (outcome: SandboxOutcome) => act.mutateAsync({ trade_no: tradeNo, outcome, notify }),
    done: ({ return_path }) => navigate(return_path),
  });

  const title = <h1>{t("registration.sandbox.title")}</h1>;
  if (order.isPending)
    return (
      <Page>
        {title}
        <Skeleton variant="text" lines={4} />
      </Page>
    );
  if (order.isError)
    return (
      <Page>
        {title}
        <Notice
          tone="danger"
          title={t("registration.sandbox.notFound")}
          action={
            <NavLink to={withSchool(HISTORY, code)}>{t("registration.route.history")}</NavLink>
          }
        />
      </Page>
    );
  const o = order.data;
  const busy = act.isPending;
  return (
    <Page>
      {title}
      <Notice tone="warning" title={t("registration.sandbox.warning")} />
      <Bill aria-label={t("registration.sandbox.bill")}>
        <dt>{t("registration.sandbox.method")}</dt>
        <dd>{t(METHOD_LABEL[o.method])}</dd>
        <dt>{t("registration.sandbox.merchant")}</dt>
        <dd>{o.merchant}</dd>
        <dt>{t("registration.sandbox.subject")}</dt>
        <dd>{o.subject}</dd>
        <dt>{t("registration.sandbox.tradeNo")}</dt>
        <dd>{o.trade_no}</dd>
        <dt>{t("registration.sandbox.expires")}</dt>
        <dd>{formatMoment(intl, o.expires_at)}</dd>
        <dt>{t("registration.sandbox.amount")}</dt>
        <Total>{formatMoney(intl, o.amount, o.currency)}</Total>
      </Bill>
      {o.state === "pending" ? (
        <>
          <RadioGroup
            legend={t("registration.sandbox.notifyLegend")}
            options={SANDBOX_NOTIFY.map((value) => ({
              value,
              label: t(NOTIFY_LABEL[value], { seconds: SANDBOX_LATE_SECONDS }),
            }))}
            value={notify}
            onChange={(value) => setNotify(value as SandboxNotify)}
            disabled={busy}
          />
          <Actions>
            <Button
              variant="primary"
              loading={busy && act.variables?.outcome === "pay"}
              disabled={busy}
              onClick={() => acting.run("pay")}
            >
              {t("registration.sandbox.pay")}
            </Button>
            <Button
              loading={busy && act.variables?.outcome === "cancel"}
              disabled={busy}
              onClick={() => acting.run("cancel")}
            >
              {t("registration.sandbox.cancel")}
            </Button>
            <Button
              variant="danger"
              loading={busy && act.variables?.outcome === "fail"}
              disabled={busy}
              onClick={() => acting.run("fail")}
            >
              {t("registration.sandbox.fail")}
            </Button>
          </Actions>
        </>
      ) : (
        <Notice
          title={t("registration.sandbox.ended")}
          action={<NavLink to={o.return_path}>{t("registration.sandbox.return")}</NavLink>}
        />
      )}
    </Page>
  );
}

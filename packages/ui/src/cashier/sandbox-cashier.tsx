import {
  SANDBOX_LATE_SECONDS,
  SANDBOX_NOTIFY,
  type SandboxNotify,
  type SandboxOrder,
  type SandboxOutcome,
} from "@campus/contract";
import {
  formatMoment,
  formatMoney,
  MoreTexts,
  useIntl,
  useT,
  type MessageLoader,
} from "@campus/core";
import { useState, type ReactNode } from "react";
import styled from "styled-components";
import { Button } from "../button/button";
import { useAction } from "../dialog/use-action";
import { RadioGroup } from "../radio/radio";
import { NavLink } from "../routing/routing";
import { Skeleton } from "../skeleton/skeleton";
import { theme } from "../theme/theme";
import type zhTW from "./texts/zh-TW.json";

/** The cashier's texts' ids (`ui.cashier.*`), loaded with the page alone. */
export type CashierMessageId = keyof typeof zhTW;

const loadCashierMessages: MessageLoader = (locale) => {
  if (locale === "zh-CN") return import("./texts/zh-CN.json").then((m) => m.default);
  if (locale === "en-US") return import("./texts/en-US.json").then((m) => m.default);
  return import("./texts/zh-TW.json").then((m) => m.default);
};
const LOADERS = [loadCashierMessages];

const Page = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  max-width: 32rem;
  h1 {
    margin: 0;
    font-size: ${theme.font.size.xl};
  }
`;

const Box = styled.div<{ $tone: "warning" | "danger" | "info" }>`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border: 1px solid ${(p) => (p.$tone === "info" ? theme.color.info : theme.color[p.$tone])};
  border-radius: ${theme.radius.md};
  background: ${(p) =>
    p.$tone === "info"
      ? theme.color.infoSoft
      : p.$tone === "danger"
        ? theme.color.dangerSoft
        : theme.color.warningSoft};
  p {
    margin: 0;
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

export interface SandboxCashierProps {
  /** The order as the sandbox answers it: loading, failed (not found), or there. */
  order: { isPending: boolean; isError: boolean; data?: SandboxOrder };
  /** The tester's payer acts; answers where the payer returns. */
  act: (outcome: SandboxOutcome, notify: SandboxNotify) => Promise<{ return_path: string }>;
  /** Goes to the page the payer returns to (the feature's result page). */
  onReturn: (path: string) => void;
  /** Where to go when the order is not found (the feature's own list). */
  back: ReactNode;
}

/**
 * The demo's payment cashier, standing in for WeChat Pay's and Alipay's for every feature that
 * takes money (decision 0050): the tester pays, cancels or fails, and chooses how the provider
 * tells the school (now, late, twice, never). No money moves; the server answers 404 outside
 * demo mode. Each feature mounts it at `/<feature>/sandbox?trade_no=…` with its own calls.
 */
export function SandboxCashier(props: SandboxCashierProps) {
  return (
    <MoreTexts loaders={LOADERS}>
      <Cashier {...props} />
    </MoreTexts>
  );
}

function Cashier({ order, act, onReturn, back }: SandboxCashierProps) {
  const t = useT<CashierMessageId>();
  const intl = useIntl();
  const [notify, setNotify] = useState<SandboxNotify>("now");
  const [outcome, setOutcome] = useState<SandboxOutcome | null>(null);
  const acting = useAction({
    run: (chosen: SandboxOutcome) => {
      setOutcome(chosen);
      return act(chosen, notify).finally(() => setOutcome(null));
    },
    done: ({ return_path }) => onReturn(return_path),
  });
  const title = <h1>{t("ui.cashier.title")}</h1>;
  if (order.isPending)
    return (
      <Page>
        {title}
        <Skeleton variant="text" lines={4} />
      </Page>
    );
  if (order.isError || !order.data)
    return (
      <Page>
        {title}
        <Box $tone="danger" role="alert">
          <p>{t("ui.cashier.notFound")}</p>
          {back}
        </Box>
      </Page>
    );
  const o = order.data;
  const busy = outcome !== null;
  const button = (value: SandboxOutcome, variant: "primary" | "default" | "danger") => (
    <Button
      variant={variant}
      loading={outcome === value}
      disabled={busy}
      onClick={() => acting.run(value)}
    >
      {t(`ui.cashier.${value}`)}
    </Button>
  );
  return (
    <Page>
      {title}
      <Box $tone="warning" role="status">
        <p>{t("ui.cashier.warning")}</p>
      </Box>
      <Bill aria-label={t("ui.cashier.bill")}>
        <dt>{t("ui.cashier.method")}</dt>
        <dd>{t(`ui.cashier.method.${o.method}`)}</dd>
        <dt>{t("ui.cashier.merchant")}</dt>
        <dd>{o.merchant}</dd>
        <dt>{t("ui.cashier.subject")}</dt>
        <dd>{o.subject}</dd>
        <dt>{t("ui.cashier.tradeNo")}</dt>
        <dd>{o.trade_no}</dd>
        <dt>{t("ui.cashier.expires")}</dt>
        <dd>{formatMoment(intl, o.expires_at)}</dd>
        <dt>{t("ui.cashier.amount")}</dt>
        <Total>{formatMoney(intl, o.amount, o.currency)}</Total>
      </Bill>
      {o.state === "pending" ? (
        <>
          <RadioGroup
            legend={t("ui.cashier.notifyLegend")}
            options={SANDBOX_NOTIFY.map((value) => ({
              value,
              label: t(`ui.cashier.notify.${value}`, { seconds: SANDBOX_LATE_SECONDS }),
            }))}
            value={notify}
            onChange={(value) => setNotify(value as SandboxNotify)}
            disabled={busy}
          />
          <Actions>
            {button("pay", "primary")}
            {button("cancel", "default")}
            {button("fail", "danger")}
          </Actions>
        </>
      ) : (
        <Box $tone="info" role="status">
          <p>{t("ui.cashier.ended")}</p>
          <NavLink to={o.return_path}>{t("ui.cashier.return")}</NavLink>
        </Box>
      )}
    </Page>
  );
}

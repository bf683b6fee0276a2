import { formatMoney, useIntl, useT } from "@campus/core";
import {
  Button,
  NavLink,
  PageStack,
  Skeleton,
  theme,
  useSearchParams,
  type UiMessageId,
} from "@campus/ui";
import { useEffect, useState, type ReactNode } from "react";
import styled from "styled-components";
import { usePaymentResult } from "../../api/family";
import type { FeesMessageId } from "../../messages/message-ids";
import { HOME, receiptPath } from "../../routing/pages";
import { METHOD_WORDS } from "../../statuses";

const Box = styled.div<{ $tone: "success" | "info" | "warning" | "danger" }>`
  display: grid;
  gap: ${theme.space.sm};
  max-width: 36rem;
  padding: ${theme.space.lg};
  border: 1px solid ${(p) => theme.color[p.$tone]};
  border-radius: ${theme.radius.md};
  background: ${(p) => theme.color[`${p.$tone}Soft`]};
  h1 {
    margin: 0;
    font-size: ${theme.font.size.xl};
  }
  p {
    margin: 0;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space.md};
  }
`;

/** Where the payment stands, said once, with what to do next. */
function Outcome({
  tone,
  title,
  description,
  extra,
}: {
  tone: "success" | "info" | "warning" | "danger";
  title: string;
  description?: string;
  extra: ReactNode;
}) {
  return (
    <PageStack>
      <Box $tone={tone} role={tone === "danger" ? "alert" : "status"}>
        <h1>{title}</h1>
        {description && <p>{description}</p>}
        <div>{extra}</div>
      </Box>
    </PageStack>
  );
}

/** How long the page keeps asking before it says the provider has not confirmed yet. */
export const CONFIRM_PATIENCE_MS = 60_000;

/**
 * Where the parent lands after the provider's cashier (`/fees/result?id=…`). Coming back says
 * nothing (WeChat's browser returns on a cancel too): the page asks the server, which asks the
 * provider, and says "confirming…" meanwhile — for a minute, then offers to ask again.
 */
export function ResultPage({ patienceMs = CONFIRM_PATIENCE_MS }: { patienceMs?: number }) {
  const t = useT<FeesMessageId | UiMessageId>();
  const intl = useIntl();
  const [params] = useSearchParams();
  const dueId = params.get("id") ?? "";
  const id = /^[1-9]\d{0,9}$/.test(dueId) ? Number(dueId) : 0;
  const [patient, setPatient] = useState(true);
  useEffect(() => {
    if (!patient) return;
    const timer = setTimeout(() => setPatient(false), patienceMs);
    return () => clearTimeout(timer);
  }, [patient, patienceMs]);
  const result = usePaymentResult(id, patient);
  const back = <NavLink to={HOME}>{t("fees.result.back")}</NavLink>;
  if (id === 0 || result.isError)
    return <Outcome tone="danger" title={t("fees.result.notFound")} extra={back} />;
  const fee = result.data;
  if (!fee)
    return (
      <PageStack>
        <Skeleton lines={3} />
      </PageStack>
    );
  const p = fee.payment;
  const amount = formatMoney(intl, fee.amount, fee.currency);
  if (fee.state === "paid" && p)
    return (
      <Outcome
        tone="success"
        title={t("fees.result.paid", { title: fee.title, amount })}
        description={t("fees.receiptNo", { number: p.receipt_no ?? "" })}
        extra={
          <>
            <NavLink to={receiptPath(fee.id)}>{t("fees.receipt.view")}</NavLink>
            {back}
          </>
        }
      />
    );
  if (p?.state === "open" && p.method !== "slip")
    return (
      <Outcome
        tone="info"
        title={t("fees.result.confirming", { method: t(METHOD_WORDS[p.method]) })}
        description={t(patient ? "fees.result.wait" : "fees.result.slow")}
        extra={
          <>
            {!patient && (
              <Button
                onClick={() => {
                  setPatient(true);
                  void result.refetch();
                }}
              >
                {t("fees.result.askAgain")}
              </Button>
            )}
            {back}
          </>
        }
      />
    );
  return (
    <Outcome
      tone="warning"
      title={t("fees.result.notPaid", { title: fee.title })}
      description={t("fees.result.notPaidHint")}
      extra={back}
    />
  );
}

import type { OnlinePaymentMethod } from "@campus/contract";
import { formatMomentTime, formatMoney, useIntl, useT } from "@campus/core";
import { Button, NavLink, Skeleton, theme, useSearchString, type UiMessageId } from "@campus/ui";
import { useEffect, useState } from "react";
import styled from "styled-components";
import { useParams } from "wouter";
import { usePaymentResult } from "../../api/registration-payment-result";
import { Notice } from "../../components/notice";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { detailPath } from "../../routing/pages";
import { useSchoolCode } from "../../routing/registration-page";
import { StepTexts } from "../../steps-texts";
import { METHOD_LABEL } from "./fee-card";
import { feeInQuery, feeOf } from "./fee-of";

const Page = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  h1 {
    margin: 0;
    font-size: ${theme.font.size.xl};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md};
`;

/** How long the page keeps asking before it says the provider has not confirmed yet. */
export const CONFIRM_PATIENCE_MS = 60_000;

/** Spec §2 wechatResult: `/registration/wechat/{id}`. */
export function WechatResultPage() {
  return (
    <StepTexts>
      <PaymentResult method="wechat" />
    </StepTexts>
  );
}

/** Spec §2 AliPayResult: `/registration/alipay/{id}`. */
export function AlipayResultPage() {
  return (
    <StepTexts>
      <PaymentResult method="alipay" />
    </StepTexts>
  );
}

/**
 * Where the payer lands after the provider's cashier. Coming back says nothing (WeChat's mobile
 * browser returns on cancel too, and after 5 seconds): the page asks the server, which asks the
 * provider, and shows "confirming…" meanwhile — for a minute, then a button to ask again.
 */
export function PaymentResult({
  method,
  patienceMs = CONFIRM_PATIENCE_MS,
}: {
  method: OnlinePaymentMethod;
  /** How long "confirming…" lasts before "not confirmed yet" (stories shorten it). */
  patienceMs?: number;
}) {
  const t = useT<RegistrationMessageId | UiMessageId>();
  const intl = useIntl();
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const code = useSchoolCode();
  // The registration fee's return address says so (`?fee=registration`).
  const fee = feeInQuery(useSearchString());
  const [patient, setPatient] = useState(true);
  const result = usePaymentResult(valid ? id : null, { poll: patient, fee });
  useEffect(() => {
    if (!patient) return;
    const timer = setTimeout(() => setPatient(false), patienceMs);
    return () => clearTimeout(timer);
  }, [patient, patienceMs]);

  const back = (
    <NavLink to={detailPath(valid ? id : 0, code)}>
      {t("registration.pay.backToApplication")}
    </NavLink>
  );
  const title = (
    <h1>
      {fee === "registration" && `${t("registration.pay.registrationTitle")} · `}
      {t("registration.pay.resultTitle", { method: t(METHOD_LABEL[method]) })}
    </h1>
  );
  if (!valid || result.isError)
    return (
      <Page>
        {title}
        <Notice tone="danger" title={t("registration.detail.notFound")} action={back} />
      </Page>
    );
  if (result.isPending)
    return (
      <Page>
        {title}
        <Notice title={t("registration.pay.confirming")} />
        <Skeleton variant="text" lines={2} />
      </Page>
    );

  const { status, payment: p } = feeOf(result.data, fee);
  let body;
  if (status === "paid" && p?.state === "paid") {
    body = (
      <Notice title={t("registration.pay.paid")} action={back}>
        {t("registration.pay.paidBy", {
          method: t(METHOD_LABEL[p.method]),
          amount: formatMoney(intl, p.amount, p.currency),
          time: p.paid_at ? formatMomentTime(intl, p.paid_at) : "",
        })}
        {"\n"}
        {t("registration.pay.tradeNo", { number: p.trade_no })}
      </Notice>
    );
  } else if (p?.state === "open" && p.method !== "slip") {
    body = patient ? (
      <Notice title={t("registration.pay.confirming")}>
        {t("registration.pay.confirmingHint")}
      </Notice>
    ) : (
      <Notice
        tone="warning"
        title={t("registration.pay.notConfirmed")}
        action={
          <Actions>
            <Button
              variant="primary"
              loading={result.isFetching}
              onClick={() => {
                setPatient(true);
                void result.refetch();
              }}
            >
              {t("registration.pay.checkAgain")}
            </Button>
            {back}
          </Actions>
        }
      >
        {t("registration.pay.notConfirmedHint")}
      </Notice>
    );
  } else {
    // Closed unpaid (cancelled, failed, expired) or nothing paid online: the fee is still due.
    body = (
      <Notice
        tone="warning"
        title={t("registration.pay.notCompleted")}
        action={<NavLink to={detailPath(id, code)}>{t("registration.pay.tryAgain")}</NavLink>}
      >
        {t("registration.pay.notCompletedHint")}
      </Notice>
    );
  }
  return (
    <Page>
      {title}
      <div aria-live="polite">{body}</div>
    </Page>
  );
}

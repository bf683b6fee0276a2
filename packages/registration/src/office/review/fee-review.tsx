import type { Application, FeeKind } from "@campus/contract";
import { formatMoment, formatMoney, useIntl, useT } from "@campus/core";
import { Button, ReasonDialog, useAction } from "@campus/ui";
import { useState } from "react";
import styled from "styled-components";
import { useSlipUrl } from "../../api/document-file";
import { useDecideSlip } from "../../api/registration-office-decide-slip";
import { useEnrol } from "../../api/registration-office-enrol";
import { Notice } from "../../components/notice";
import { Facts, Panel } from "../../components/panel";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { FeeStatusTag } from "../../screens/payment/fee-card";
import { feeOf } from "../../screens/payment/fee-of";
import { FileLink } from "../components/file-link";
import { Buttons } from "./decision-panel";
import { OfferExtension } from "./offer-extension";

const SlipImage = styled.img`
  max-width: 100%;
  max-height: 320px;
  object-fit: contain;
  justify-self: start;
`;

/**
 * A fee as the office sees it — the application fee, or the registration fee of an approved
 * application: due, paid (how, when, the transaction number), refunded, or a deposit slip
 * waiting to be checked against the bank — confirm it (the fee is paid) or reject it with a
 * reason the family reads. The registration fee's card records the child's enrolment, which
 * refunds it.
 */
export function FeeReview({
  application: a,
  fee: kind = "application",
}: {
  application: Application;
  fee?: FeeKind;
}) {
  const t = useT<RegistrationMessageId>();
  const intl = useIntl();
  const decide = useDecideSlip();
  const [rejecting, setRejecting] = useState(false);
  const { amount: due, status, payment: p } = feeOf(a, kind);
  const feeField = kind === "registration" ? { fee: kind } : {};
  const slipWaiting = p?.method === "slip" && p.state === "open" ? p : null;
  const amount = formatMoney(intl, due, a.currency);
  const titleId = `office-${kind}-fee`;
  const confirm = useAction({
    confirm: () => ({
      title: t("registration.office.slip.confirmTitle", { number: a.number }),
      content: t("registration.office.slip.confirmBody", { amount }),
      okText: t("registration.office.slip.confirm"),
    }),
    run: () => decide.mutateAsync({ id: a.id, decision: "confirm", ...feeField }),
    success: () => t("registration.office.slip.confirmed"),
    refusal: "dialog",
    refusalTitle: t("registration.office.refused"),
  });
  const reject = useAction({
    run: (reason: string) =>
      decide.mutateAsync({ id: a.id, decision: "reject", reason, ...feeField }),
    success: () => t("registration.office.slip.rejected"),
    refusal: "dialog",
    refusalTitle: t("registration.office.refused"),
  });

  return (
    <Panel aria-labelledby={titleId}>
      <h3 id={titleId}>
        {t(
          kind === "registration" ? "registration.pay.registrationTitle" : "registration.pay.title",
        )}
        <FeeStatusTag application={a} fee={kind} />
      </h3>
      <Facts>
        <dt>{t("registration.sandbox.amount")}</dt>
        <dd>{amount}</dd>
        {p && (
          <>
            <dt>{t("registration.sandbox.method")}</dt>
            <dd>{t(`registration.pay.method.${p.method}`)}</dd>
          </>
        )}
        {p?.paid_at && (
          <>
            <dt>{t("registration.office.paidAt")}</dt>
            <dd>{formatMoment(intl, p.paid_at)}</dd>
          </>
        )}
        {p?.refunded_at && (
          <>
            <dt>{t("registration.office.refundedAt")}</dt>
            <dd>{formatMoment(intl, p.refunded_at)}</dd>
          </>
        )}
        {kind === "registration" && a.enrolled_at && (
          <>
            <dt>{t("registration.office.enrolledAt")}</dt>
            <dd>{formatMoment(intl, a.enrolled_at)}</dd>
          </>
        )}
        {p && p.method !== "slip" && (
          <>
            <dt>{t("registration.sandbox.tradeNo")}</dt>
            <dd>{p.trade_no}</dd>
          </>
        )}
      </Facts>
      {slipWaiting?.slip && (
        <>
          <p>{t("registration.office.slip.waiting")}</p>
          <Slip applicationId={a.id} fee={kind} slip={slipWaiting.slip} />
          <Buttons>
            <Button
              variant="primary"
              loading={confirm.isRunning()}
              onClick={() => void confirm.run()}
            >
              {t("registration.office.slip.confirm")}
            </Button>
            <Button variant="text" onClick={() => setRejecting(true)}>
              {t("registration.office.slip.reject")}
            </Button>
          </Buttons>
        </>
      )}
      {kind === "registration" && a.status === "approved" && status === "unpaid" && (
        <OfferExtension application={a} />
      )}
      {kind === "registration" && !a.enrolled_at && status === "paid" && (
        <Enrol application={a} amount={amount} byslip={p?.method === "slip"} />
      )}
      {p?.state === "rejected" && (
        <Notice tone="warning" title={t("registration.office.slip.rejectedBefore")}>
          {p.reason}
        </Notice>
      )}
      <ReasonDialog
        open={rejecting}
        title={t("registration.office.slip.rejectTitle", { number: a.number })}
        label={t("registration.office.slip.reason")}
        hint={t("registration.office.slip.reasonHint")}
        okText={t("registration.office.slip.reject")}
        danger
        onClose={() => setRejecting(false)}
        onSubmit={(reason) => reject.run(reason)}
      />
    </Panel>
  );
}

/** The slip itself: shown when it is an image, openable whole either way. */
function Slip({
  applicationId,
  fee,
  slip,
}: {
  applicationId: number;
  fee: FeeKind;
  slip: NonNullable<NonNullable<Application["payment"]>["slip"]>;
}) {
  const t = useT<RegistrationMessageId>();
  const url = useSlipUrl(applicationId, fee, {
    enabled: true,
    version: `${slip.name}:${slip.size}`,
  });
  return (
    <>
      {slip.type.startsWith("image/") && url && (
        <SlipImage src={url} alt={t("registration.pay.slipPreview")} />
      )}
      <FileLink url={url} name={slip.name} />
    </>
  );
}

/** The child has enrolled: recorded after a question that says how the fee goes back. */
function Enrol({
  application: a,
  amount,
  byslip,
}: {
  application: Application;
  amount: string;
  byslip: boolean;
}) {
  const t = useT<RegistrationMessageId>();
  const enrol = useEnrol();
  const enrolling = useAction({
    confirm: () => ({
      title: t("registration.office.enrolTitle", { number: a.number }),
      content: t(
        byslip ? "registration.office.enrolBody.slip" : "registration.office.enrolBody.online",
        { amount },
      ),
      okText: t("registration.office.enrol"),
    }),
    run: () => enrol.mutateAsync({ id: a.id }),
    success: () => t("registration.office.enrolled"),
    refusal: "dialog",
    refusalTitle: t("registration.office.refused"),
  });
  return (
    <Buttons>
      <Button
        variant="primary"
        loading={enrolling.isRunning()}
        onClick={() => void enrolling.run()}
      >
        {t("registration.office.enrol")}
      </Button>
    </Buttons>
  );
}

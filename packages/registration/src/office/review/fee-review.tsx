import type { Application } from "@campus/contract";
import { formatMoment, useIntl, useT } from "@campus/core";
import { Button, useAction } from "@campus/ui";
import { useState } from "react";
import styled from "styled-components";
import { useSlipUrl } from "../../api/document-file";
import { Notice } from "../../components/notice";
import { Facts, Panel } from "../../components/panel";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { formatMoney } from "../../screens/payment/money";
import { RegistrationStatus } from "../../statuses";
import { FileLink } from "../components/file-link";
import { ReasonDialog } from "../components/reason-dialog";
import { useDecideSlip } from "../office-api";
import { Buttons } from "./decision-panel";

const SlipImage = styled.img`
  max-width: 100%;
  max-height: 320px;
  object-fit: contain;
  justify-self: start;
`;

/**
 * The application fee as the office sees it: due, paid (how, when, the transaction number), or
 * a deposit slip waiting to be checked against the bank — confirm it (the fee is paid) or
 * reject it with a reason the family reads.
 */
export function FeeReview({ application: a }: { application: Application }) {
  const t = useT<RegistrationMessageId>();
  const intl = useIntl();
  const decide = useDecideSlip();
  const [rejecting, setRejecting] = useState(false);
  const p = a.payment;
  const slipWaiting = p?.method === "slip" && p.state === "open" ? p : null;
  const amount = formatMoney(intl, a.application_fee, a.currency);
  const confirm = useAction({
    confirm: () => ({
      title: t("registration.office.slip.confirmTitle", { number: a.number }),
      content: t("registration.office.slip.confirmBody", { amount }),
      okText: t("registration.office.slip.confirm"),
    }),
    run: () => decide.mutateAsync({ id: a.id, decision: "confirm" }),
    success: () => t("registration.office.slip.confirmed"),
    refusal: "dialog",
    refusalTitle: t("registration.office.refused"),
  });
  const reject = useAction({
    run: (reason: string) => decide.mutateAsync({ id: a.id, decision: "reject", reason }),
    success: () => t("registration.office.slip.rejected"),
    refusal: "dialog",
    refusalTitle: t("registration.office.refused"),
  });

  return (
    <Panel aria-labelledby="office-fee">
      <h3 id="office-fee">
        {t("registration.pay.title")}
        <RegistrationStatus kind="fee" status={a.fee_status} />
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
          <Slip applicationId={a.id} slip={slipWaiting.slip} />
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
  slip,
}: {
  applicationId: number;
  slip: NonNullable<NonNullable<Application["payment"]>["slip"]>;
}) {
  const t = useT<RegistrationMessageId>();
  const url = useSlipUrl(applicationId, { enabled: true, version: `${slip.name}:${slip.size}` });
  return (
    <>
      {slip.type.startsWith("image/") && url && (
        <SlipImage src={url} alt={t("registration.pay.slipPreview")} />
      )}
      <FileLink url={url} name={slip.name} />
    </>
  );
}

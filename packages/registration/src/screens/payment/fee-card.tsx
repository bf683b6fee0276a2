import {
  type Application,
  type FeeKind,
  type OnlinePaymentMethod,
  type PaymentMethod,
} from "@campus/contract";
import { formatMomentTime, formatMoney, useIntl, useT } from "@campus/core";
import { Button, FilePreview, formatFileSize, NavLink, theme, Upload, useAction } from "@campus/ui";
import styled from "styled-components";
import { useLocation } from "wouter";
import { usePay } from "../../api/registration-pay";
import { useUploadSlip } from "../../api/registration-upload-slip";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { RegistrationStatus } from "../../statuses";
import { SlipPreview } from "../../components/document-preview";
import { Panel } from "../../components/panel";
import { feeOf } from "./fee-of";
import { OfferDeadline, offerLapsed } from "./offer-deadline";

const FeePanel = styled(Panel)`
  @media print {
    display: none;
  }
`;

const Amount = styled.span`
  font-variant-numeric: tabular-nums;
`;

const Methods = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

const Muted = styled.p`
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;

const Warning = styled.p`
  color: ${theme.color.danger};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md};
`;

/** A method's name (spec §3 payment method). */
export const METHOD_LABEL = {
  wechat: "registration.pay.method.wechat",
  alipay: "registration.pay.method.alipay",
  slip: "registration.pay.method.slip",
} as const satisfies Record<PaymentMethod, RegistrationMessageId>;

const CLOSED_LABEL = {
  cancelled: "registration.pay.closed.cancelled",
  failed: "registration.pay.closed.failed",
  expired: "registration.pay.closed.expired",
  replaced: null,
} as const satisfies Record<string, RegistrationMessageId | null>;

/** Each fee's words: its title and what happens to it once paid. */
const FEE_WORDS = {
  application: { title: "registration.pay.title", note: "registration.pay.notRefunded" },
  registration: {
    title: "registration.pay.registrationTitle",
    note: "registration.pay.refundedOnEnrolment",
  },
} as const satisfies Record<FeeKind, Record<string, RegistrationMessageId>>;

/**
 * One of the application's fees (spec §3, §4) — the application fee, or the registration fee
 * once a place is offered: what is due and where it stands, and the one thing to do next — pay
 * online, upload a deposit slip, see the result of a payment under way — or, paid, how and when;
 * refunded, when. A payment that failed or was abandoned says so; the application is unharmed.
 */
export function FeeCard({
  application: a,
  fee: kind = "application",
  methods,
  resultPath,
}: {
  application: Application;
  fee?: FeeKind;
  /** How the school takes the fee (its `payment_methods`). */
  methods: readonly PaymentMethod[];
  /** The result page of a payment by this method, for "see the result". */
  resultPath: (method: OnlinePaymentMethod) => string;
}) {
  const t = useT<RegistrationMessageId>();
  const intl = useIntl();
  const [, navigate] = useLocation();
  const pay = usePay();
  const uploadSlip = useUploadSlip();
  const { amount: due, status, payment: p } = feeOf(a, kind);
  const words = FEE_WORDS[kind];
  const titleId = `${kind}-fee-title`;
  const paying = useAction({
    run: (method: OnlinePaymentMethod) =>
      pay.mutateAsync({ id: a.id, method, ...(kind === "registration" ? { fee: kind } : {}) }),
    done: ({ pay_url }) => {
      // The sandbox's cashier is a page of the feature; a provider's is its own site.
      if (pay_url.startsWith("/")) navigate(pay_url);
      else window.location.assign(pay_url);
    },
  });
  const amount = formatMoney(intl, due, a.currency);
  const open = p?.state === "open" ? p : null;
  const online = methods.filter((m): m is OnlinePaymentMethod => m !== "slip");
  const closedNote = p?.state === "closed" && p.closed_as ? CLOSED_LABEL[p.closed_as] : null;
  // A slip is chosen, looked at, then sent: once sent, the office checks it (issue 35, item 33).
  const slipUpload = (label: string) => (
    <Upload
      kind="document"
      label={label}
      review={{
        send: t("registration.pay.slipSend"),
        preview: (file) => <FilePreview file={file} />,
      }}
      onUpload={async (file, { signal }) => {
        await uploadSlip(a.id, kind, file, signal);
      }}
    />
  );

  return (
    <FeePanel aria-labelledby={titleId}>
      <h2 id={titleId}>
        {t(words.title)}
        <Amount>{amount}</Amount>
        <FeeStatusTag application={a} fee={kind} />
      </h2>

      {status === "refunded" && p?.state === "refunded" && (
        <p>
          {t("registration.pay.refunded", {
            amount: formatMoney(intl, p.amount, p.currency),
            time: p.refunded_at ? formatMomentTime(intl, p.refunded_at) : "",
          })}
        </p>
      )}

      {status === "paid" && p?.state === "paid" && (
        <>
          <p>
            {t("registration.pay.paidBy", {
              method: t(METHOD_LABEL[p.method]),
              amount: formatMoney(intl, p.amount, p.currency),
              time: p.paid_at ? formatMomentTime(intl, p.paid_at) : "",
            })}
          </p>
          <Muted>{t("registration.pay.tradeNo", { number: p.trade_no })}</Muted>
        </>
      )}

      {open && open.method !== "slip" && (
        <>
          <p>{t("registration.pay.unconfirmed", { method: t(METHOD_LABEL[open.method]) })}</p>
          <Row>
            <NavLink to={resultPath(open.method)}>{t("registration.pay.seeResult")}</NavLink>
          </Row>
        </>
      )}

      {open?.method === "slip" && (
        <>
          <p>{t("registration.pay.slipWaiting")}</p>
          {open.slip && (
            <Row>
              {open.slip.type.startsWith("image/") && (
                <SlipPreview
                  applicationId={a.id}
                  fee={kind}
                  slip={open.slip}
                  alt={t("registration.pay.slipPreview")}
                />
              )}
              <Muted>
                {t("registration.fileWithSize", {
                  name: open.slip.name,
                  size: formatFileSize(open.slip.size, intl),
                })}
              </Muted>
            </Row>
          )}
          {/* A wrong file can be replaced while the school has not checked it. */}
          {slipUpload(t("registration.pay.slipReplace"))}
        </>
      )}

      {p?.state === "rejected" && status === "unpaid" && (
        // The school's words on a line of their own: a reason typed with its own full stop
        // never doubles the sentence's ("相片。。", "相片。. Please").
        <Warning role="alert">
          {t("registration.pay.slipRejected")}
          {p.reason && (
            <>
              <br />
              {t("registration.pay.slipReason", { reason: p.reason })}
            </>
          )}
        </Warning>
      )}
      {closedNote && status === "unpaid" && <Warning role="alert">{t(closedNote)}</Warning>}
      {kind === "registration" && <OfferDeadline application={a} />}

      {(status === "unpaid" || status === "paying") &&
        open?.method !== "slip" &&
        !(kind === "registration" && offerLapsed(a)) && (
          <>
            {online.length > 0 && (
              <Methods aria-label={t("registration.pay.choose")} role="group">
                {online.map((method) => (
                  <Button
                    key={method}
                    variant={open ? "default" : "primary"}
                    loading={pay.isPending && pay.variables?.method === method}
                    disabled={pay.isPending}
                    onClick={() => paying.run(method)}
                  >
                    {t(open ? "registration.pay.again" : "registration.pay.by", {
                      method: t(METHOD_LABEL[method]),
                    })}
                  </Button>
                ))}
              </Methods>
            )}
            {methods.includes("slip") && (
              <div>
                <p>{t("registration.pay.slipHint", { amount })}</p>
                {slipUpload(t("registration.pay.slipUpload"))}
              </div>
            )}
            <Muted>{t(words.note)}</Muted>
          </>
        )}
    </FeePanel>
  );
}

/** A fee's status in its own words: the application fee's, or the registration fee's. */
export function FeeStatusTag({ application: a, fee }: { application: Application; fee: FeeKind }) {
  return fee === "registration" ? (
    <RegistrationStatus kind="registrationFee" status={a.registration_fee_status} />
  ) : (
    <RegistrationStatus kind="fee" status={a.fee_status} />
  );
}

import type { OnlinePaymentMethod } from "@campus/contract";
import { feeResultPath, type FamilyFee } from "@campus/contract/fees";
import { formatMoney, useIntl, useT } from "@campus/core";
import { Button, FilePreview, NavLink, theme, Upload, useAction } from "@campus/ui";
import styled from "styled-components";
import { useLocation } from "wouter";
import { usePay, useUploadSlip } from "../../api/family";
import type { FeesMessageId } from "../../messages/message-ids";
import { METHOD_WORDS } from "../../statuses";

const Stack = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.xs};
  p {
    margin: 0;
  }
`;

const Methods = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

const Warning = styled.p`
  color: ${theme.color.danger};
  overflow-wrap: anywhere;
`;

/**
 * What a parent may do with a fee still to pay: pay online by each method the school takes, or
 * send the bank's deposit slip (looked at before it is sent); an order waiting for the
 * provider's word leads to its result page, a slip waiting for the office can be replaced, and
 * the office's reason for a slip it rejected is shown.
 */
export function FeeActions({
  fee,
  methods,
}: {
  fee: FamilyFee;
  methods: readonly OnlinePaymentMethod[];
}) {
  const t = useT<FeesMessageId>();
  const intl = useIntl();
  const [, navigate] = useLocation();
  const pay = usePay();
  const uploadSlip = useUploadSlip();
  const paying = useAction({
    run: (method: OnlinePaymentMethod) => pay.mutateAsync({ due_id: fee.id, method }),
    done: ({ pay_url }) => {
      // The sandbox's cashier is a page of the feature; a provider's is its own site.
      if (pay_url.startsWith("/")) navigate(pay_url);
      else window.location.assign(pay_url);
    },
  });
  const p = fee.payment;
  const open = p?.state === "open" ? p : null;
  const slip = (label: string) => (
    <Upload
      kind="document"
      label={label}
      review={{ send: t("fees.pay.slipSend"), preview: (file) => <FilePreview file={file} /> }}
      onUpload={async (file, { signal }) => {
        await uploadSlip(fee.id, file, signal);
      }}
    />
  );
  return (
    <Stack>
      {open && open.method !== "slip" && (
        <p>
          {t("fees.pay.unconfirmed", { method: t(METHOD_WORDS[open.method]) })}{" "}
          <NavLink to={feeResultPath(fee.id)}>{t("fees.pay.seeResult")}</NavLink>
        </p>
      )}
      {open?.method === "slip" ? (
        <>
          <p>{t("fees.pay.slipWaiting")}</p>
          {slip(t("fees.pay.slipReplace"))}
        </>
      ) : (
        <>
          {p?.state === "rejected" && (
            <Warning role="alert">{t("fees.pay.slipRejected", { reason: p.reason ?? "" })}</Warning>
          )}
          {methods.length > 0 && (
            <Methods role="group" aria-label={t("fees.pay.choose", { title: fee.title })}>
              {methods.map((method) => (
                <Button
                  key={method}
                  variant={open ? "default" : "primary"}
                  loading={pay.isPending && pay.variables?.method === method}
                  disabled={pay.isPending}
                  onClick={() => paying.run(method)}
                >
                  {t(open ? "fees.pay.again" : "fees.pay.by", { method: t(METHOD_WORDS[method]) })}
                </Button>
              ))}
            </Methods>
          )}
          {slip(t("fees.pay.slipUpload", { amount: formatMoney(intl, fee.amount, fee.currency) }))}
        </>
      )}
    </Stack>
  );
}

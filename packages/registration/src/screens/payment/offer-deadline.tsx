import type { Application } from "@campus/contract";
import { formatMoment, useIntl, useT } from "@campus/core";
import { theme } from "@campus/ui";
import styled from "styled-components";
import type { RegistrationMessageId } from "../../messages/message-ids";

const Late = styled.p`
  color: ${theme.color.danger};
`;

/** Whether the day to secure an offered place has passed (the server refuses payment then). */
export const offerLapsed = (a: Application, now = Date.now()) =>
  a.offer_expires_at !== null && now > Date.parse(a.offer_expires_at);

/**
 * The last day to pay the registration fee and keep an offered place (issue 37, item 15), or,
 * once it has passed, that the place is no longer held and whom to ask.
 */
export function OfferDeadline({ application: a }: { application: Application }) {
  const t = useT<RegistrationMessageId>();
  const intl = useIntl();
  if (a.offer_expires_at === null || a.registration_fee_status !== "unpaid") return null;
  const day = formatMoment(intl, a.offer_expires_at);
  return offerLapsed(a) ? (
    <Late role="alert">{t("registration.pay.offerLapsed", { day })}</Late>
  ) : (
    <p>
      <strong>{t("registration.pay.offerUntil", { day })}</strong>
    </p>
  );
}

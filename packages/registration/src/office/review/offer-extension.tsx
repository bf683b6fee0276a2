import type { Application } from "@campus/contract";
import { formatMoment, schoolDayOf, useIntl, useT } from "@campus/core";
import { Button, DayInput, FieldFrame, theme, useAction } from "@campus/ui";
import { useState } from "react";
import styled from "styled-components";
import { useExtendOffer } from "../../api/registration-office-extend-offer";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { offerLapsed } from "../../screens/payment/offer-deadline";
import { Buttons } from "./decision-panel";

const Extend = styled.div`
  display: grid;
  gap: ${theme.space.sm};
`;

/**
 * The day an offered place is held until (issue 37, item 15): the family pays the registration
 * fee by its end, or the server takes no payment; the office may give another day, before or
 * after it passed (a family that called, say).
 */
export function OfferExtension({ application: a }: { application: Application }) {
  const t = useT<RegistrationMessageId>();
  const intl = useIntl();
  const extend = useExtendOffer();
  const today = schoolDayOf(new Date());
  const [until, setUntil] = useState<string | null>(null);
  const extending = useAction({
    run: (day: string) => extend.mutateAsync({ id: a.id, until: day }),
    success: () => t("registration.office.offer.extended"),
    done: () => setUntil(null),
    refusal: "dialog",
    refusalTitle: t("registration.office.refused"),
  });
  const day = a.offer_expires_at && formatMoment(intl, a.offer_expires_at);
  return (
    <Extend>
      <p role="status">
        {day
          ? t(
              offerLapsed(a)
                ? "registration.office.offer.lapsed"
                : "registration.office.offer.until",
              {
                day,
              },
            )
          : t("registration.office.offer.noLimit")}
      </p>
      <FieldFrame label={t("registration.office.offer.newDay")}>
        {(a11y) => <DayInput {...a11y} min={today} value={until} onChange={setUntil} />}
      </FieldFrame>
      <Buttons>
        <Button
          disabled={!until || until < today}
          loading={extending.isRunning(until ?? "")}
          onClick={() => until && void extending.run(until)}
        >
          {t("registration.office.offer.extend")}
        </Button>
      </Buttons>
    </Extend>
  );
}

import { ECA_QUANTITY_MAX, type EcaPrize } from "@campus/contract";
import { useLocale, useT } from "@campus/core";
import { Checkbox, Fieldset, Input, Legend, theme, type UiMessageId } from "@campus/ui";
import type { ReactNode } from "react";
import styled from "styled-components";
import type { EcaMessageId } from "../../messages/message-ids";
import { decimal, nameOf } from "../../components/names";

/** One prize an event awards and how many, as typed ("3"). */
export interface PrizeQuantity {
  prize_id: number;
  quantity: string;
}

const List = styled.ul`
  display: grid;
  gap: ${theme.space.xs};
  max-width: 30rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) 6.5rem;
    gap: ${theme.space.sm};
    align-items: center;
  }
  small {
    color: ${theme.color.textSecondary};
  }
  p {
    grid-column: 1 / -1;
    margin: 0;
    color: ${theme.color.danger};
  }
`;

/**
 * The prizes an event awards: each prize the school offers with a box to tick and how many to
 * award (the prize's usual quantity when ticked). `errors` are the quantities' messages, by
 * the prize's place in the value.
 */
export function PrizeQuantities({
  prizes,
  value,
  onChange,
  errors = [],
  disabled,
  id,
  legend,
  describedBy,
}: {
  legend: ReactNode;
  describedBy?: string;
  prizes: readonly EcaPrize[];
  value: readonly PrizeQuantity[];
  onChange: (value: PrizeQuantity[]) => void;
  errors?: readonly (string | undefined)[];
  disabled?: boolean;
  id?: string;
}) {
  const t = useT<EcaMessageId | UiMessageId>();
  const locale = useLocale();
  return (
    <Fieldset aria-describedby={describedBy}>
      <Legend>{legend}</Legend>
      <List id={id}>
        {prizes.map((prize) => {
          const at = value.findIndex((p) => p.prize_id === prize.id);
          const chosen = at >= 0 ? value[at]! : null;
          const name = nameOf(locale, prize);
          const error = at >= 0 ? errors[at] : undefined;
          const errorId = `${id ?? "prize"}-${prize.id}-error`;
          return (
            <li key={prize.id}>
              <Checkbox
                checked={chosen !== null}
                disabled={disabled}
                onChange={() =>
                  onChange(
                    chosen
                      ? value.filter((p) => p.prize_id !== prize.id)
                      : [...value, { prize_id: prize.id, quantity: String(prize.quantity) }],
                  )
                }
              >
                {name}{" "}
                <small>
                  {t("eca.awards.multiplier", { n: decimal(locale, prize.multiplier) })}
                </small>
              </Checkbox>
              <Input
                inputMode="numeric"
                max={ECA_QUANTITY_MAX}
                aria-label={t("eca.awards.quantityOf", { name })}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                disabled={disabled || chosen === null}
                value={chosen?.quantity ?? ""}
                onChange={(event) =>
                  onChange(
                    value.map((p) =>
                      p.prize_id === prize.id ? { ...p, quantity: event.target.value } : p,
                    ),
                  )
                }
              />
              {error && <p id={errorId}>{error}</p>}
            </li>
          );
        })}
      </List>
    </Fieldset>
  );
}

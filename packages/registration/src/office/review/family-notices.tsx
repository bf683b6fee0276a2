import type { Application } from "@campus/contract";
import { formatMomentTime, useIntl, useT } from "@campus/core";
import { StatusTag, theme } from "@campus/ui";
import styled from "styled-components";
import { Panel } from "../../components/panel";
import type { RegistrationMessageId } from "../../messages/message-ids";

const List = styled.ol`
  display: grid;
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${theme.space.xs};
  }
  p {
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;

/**
 * What the school has told the family about the application (issue 37, item 16): each text
 * and e-mail the server sent when the office decided something — when, where to (mostly
 * hidden), the words, and whether the provider could not deliver it (then call the family).
 * Before any, it says which decisions tell the family, so the office knows before it clicks.
 */
export function FamilyNotices({ application: a }: { application: Application }) {
  const t = useT<RegistrationMessageId>();
  const intl = useIntl();
  return (
    <Panel aria-labelledby="office-family-notices">
      <h3 id="office-family-notices">{t("registration.office.notices.title")}</h3>
      {a.messages.length === 0 ? (
        <p>{t("registration.office.notices.none")}</p>
      ) : (
        <List>
          {a.messages.map((m, index) => (
            <li key={index}>
              <Meta>
                <time dateTime={m.sent_at}>{formatMomentTime(intl, m.sent_at)}</time>
                <span>{t(`registration.office.notices.${m.channel}`, { to: m.to })}</span>
                {!m.delivered && (
                  <StatusTag tone="danger">
                    {t("registration.office.notices.undelivered")}
                  </StatusTag>
                )}
              </Meta>
              <p>{m.text}</p>
            </li>
          ))}
        </List>
      )}
    </Panel>
  );
}

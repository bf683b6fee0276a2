import { useIntl, useT } from "@campus/core";
import { theme } from "@campus/ui";
import { useState } from "react";
import styled from "styled-components";
import { inAnotherZone } from "../dates/calendar-dates";
import { zoneName } from "../dates/format";
import type { CalendarMessageId } from "../messages/message-ids";

const Note = styled.p`
  margin: 0;
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;

/**
 * "Times are Hong Kong time", only on a device whose clock reads otherwise (a parent abroad):
 * every day and time shown is the school's, never converted.
 */
export function ZoneNote({ zone }: { zone: string }) {
  const t = useT<CalendarMessageId>();
  const intl = useIntl();
  // Asked once per showing: whether the device is elsewhere does not change while one looks.
  const [elsewhere] = useState(() => inAnotherZone(zone));
  if (!elsewhere) return null;
  return <Note>{t("calendar.zone.note", { zone: zoneName(intl, zone) })}</Note>;
}

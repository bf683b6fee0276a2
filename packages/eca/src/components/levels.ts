import type { EcaLevel, EcaSchoolRegion } from "@campus/contract";
import type { EcaMessageId } from "../messages/message-ids";

/**
 * A competition level's words: "territory" reads 全港 for a Hong Kong school and 全澳 for a
 * Macau one (`eca.level.territory.hk` / `.mo`); the other levels read the same everywhere.
 */
export function levelLabel(level: EcaLevel, region: EcaSchoolRegion): EcaMessageId {
  return level === "territory" ? `eca.level.territory.${region}` : `eca.level.${level}`;
}

import type { EcaEvidence, EcaLevel, EcaNature } from "@campus/contract";
import { useT } from "@campus/core";
import { theme } from "@campus/ui";
import styled from "styled-components";
import { useRegion } from "../../api/eca-settings";
import { levelLabel } from "../../components/levels";
import type { EcaMessageId } from "../../messages/message-ids";

const List = styled.ul`
  display: grid;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: 2px;
  }
  small {
    color: ${theme.color.textSecondary};
    font-size: ${theme.font.size.sm};
  }
  q {
    quotes: none;
    overflow-wrap: anywhere;
  }
  mark {
    padding: 0 2px;
    border-radius: ${theme.radius.sm};
    background: ${theme.color.warningSoft};
    box-shadow: inset 0 -2px 0 ${theme.color.warning};
    color: inherit;
    font-weight: ${theme.font.weight.medium};
  }
`;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A word as the engine found it: an English word whole ("led", not inside "controlled"). */
const wordPattern = (word: string) =>
  /^[A-Za-z].*[A-Za-z]$|^[A-Za-z]$/.test(word)
    ? `(?<![A-Za-z])${escape(word)}(?![A-Za-z])`
    : escape(word);

/**
 * A text with the words the engine read in it marked: split on the words, never parsed as
 * HTML, so what a teacher typed shows as typed.
 */
export function Marked({ text, words }: { text: string; words: readonly string[] }) {
  if (words.length === 0) return <>{text}</>;
  const pattern = new RegExp(
    `(${[...words]
      .sort((a, b) => b.length - a.length)
      .map(wordPattern)
      .join("|")})`,
  );
  return (
    <>
      {text
        .split(pattern)
        .map((part, i) => (i % 2 === 1 ? <mark key={i}>{part}</mark> : part || null))}
    </>
  );
}

/**
 * What a proposal was read from: a field of the student's record or the event, with the words
 * marked, or what the record shows (a team event, an award's level, the event's trait items).
 */
export function Evidence({ evidence }: { evidence: readonly EcaEvidence[] }) {
  const t = useT<EcaMessageId>();
  const region = useRegion();
  return (
    <List>
      {evidence.map((e, i) => {
        switch (e.field) {
          case "level":
            return (
              <li key={i}>
                {t("eca.evidence.level", { level: t(levelLabel(e.text as EcaLevel, region)) })}
              </li>
            );
          case "nature":
            return (
              <li key={i}>
                {t("eca.evidence.nature", { nature: t(`eca.nature.${e.text as EcaNature}`) })}
              </li>
            );
          case "type":
          case "recognises":
            return <li key={i}>{t(`eca.evidence.${e.field}`)}</li>;
          default:
            return (
              <li key={i}>
                <small>{t(`eca.evidence.${e.field}`)}</small>
                <q>
                  <Marked text={e.text} words={e.words} />
                </q>
              </li>
            );
        }
      })}
    </List>
  );
}

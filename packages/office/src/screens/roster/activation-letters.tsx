import {
  ACTIVATE_PATH,
  PORTAL_BASE,
  printedCode,
  type ActivationLetter,
  type ActivationLetters as Letters,
} from "@campus/contract";
import { formatDay, useIntl, useLocale, useT } from "@campus/core";
import { Button, theme, type UiMessageId } from "@campus/ui";
import { QrCode } from "@campus/ui/qr-code";
import styled, { createGlobalStyle } from "styled-components";
import type { OfficeMessageId } from "../../messages/message-ids";

/** On paper only the letters, one to a page: the portal around them is not printed. */
const PrintOnly = createGlobalStyle`
  @media print {
    @page {
      size: A4;
      margin: 18mm 16mm;
    }
    body * {
      visibility: hidden;
    }
    [data-print-letters],
    [data-print-letters] * {
      visibility: visible;
    }
    [data-print-letters] {
      position: absolute;
      inset: 0 auto auto 0;
      width: 100%;
    }
  }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: center;
  margin-bottom: ${theme.space.md};
  p {
    flex: 1 1 240px;
    margin: 0;
    color: ${theme.color.textSecondary};
  }
  @media print {
    display: none;
  }
`;

const Pages = styled.div`
  display: grid;
  gap: ${theme.space.lg};
`;

const Paper = styled.article`
  display: grid;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: #fff;
  color: #000;
  header {
    display: grid;
    gap: ${theme.space.xs};
    padding-bottom: ${theme.space.sm};
    border-bottom: 2px solid #000;
  }
  h3,
  h4 {
    margin: 0;
  }
  h3 {
    font-size: ${theme.font.size.lg};
  }
  h4 {
    font-size: ${theme.font.size.md};
    font-weight: ${theme.font.weight.medium};
  }
  p {
    margin: 0;
  }
  @media print {
    padding: 0;
    border: 0;
    border-radius: 0;
    font-size: 12pt;
    break-after: page;
    &:last-child {
      break-after: auto;
    }
  }
`;

const Middle = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.lg};
  align-items: center;
  dl {
    flex: 1 1 220px;
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${theme.space.xs} ${theme.space.md};
    margin: 0;
  }
  dt {
    color: #444;
  }
  dd {
    margin: 0;
    font-weight: ${theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
  .code {
    font-family: ui-monospace, "SFMono-Regular", Menlo, monospace;
    font-size: ${theme.font.size.lg};
    letter-spacing: 0.05em;
  }
`;

const Small = styled.p`
  color: #444;
  font-size: ${theme.font.size.sm};
`;

export interface ActivationLettersProps {
  issued: Letters;
  onBack: () => void;
}

/**
 * A class's activation letters as they print (issue 36 §4): one A4 page per student with the
 * school's name, the student's class, number and names, the account name, the code (in groups
 * of four) and its QR code, the date it stops working and what to do. In the office's language.
 * The codes show this once: the server keeps only their hashes.
 */
export function ActivationLetters({ issued, onBack }: ActivationLettersProps) {
  const t = useT<OfficeMessageId | UiMessageId>();
  const count = issued.letters.length;
  return (
    <>
      <PrintOnly />
      <Tools>
        <p role="status">
          {t("office.letters.ready", { count, class: issued.class_name })}
          {issued.skipped > 0 && ` ${t("office.letters.skipped", { count: issued.skipped })}`}
        </p>
        <Button onClick={onBack}>{t("office.letters.back")}</Button>
        {count > 0 && (
          <Button variant="primary" onClick={() => window.print()}>
            {t("office.letters.print")}
          </Button>
        )}
      </Tools>
      {count > 0 && (
        <Tools>
          <p>{t("office.letters.once")}</p>
        </Tools>
      )}
      <Pages data-print-letters>
        {issued.letters.map((letter) => (
          <Letter key={letter.student_id} issued={issued} letter={letter} />
        ))}
      </Pages>
    </>
  );
}

function Letter({ issued, letter }: { issued: Letters; letter: ActivationLetter }) {
  const t = useT<OfficeMessageId | UiMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  const school =
    locale === "en-US"
      ? issued.school.name_en
      : locale === "zh-CN"
        ? issued.school.name_cn
        : issued.school.name_zh;
  const name = locale === "en-US" ? letter.name_en : `${letter.name_zh} ${letter.name_en}`;
  // The console is the portal's own (no element): the portal's address is this page's.
  const address = `${window.location.origin}${PORTAL_BASE}${ACTIVATE_PATH}`;
  const link = `${address}?code=${letter.code}`;
  return (
    <Paper aria-label={t("office.letter.of", { name: letter.name_zh })}>
      <header>
        <h3>{school}</h3>
        <h4>{t("office.letter.title")}</h4>
      </header>
      <p>
        {t("office.letter.to", {
          class: issued.class_name,
          number: letter.class_number ?? "",
          name,
        })}
      </p>
      <p>{t("office.letter.body")}</p>
      <Middle>
        <dl>
          <dt>{t("office.letter.username")}</dt>
          <dd>{letter.username}</dd>
          <dt>{t("office.letter.code")}</dt>
          <dd className="code">{printedCode(letter.code)}</dd>
          <dt>{t("office.letter.expires")}</dt>
          <dd>{formatDay(intl, issued.expires_on)}</dd>
          <dt>{t("office.letter.address")}</dt>
          <dd>{address}</dd>
        </dl>
        <QrCode value={link} label={t("office.letter.qr", { name: letter.name_zh })} />
      </Middle>
      <p>{t("office.letter.after")}</p>
      <Small>{t("office.letter.keep")}</Small>
    </Paper>
  );
}

import {
  ACTIVATE_PATH,
  PORTAL_BASE,
  printedCode,
  type ActivationLetter,
  type ActivationLetters as Letters,
  type Locale,
  type SchoolRegion,
} from "@campus/contract";
import { createCampusIntl, formatDay, HTML_LANG, useMessages, useT } from "@campus/core";
import { Button, RadioGroup, Skeleton, theme, type UiMessageId } from "@campus/ui";
import { QrCode } from "@campus/ui/qr-code";
import { Fragment, useMemo, useState } from "react";
import styled, { createGlobalStyle } from "styled-components";
import { loadOfficeMessages } from "../../load-messages";
import type { OfficeMessageId } from "../../messages/message-ids";

/** What a letter may be written in: one language, or Chinese and English one under the other. */
const LETTER_LANGUAGES = ["both", "zh-TW", "zh-CN", "en-US"] as const;
type LetterLanguage = (typeof LETTER_LANGUAGES)[number];

/** Hong Kong and Macau schools write to families in both; elsewhere in the region's Chinese. */
const REGION_LETTERS: Record<SchoolRegion, LetterLanguage> = {
  hk: "both",
  mo: "both",
  tw: "zh-TW",
  cn: "zh-CN",
};

const localesOf = (language: LetterLanguage): Locale[] =>
  language === "both" ? ["zh-TW", "en-US"] : [language];

const LOADERS = [loadOfficeMessages];

type IntlShape = ReturnType<typeof createCampusIntl>;

/** The office's texts in `locale`, whatever the page's language (null while they load). */
function useLetterIntl(locale: Locale): IntlShape | null {
  const messages = useMessages(LOADERS, locale);
  return useMemo(() => (messages ? createCampusIntl(locale, messages) : null), [locale, messages]);
}

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
 * of four) and its QR code, the date it stops working and what to do. In the school's language,
 * whatever the office reads the portal in: by its region (Hong Kong and Macau: Chinese and
 * English), or as the office chooses here, before printing. The codes show this once: the
 * server keeps only their hashes.
 */
export function ActivationLetters({ issued, onBack }: ActivationLettersProps) {
  const t = useT<OfficeMessageId | UiMessageId>();
  const count = issued.letters.length;
  const [language, setLanguage] = useState<LetterLanguage>(REGION_LETTERS[issued.school.region]);
  const locales = localesOf(language);
  // Two languages at most: one hook each, the second the first again for a single language.
  const first = useLetterIntl(locales[0]!);
  const second = useLetterIntl(locales[1] ?? locales[0]!);
  const intls = first && second ? (locales.length > 1 ? [first, second] : [first]) : null;
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
          <RadioGroup
            legend={t("office.letters.language")}
            appearance="button"
            value={language}
            onChange={(value) => setLanguage(value as LetterLanguage)}
            options={LETTER_LANGUAGES.map((value) => ({
              value,
              label: t(`office.letters.language.${value}`),
            }))}
          />
        </Tools>
      )}
      {intls ? (
        <Pages data-print-letters>
          {issued.letters.map((letter) => (
            <Letter key={letter.student_id} issued={issued} letter={letter} intls={intls} />
          ))}
        </Pages>
      ) : (
        <Skeleton lines={8} />
      )}
    </>
  );
}

/** The same words in each of the letter's languages, each marked with its language. */
function InEach({
  intls,
  children,
}: {
  intls: IntlShape[];
  children: (intl: IntlShape) => string;
}) {
  return intls.map((intl) => (
    <Fragment key={intl.locale}>
      <span lang={HTML_LANG[intl.locale as Locale]}>{children(intl)}</span>
      {intl !== intls.at(-1) && <br />}
    </Fragment>
  ));
}

function Letter({
  issued,
  letter,
  intls,
}: {
  issued: Letters;
  letter: ActivationLetter;
  intls: IntlShape[];
}) {
  const t = useT<OfficeMessageId | UiMessageId>();
  const say =
    (id: OfficeMessageId, values?: Record<string, string | number>) => (intl: IntlShape) =>
      intl.formatMessage({ id }, values);
  const schoolIn = (intl: IntlShape) =>
    intl.locale === "en-US"
      ? issued.school.name_en
      : intl.locale === "zh-CN"
        ? issued.school.name_cn
        : issued.school.name_zh;
  const nameIn = (intl: IntlShape) =>
    intl.locale === "en-US" ? letter.name_en : `${letter.name_zh} ${letter.name_en}`;
  // The console is the portal's own (no element): the portal's address is this page's.
  const address = `${window.location.origin}${PORTAL_BASE}${ACTIVATE_PATH}`;
  const link = `${address}?code=${letter.code}`;
  return (
    <Paper aria-label={t("office.letter.of", { name: letter.name_zh })}>
      <header>
        <h3>
          <InEach intls={intls}>{schoolIn}</InEach>
        </h3>
        <h4>
          <InEach intls={intls}>{say("office.letter.title")}</InEach>
        </h4>
      </header>
      <p>
        <InEach intls={intls}>
          {(intl) =>
            intl.formatMessage(
              { id: "office.letter.to" },
              { class: issued.class_name, number: letter.class_number ?? "", name: nameIn(intl) },
            )
          }
        </InEach>
      </p>
      <p>
        <InEach intls={intls}>{say("office.letter.body")}</InEach>
      </p>
      <Middle>
        <dl>
          <dt>
            <InEach intls={intls}>{say("office.letter.username")}</InEach>
          </dt>
          <dd>{letter.username}</dd>
          <dt>
            <InEach intls={intls}>{say("office.letter.code")}</InEach>
          </dt>
          <dd className="code">{printedCode(letter.code)}</dd>
          <dt>
            <InEach intls={intls}>{say("office.letter.expires")}</InEach>
          </dt>
          <dd>
            <InEach intls={intls}>{(intl) => formatDay(intl, issued.expires_on)}</InEach>
          </dd>
          <dt>
            <InEach intls={intls}>{say("office.letter.address")}</InEach>
          </dt>
          <dd>{address}</dd>
        </dl>
        <QrCode value={link} label={t("office.letter.qr", { name: letter.name_zh })} />
      </Middle>
      <p>
        <InEach intls={intls}>{say("office.letter.after")}</InEach>
      </p>
      <Small>
        <InEach intls={intls}>{say("office.letter.keep")}</InEach>
      </Small>
    </Paper>
  );
}

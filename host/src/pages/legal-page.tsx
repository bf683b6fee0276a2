import { MoreTexts, useIntl, useT } from "@campus/core";
import { theme } from "@campus/ui";
import styled from "styled-components";
import { Link } from "wouter";
import { useInLayout } from "../layout/layout-context";
import { useDocumentTitle } from "../layout/use-document-title";
import { loadLegalMessages, type LegalMessageId } from "./messages/load-legal-messages";

const LOADERS = [loadLegalMessages];

/** Each page's paragraphs, in order. */
const SECTIONS = {
  terms: [
    "host.legal.terms.intro",
    "host.legal.terms.accounts",
    "host.legal.terms.use",
    "host.legal.terms.changes",
  ],
  privacy: [
    "host.legal.privacy.intro",
    "host.legal.privacy.collect",
    "host.legal.privacy.use",
    "host.legal.privacy.rights",
  ],
} as const satisfies Record<string, readonly LegalMessageId[]>;

/** The day the texts below last changed: a calendar date, the same in every time zone. */
const UPDATED = Date.UTC(2026, 8, 1);

const Page = styled.div`
  max-width: 720px;
  margin: 0 auto;
  padding: ${theme.space.lg} ${theme.space.md};
  p {
    margin: 0 0 ${theme.space.md};
  }
  a {
    color: ${theme.color.primaryText};
  }
`;

/** A card of its own (not ui's Card): this page loads alone, rarely, and stays small. */
const Sheet = styled.article`
  padding: ${theme.space.lg};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
`;

const Heading = styled.h1`
  font-size: ${theme.font.size.xxl};
  margin: 0 0 ${theme.space.xs};
`;

const Updated = styled.p`
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;

/** Terms of use and privacy policy (footer links), in the reader's language. */
export function LegalPage({ kind }: { kind: keyof typeof SECTIONS }) {
  return (
    <MoreTexts loaders={LOADERS}>
      <LegalText kind={kind} />
    </MoreTexts>
  );
}

function LegalText({ kind }: { kind: keyof typeof SECTIONS }) {
  const intl = useIntl();
  const t = useT<LegalMessageId>();
  // Signed in, the layout's header carries the page's h1; signed out, this page stands alone.
  const inLayout = useInLayout();
  useDocumentTitle(t(`host.route.${kind}`));
  return (
    <Page>
      <Sheet>
        <Heading as={inLayout ? "h2" : "h1"}>{t(`host.route.${kind}`)}</Heading>
        <Updated>
          {t("host.legal.updated", {
            date: intl.formatDate(UPDATED, { dateStyle: "long", timeZone: "UTC" }),
          })}
        </Updated>
        {SECTIONS[kind].map((section) => (
          <p key={section}>{t(section)}</p>
        ))}
        <Link to="/">{t("host.legal.back")}</Link>
      </Sheet>
    </Page>
  );
}

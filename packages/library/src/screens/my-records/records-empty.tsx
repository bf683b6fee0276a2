import { useT } from "@campus/core";
import { Empty } from "@campus/ui";
import { Link } from "wouter";
import { useLibraryLink } from "../../components/use-library-link";
import { MY_RECORDS } from "../../routing/pages";
import type { LibraryMessageId } from "../../messages/message-ids";

type Kind =
  | "current"
  | "history"
  | "reservations"
  | "renewals"
  | "lossReports"
  | "favorites"
  | "myReviews"
  | "deskQueue"
  | "deskLoss";

const BROWSE = { to: "/library/category", label: "library.empty.browse" } as const;
const TO_CURRENT = {
  to: MY_RECORDS,
  label: "library.empty.toCurrent",
} as const;

/** Where an empty list leads: to the books, or to the loans its action starts from. */
const LEADS: Partial<Record<Kind, typeof BROWSE | typeof TO_CURRENT>> = {
  current: BROWSE,
  reservations: BROWSE,
  favorites: BROWSE,
  renewals: TO_CURRENT,
  lossReports: TO_CURRENT,
};

/**
 * An empty list of records says what would appear there and how to get it there (issue 9,
 * item 13: not just "no data") — how a loss is reported, where renewals come from.
 */
export function RecordsEmpty({ kind }: { kind: Kind }) {
  const t = useT<LibraryMessageId>();
  const link = useLibraryLink();
  const lead = LEADS[kind];
  return (
    <Empty
      compact
      title={t(`library.empty.${kind}.title`)}
      description={t(`library.empty.${kind}.text`)}
      action={lead && <Link to={link(lead.to)}>{t(lead.label)}</Link>}
    />
  );
}

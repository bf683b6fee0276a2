/*
 * A manual page as the build compiles it from Markdown (`content/<locale>/<page>.md`, see
 * `compile/compile-manual.ts`) and the screen renders it: plain data, so no Markdown parser and
 * no HTML reach the browser.
 */

/** The manual's pages (spec §2), in menu order: their address is `/manual/<page>`. */
export const MANUAL_PAGES = ["p_communication", "p_studentAttendance", "p_GRWTHPay"] as const;
export type ManualPageId = (typeof MANUAL_PAGES)[number];

/**
 * Pictures of this product's own screens the manual may show, taken by the end-to-end run
 * (`tests/e2e/manual-shots.spec.ts`) on a phone in each language, so they follow the screens.
 */
export const MANUAL_SHOTS = [
  "calendar-month",
  "calendar-item",
  "library-loans",
  "registration-fee",
  "eca-records",
  "notices-list",
  "notice-read",
  "notice-signed",
  "messages",
  "attendance-apply",
  "attendance-leaves",
  "attendance-month",
  "fees-due",
  "fees-paid",
] as const;
export type ManualShotId = (typeof MANUAL_SHOTS)[number];

/** Where a manual link may lead: the product's own pages (and a manual page's section). */
export const MANUAL_LINK_TARGETS = [
  "/attendance",
  "/calendar",
  "/fees",
  "/library",
  "/notices",
  "/notices/messages",
  "/registration",
  "/smarteca",
  ...MANUAL_PAGES.map((page) => `/manual/${page}`),
];

export type Inline =
  string | { strong: Inline[] } | { em: Inline[] } | { link: string; children: Inline[] };

export type CalloutKind = "tip" | "note" | "important";

export type Block =
  | { heading: 2 | 3; id: string; children: Inline[] }
  | { paragraph: Inline[] }
  | { list: "ordered" | "bullet"; items: Inline[][] }
  | { callout: CalloutKind; label: string; children: Inline[] }
  | { shot: ManualShotId; alt: string };

export interface ManualDoc {
  title: string;
  blocks: Block[];
}

/** An inline run's words, for the table of contents and the search. */
export function plainText(inline: readonly Inline[]): string {
  return inline
    .map((node) =>
      typeof node === "string"
        ? node
        : plainText("strong" in node ? node.strong : "em" in node ? node.em : node.children),
    )
    .join("");
}

/** A page's sections: its headings with their anchors, in order. */
export function tableOfContents(doc: ManualDoc) {
  return doc.blocks.flatMap((block) =>
    "heading" in block
      ? [{ id: block.id, depth: block.heading, title: plainText(block.children) }]
      : [],
  );
}

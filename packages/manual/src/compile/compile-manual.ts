import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Nodes, PhrasingContent, RootContent } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { LOCALES, type Locale } from "@campus/contract";
import {
  MANUAL_LINK_TARGETS,
  MANUAL_PAGES,
  MANUAL_SHOTS,
  type Block,
  type CalloutKind,
  type Inline,
  type ManualDoc,
  type ManualPageId,
  type ManualShotId,
} from "../content/doc";

/*
 * The manual's Markdown (`packages/manual/content/<locale>/<page>.md`) compiled to the plain data
 * the screen renders (`src/content/<page>.<locale>.json`, written by `npm run manual`; a test
 * fails when they differ). Only a small subset is allowed, and anything else is an error naming
 * its file and line: headings `##`/`###` with an explicit `{#anchor}` (the same anchors in every
 * language), paragraphs, lists, bold, italics, links to the product's pages, callouts
 * (`> **Tip:** …`) and screenshots (`![what it shows](shot:calendar-month)`).
 */

export const CONTENT_DIR = fileURLToPath(new URL("../../content/", import.meta.url));
export const OUTPUT_DIR = fileURLToPath(new URL("../content/", import.meta.url));

const CALLOUTS: Record<string, CalloutKind> = {
  tip: "tip",
  note: "note",
  important: "important",
  提示: "tip",
  注意: "note",
  重要: "important",
};

const ANCHOR = /\s*\{#([a-z0-9]+(?:-[a-z0-9]+)*)\}\s*$/;

class ManualError extends Error {}

/** One page in one language, from its Markdown. */
export function compilePage(markdown: string, file: string): ManualDoc {
  const root = fromMarkdown(markdown);
  const fail = (node: Nodes, why: string): never => {
    throw new ManualError(`${file}:${node.position?.start.line ?? "?"}: ${why}`);
  };

  const inline = (nodes: PhrasingContent[]): Inline[] =>
    nodes.map((node): Inline => {
      switch (node.type) {
        case "text":
          // CommonMark leaves "**注意：**請" unclosed (punctuation then a letter): said, not shown.
          if (/\*\*|__/.test(node.value))
            fail(
              node,
              "bold that did not close: after a closing ** that ends in punctuation, a space",
            );
          return node.value.replace(/\s*\n\s*/g, " ");
        case "strong":
          return { strong: inline(node.children) };
        case "emphasis":
          return { em: inline(node.children) };
        case "link": {
          const [path] = node.url.split("#");
          if (!MANUAL_LINK_TARGETS.includes(path!))
            fail(node, `a link may lead only to ${MANUAL_LINK_TARGETS.join(", ")}: ${node.url}`);
          return { link: node.url, children: inline(node.children) };
        }
        default:
          return fail(node, `${node.type} is not allowed in the manual`);
      }
    });

  const [first, ...rest] = root.children;
  if (first?.type !== "heading" || first.depth !== 1)
    return fail(first ?? root, "a page starts with its title: `# Title`");
  const title = plainOf(inline(first.children));

  const blocks = rest.map((node: RootContent): Block => {
    switch (node.type) {
      case "heading": {
        if (node.depth !== 2 && node.depth !== 3) fail(node, "only ## and ### headings");
        const last = node.children.at(-1);
        const anchor = last?.type === "text" ? ANCHOR.exec(last.value) : null;
        if (!anchor || last?.type !== "text")
          return fail(node, "a heading ends with its anchor: `## Title {#anchor-id}`");
        const children = [
          ...node.children.slice(0, -1),
          { ...last, value: last.value.slice(0, anchor.index) },
        ];
        return { heading: node.depth as 2 | 3, id: anchor[1]!, children: inline(children) };
      }
      case "paragraph": {
        const [only] = node.children;
        if (node.children.length === 1 && only?.type === "image") {
          const shot = /^shot:(.+)$/.exec(only.url)?.[1];
          if (!shot || !MANUAL_SHOTS.includes(shot as ManualShotId))
            fail(only, `a picture is one of shot:${MANUAL_SHOTS.join(", shot:")}`);
          if (!only.alt?.trim()) fail(only, "a picture says what it shows: ![…](shot:…)");
          return { shot: shot as ManualShotId, alt: only.alt!.trim() };
        }
        return { paragraph: inline(node.children) };
      }
      case "list":
        return {
          list: node.ordered ? "ordered" : "bullet",
          items: node.children.map((item) => {
            const [paragraph, ...more] = item.children;
            if (paragraph?.type !== "paragraph" || more.length > 0)
              fail(item, "a list item is one paragraph (no nested lists)");
            return inline((paragraph as { children: PhrasingContent[] }).children);
          }),
        };
      case "blockquote": {
        const [paragraph, ...more] = node.children;
        const lead = paragraph?.type === "paragraph" ? paragraph.children[0] : undefined;
        if (paragraph?.type !== "paragraph" || more.length > 0 || lead?.type !== "strong")
          return fail(node, "a callout is one paragraph that starts in bold: > **Tip:** …");
        const label = plainOf(inline(lead.children)).replace(/[:：]\s*$/, "");
        const kind = CALLOUTS[label.toLowerCase()];
        if (!kind) return fail(node, `a callout is one of ${Object.keys(CALLOUTS).join(", ")}`);
        const children = inline(paragraph.children.slice(1));
        if (typeof children[0] === "string") children[0] = children[0].trimStart();
        return { callout: kind, label, children };
      }
      default:
        return fail(node, `${node.type} is not allowed in the manual`);
    }
  });
  return { title, blocks };
}

function plainOf(inline: Inline[]): string {
  return inline
    .map((n) =>
      typeof n === "string" ? n : plainOf("strong" in n ? n.strong : "em" in n ? n.em : n.children),
    )
    .join("")
    .trim();
}

const anchorsOf = (doc: ManualDoc) =>
  doc.blocks.flatMap((block) => ("heading" in block ? [block.id] : []));

/**
 * Every page in every language, checked together: the anchors of a page are the same, in the
 * same order, in all three languages (a link to a section works in each), and unique on it;
 * links to a manual page's section name one it has.
 */
export function compileManual(
  read: (locale: Locale, page: ManualPageId) => string = (locale, page) =>
    readFileSync(`${CONTENT_DIR}${locale}/${page}.md`, "utf8"),
): Map<string, ManualDoc> {
  const docs = new Map<string, ManualDoc>();
  const anchors = new Map<ManualPageId, string[]>();
  for (const page of MANUAL_PAGES) {
    for (const locale of LOCALES) {
      const doc = compilePage(read(locale, page), `content/${locale}/${page}.md`);
      const ids = anchorsOf(doc);
      if (new Set(ids).size !== ids.length)
        throw new ManualError(`content/${locale}/${page}.md: an anchor is used twice`);
      const known = anchors.get(page);
      if (!known) anchors.set(page, ids);
      else if (known.join() !== ids.join())
        throw new ManualError(
          `content/${locale}/${page}.md: its anchors (${ids.join(", ")}) differ from ${LOCALES[0]}'s (${known.join(", ")})`,
        );
      docs.set(`${page}.${locale}.json`, doc);
    }
  }
  for (const [file, doc] of docs) {
    const links = JSON.stringify(doc).matchAll(/"link":"\/manual\/(\w+)#([^"]+)"/g);
    for (const [, page, anchor] of links)
      if (!anchors.get(page as ManualPageId)?.includes(anchor!))
        throw new ManualError(`${file}: no section #${anchor} on /manual/${page}`);
  }
  return docs;
}

/** A compiled page as it is written to its file. */
export const serialize = (doc: ManualDoc) => `${JSON.stringify(doc, null, 1)}\n`;

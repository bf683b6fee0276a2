import { useElementInstance, useLocale, useT } from "@campus/core";
import { Link, theme } from "@campus/ui";
import { forwardRef, type ReactNode } from "react";
import styled from "styled-components";
import type { Block, CalloutKind, Inline, ManualDoc, ManualPageId } from "../content/doc";
import type { ManualMessageId } from "../messages/message-ids";
import { MANUAL, manualPath } from "../routing/pages";
import { shotUrl, SHOT_SIZE } from "./shots";

const Article = styled.article`
  min-width: 0;
  max-width: 72ch;
  line-height: 1.7;
  h3,
  h4 {
    scroll-margin-top: ${theme.space.xl};
    line-height: 1.4;
  }
  h3 {
    margin: ${theme.space.xxl} 0 ${theme.space.sm};
    font-size: ${theme.font.size.lg};
  }
  h4 {
    margin: ${theme.space.xl} 0 ${theme.space.xs};
    font-size: ${theme.font.size.md};
  }
  h3:focus,
  h4:focus {
    outline: none;
  }
  h3:focus-visible,
  h4:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
  p,
  ul,
  ol {
    margin: 0 0 ${theme.space.md};
  }
  ul,
  ol {
    padding-inline-start: 1.5em;
  }
  li + li {
    margin-top: ${theme.space.xs};
  }
  a {
    color: ${theme.color.primaryText};
  }
`;

const Callout = styled.div<{ $kind: CalloutKind }>`
  margin: 0 0 ${theme.space.md};
  padding: ${theme.space.md} ${theme.space.lg};
  border-inline-start: 4px solid
    ${(p) =>
      p.$kind === "important"
        ? theme.color.danger
        : p.$kind === "note"
          ? theme.color.warning
          : theme.color.info};
  border-radius: ${theme.radius.sm};
  background: ${(p) =>
    p.$kind === "important"
      ? theme.color.dangerSoft
      : p.$kind === "note"
        ? theme.color.warningSoft
        : theme.color.infoSoft};
  p {
    margin: 0;
  }
`;

const Figure = styled.figure`
  margin: ${theme.space.lg} 0;
  img {
    display: block;
    width: min(100%, 280px);
    height: auto;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.lg};
    box-shadow: ${theme.shadow.card};
  }
  figcaption {
    margin-top: ${theme.space.xs};
    font-size: ${theme.font.size.sm};
    color: ${theme.color.textSecondary};
  }
`;

/** The element around a heading's id: unique beside the page's own ids. */
export const sectionElementId = (id: string) => `manual-${id}`;

/** A link in the manual: a manual page's section by `?section=`, another feature's page by path. */
function DocLink({ href, children }: { href: string; children: ReactNode }) {
  const inElement = useElementInstance() !== null;
  const [path = "", section] = href.split("#");
  if (path.startsWith(`${MANUAL}/`))
    return (
      <Link href={manualPath(path.slice(MANUAL.length + 1) as ManualPageId, section)}>
        {children}
      </Link>
    );
  // On a school's page the manual's element has only the manual: another feature's page is the
  // school's to place, so its name is said and not linked.
  if (inElement) return <strong>{children}</strong>;
  return <Link href={path}>{children}</Link>;
}

function Words({ inline }: { inline: readonly Inline[] }) {
  return inline.map((node, i) => {
    if (typeof node === "string") return node;
    if ("strong" in node)
      return (
        <strong key={i}>
          <Words inline={node.strong} />
        </strong>
      );
    if ("em" in node)
      return (
        <em key={i}>
          <Words inline={node.em} />
        </em>
      );
    return (
      <DocLink key={i} href={node.link}>
        <Words inline={node.children} />
      </DocLink>
    );
  });
}

function BlockView({ block }: { block: Block }) {
  const t = useT<ManualMessageId>();
  const locale = useLocale();
  if ("heading" in block) {
    const Heading = block.heading === 2 ? "h3" : "h4";
    return (
      <Heading id={sectionElementId(block.id)} tabIndex={-1}>
        <Words inline={block.children} />
      </Heading>
    );
  }
  if ("paragraph" in block)
    return (
      <p>
        <Words inline={block.paragraph} />
      </p>
    );
  if ("list" in block) {
    const List = block.list === "ordered" ? "ol" : "ul";
    return (
      <List>
        {block.items.map((item, i) => (
          <li key={i}>
            <Words inline={item} />
          </li>
        ))}
      </List>
    );
  }
  if ("callout" in block)
    return (
      // A note, not a landmark: a page has many, and each is read where it stands.
      <Callout role="note" $kind={block.callout} aria-label={t(`manual.callout.${block.callout}`)}>
        <p>
          <strong>{block.label}</strong> <Words inline={block.children} />
        </p>
      </Callout>
    );
  const url = shotUrl(locale, block.shot);
  if (!url) return null;
  return (
    <Figure>
      <img src={url} alt={block.alt} loading="lazy" decoding="async" {...SHOT_SIZE} />
    </Figure>
  );
}

/** A compiled manual page (its title is the screen's heading). */
export const DocView = forwardRef<HTMLElement, { doc: ManualDoc }>(function DocView({ doc }, ref) {
  return (
    <Article ref={ref}>
      {doc.blocks.map((block, i) => (
        <BlockView key={i} block={block} />
      ))}
    </Article>
  );
});

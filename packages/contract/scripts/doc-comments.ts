import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/*
 * The contract's doc comments as the API document's descriptions: the comment above an exported
 * `fooSchema` describes the `Foo` shape, and the comment above each of its fields describes the
 * field. The comments are written once, for the contract's readers; `npm run openapi` copies
 * them into src/openapi-descriptions.json, which the document reads (the server renders it
 * without a TypeScript compiler). A field's comment also reaches the shapes that spread it in
 * (`...settingBase`, `...ecaNamedSchema.shape`).
 */

export interface Descriptions {
  /** Export name → the shape's own description and its fields'. */
  [schema: string]: { description?: string; fields: Record<string, string> };
}

const root = fileURLToPath(new URL("../src", import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** A comment's text, one paragraph: `/** … *\/` lines joined, the stars gone. */
function commentOf(node: ts.Node, text: string): string | undefined {
  const ranges = ts.getLeadingCommentRanges(text, node.getFullStart()) ?? [];
  const doc = ranges.filter((r) => text.startsWith("/**", r.pos)).at(-1);
  if (!doc) return undefined;
  return text
    .slice(doc.pos + 3, doc.end - 2)
    .split("\n")
    .map((line) => line.replace(/^\s*\*\s?/, "").trim())
    .filter(Boolean)
    .join(" ");
}

/** The object literals a schema's expression is built from: `z.object({…})`, `.extend({…})`. */
function literalsOf(expression: ts.Node): ts.ObjectLiteralExpression[] {
  const found: ts.ObjectLiteralExpression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : "";
      if (["object", "extend", "strictObject", "looseObject"].includes(name))
        for (const arg of node.arguments) if (ts.isObjectLiteralExpression(arg)) found.push(arg);
    }
    ts.forEachChild(node, visit);
  };
  visit(expression);
  return found;
}

export function docComments(): Descriptions {
  const result: Descriptions = {};
  const spreads = new Map<string, Record<string, string>>();
  const pending: [string, ts.ObjectLiteralExpression, string][] = [];
  for (const file of sources(root).sort()) {
    const text = readFileSync(file, "utf8");
    const source = ts.createSourceFile(relative(root, file), text, ts.ScriptTarget.Latest, true);
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      const exported = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
        const name = declaration.name.text;
        const init = declaration.initializer;
        // A plain object of fields (`const settingBase = { … }`), spread into shapes.
        if (ts.isObjectLiteralExpression(init)) {
          spreads.set(name, fieldsOf(init, text, spreads));
          continue;
        }
        if (!name.endsWith("Schema")) continue;
        const literals = literalsOf(init);
        const description = commentOf(statement, text);
        if (exported) {
          result[name] = { ...(description ? { description } : {}), fields: {} };
          for (const literal of literals) pending.push([name, literal, text]);
        }
        // A shape's fields, for shapes that spread `.shape` of it.
        const fields: Record<string, string> = {};
        for (const literal of literals) Object.assign(fields, fieldsOf(literal, text, spreads));
        spreads.set(`${name}.shape`, fields);
      }
    }
  }
  for (const [name, literal, text] of pending)
    Object.assign(result[name]!.fields, fieldsOf(literal, text, spreads));
  for (const name of Object.keys(result))
    if (!result[name]!.description && Object.keys(result[name]!.fields).length === 0)
      delete result[name];
  return result;
}

function fieldsOf(
  literal: ts.ObjectLiteralExpression,
  text: string,
  spreads: Map<string, Record<string, string>>,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const property of literal.properties) {
    if (ts.isSpreadAssignment(property)) {
      Object.assign(fields, spreads.get(property.expression.getText()) ?? {});
      continue;
    }
    const comment = commentOf(property, text);
    if (
      comment &&
      property.name &&
      (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
    )
      fields[property.name.text] = comment;
  }
  return fields;
}

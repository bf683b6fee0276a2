import { describe, expect, it } from "vitest";
import { sniffType } from "../services/uploads";
import { noticePdf } from "./notice-pdf";

describe("the demo school's notice PDF", () => {
  it("is a PDF whose cross-reference table points at each object, so viewers open it as it is", () => {
    const bytes = noticePdf("Sports Day (3 December)", ["Bring a hat \\ and water."]);
    expect(sniffType(bytes)).toBe("application/pdf");
    const text = new TextDecoder().decode(bytes);
    const xref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
    expect(text.slice(xref, xref + 4)).toBe("xref");
    const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) =>
      Number(m[1]),
    );
    expect(offsets).toHaveLength(5);
    offsets.forEach((at, i) => expect(text.slice(at)).toMatch(new RegExp(`^${i + 1} 0 obj\\n`)));
    // Brackets and backslashes in the text are escaped; the stream's length is its own.
    expect(text).toContain("(Sports Day \\(3 December\\)) Tj");
    expect(text).toContain("(Bring a hat \\\\ and water.) Tj");
    const stream = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(text)!;
    expect(stream[2]!.length).toBe(Number(stream[1]));
  });
});

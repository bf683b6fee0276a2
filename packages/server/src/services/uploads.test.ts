import { describe, expect, it } from "vitest";
import { fileNameOf, sniffType } from "./uploads";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );

/** A BMP header whose size field says `size`, padded to `length` bytes. */
function bmp(size: number, length = size) {
  const b = new Uint8Array(length);
  b.set([0x42, 0x4d, size & 0xff, (size >> 8) & 0xff, (size >> 16) & 0xff, size >>> 24]);
  return b;
}

describe("an upload's real type comes from its first bytes", () => {
  it("knows PNG, JPEG, GIF, BMP and PDF", () => {
    expect(sniffType(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe("image/png");
    expect(sniffType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffType(bytes("GIF89a", [1, 0]))).toBe("image/gif");
    expect(sniffType(bytes("GIF87a"))).toBe("image/gif");
    expect(sniffType(bytes("%PDF-1.7\n"))).toBe("application/pdf");
    expect(sniffType(bmp(64))).toBe("image/bmp");
  });

  it("refuses what only claims to be one: a page, a script, a program, a short BMP", () => {
    // Text is text (CSV, which only a kind that takes CSV accepts), never an image or a PDF.
    expect(sniffType(bytes("<html><script>alert(1)</script>"))).toBe("text/csv");
    expect(sniffType(bytes("BM is not a bitmap because its size field lies"))).toBe("text/csv");
    expect(sniffType(bytes(" %PDF-1.7"))).toBe("text/csv");
    expect(sniffType(bytes("MZ", [0x90, 0]))).toBeNull(); // a Windows program
    expect(sniffType(bmp(64, 40))).toBeNull();
    expect(sniffType(new Uint8Array())).toBeNull();
  });

  it("takes CSV in any encoding Excel saves, and nothing with binary bytes as CSV", () => {
    expect(sniffType(bytes([0xef, 0xbb, 0xbf], "student_no,class\r\n"))).toBe("text/csv");
    expect(sniffType(bytes([0xff, 0xfe], "s", [0], ",", [0]))).toBe("text/csv"); // UTF-16LE
    expect(sniffType(bytes([0xbe, 0xc7, 0xb8, 0xb9], ",4A\t1\n"))).toBe("text/csv"); // Big5
    expect(sniffType(bytes("a,b\n", [0x00, 0x01]))).toBeNull();
  });
});

describe("a stored file's name", () => {
  it("keeps the name people know, with the extension of what it really is", () => {
    expect(fileNameOf("運動會通告.pdf", "application/pdf")).toBe("運動會通告.pdf");
    expect(fileNameOf("photo.JPEG", "image/jpeg")).toBe("photo.jpg");
    expect(fileNameOf("notice.png", "application/pdf")).toBe("notice.pdf");
  });

  it("drops folders and control characters, and names a nameless file", () => {
    expect(fileNameOf("C:\\Users\\me\\..\\reply\u0007slip.pdf", "application/pdf")).toBe(
      "replyslip.pdf",
    );
    expect(fileNameOf("../../etc/passwd", "application/pdf")).toBe("passwd.pdf");
    expect(fileNameOf(".pdf", "application/pdf")).toBe("file.pdf");
  });

  it("cuts a long name, keeping the extension", () => {
    const name = fileNameOf(`${"長".repeat(300)}.pdf`, "application/pdf");
    expect([...name]).toHaveLength(120);
    expect(name.endsWith("長.pdf")).toBe(true);
  });
});

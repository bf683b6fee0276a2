import { describe, expect, it } from "vitest";
import { acceptAttribute, checkUploadFile, IMAGE_TYPES } from "./file-check";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const file = (bytes: number[] | string, name: string, size = 0) =>
  new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes), new Uint8Array(size)], name);

describe("checkUploadFile", () => {
  const images = { accept: IMAGE_TYPES, maxBytes: 1_000 };

  it("accepts a real PNG, JPEG, GIF and BMP", async () => {
    await expect(checkUploadFile(file(PNG, "a.png"), images)).resolves.toBeNull();
    await expect(
      checkUploadFile(file([0xff, 0xd8, 0xff, 0xe0], "a.JPG"), images),
    ).resolves.toBeNull();
    await expect(checkUploadFile(file("GIF89a...", "a.gif"), images)).resolves.toBeNull();
    await expect(checkUploadFile(file("BM......", "a.bmp"), images)).resolves.toBeNull();
  });

  it("refuses by name, then by content", async () => {
    await expect(checkUploadFile(file(PNG, "a.txt"), images)).resolves.toBe("invalidFormat");
    await expect(checkUploadFile(file(PNG, "png"), images)).resolves.toBe("invalidFormat");
    await expect(checkUploadFile(file("hello world", "notes.png"), images)).resolves.toBe(
      "invalidFormat",
    );
    await expect(checkUploadFile(file("%PDF-1.7", "a.png"), images)).resolves.toBe("invalidFormat");
  });

  it("refuses a file over the limit, and not one exactly at it", async () => {
    await expect(checkUploadFile(file(PNG, "a.png", 1_000), images)).resolves.toBe("tooLarge");
    await expect(
      checkUploadFile(file(PNG, "a.png", 1_000 - PNG.length), images),
    ).resolves.toBeNull();
  });

  it("knows PDF and spreadsheet contents", async () => {
    const docs = { accept: ["pdf", "xlsx", "xls"] as const };
    await expect(checkUploadFile(file("%PDF-1.4", "a.pdf"), docs)).resolves.toBeNull();
    await expect(checkUploadFile(file("PK\u0003\u0004", "a.xlsx"), docs)).resolves.toBeNull();
    await expect(
      checkUploadFile(file([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], "a.xls"), docs),
    ).resolves.toBeNull();
    await expect(checkUploadFile(file("a,b,c", "a.xlsx"), docs)).resolves.toBe("invalidFormat");
  });

  it("takes CSV in any encoding Excel saves it in, and nothing binary named .csv", async () => {
    const roster = { accept: ["xlsx", "csv"] as const };
    await expect(checkUploadFile(file("學生編號,班別\r\n", "a.csv"), roster)).resolves.toBeNull();
    await expect(
      checkUploadFile(file([0xef, 0xbb, 0xbf, 0x61, 0x2c], "a.csv"), roster),
    ).resolves.toBeNull();
    await expect(checkUploadFile(file([0xff, 0xfe, 0x61, 0], "a.csv"), roster)).resolves.toBeNull();
    await expect(
      checkUploadFile(file([0xbe, 0xc7, 0x2c, 0x0a], "a.csv"), roster),
    ).resolves.toBeNull();
    await expect(checkUploadFile(file(PNG, "a.csv"), roster)).resolves.toBe("invalidFormat");
    const pngHeader = PNG.slice(0, 8); // printable on purpose, but a picture
    await expect(checkUploadFile(file(pngHeader, "a.csv"), roster)).resolves.toBe("invalidFormat");
    await expect(checkUploadFile(file("%PDF-1.7", "a.csv"), roster)).resolves.toBe("invalidFormat");
    await expect(checkUploadFile(file("", "a.csv"), roster)).resolves.toBe("invalidFormat");
  });

  it("takes a OneRoster bundle as a .zip, and no picture named .zip", async () => {
    const roster = { accept: ["xlsx", "csv", "zip"] as const };
    await expect(
      checkUploadFile(file("PK\u0003\u0004", "oneroster.zip"), roster),
    ).resolves.toBeNull();
    await expect(checkUploadFile(file(PNG, "oneroster.zip"), roster)).resolves.toBe(
      "invalidFormat",
    );
    await expect(
      checkUploadFile(file("PK\u0003\u0004", "a.zip"), { accept: ["csv"] }),
    ).resolves.toBe("invalidFormat");
  });
});

describe("acceptAttribute", () => {
  it("lists extensions and media types once", () => {
    expect(acceptAttribute(["jpeg", "jpg"])).toBe(".jpeg,.jpg,image/jpeg");
  });
});

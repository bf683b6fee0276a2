import { describe, expect, it } from "vitest";
import { checkInCodeOf, interviewCheckInAddress, venueIn } from "./interviews";

const CODE = "7fcfa59578a94f386f627584c71ac948";

describe("a scanned check-in code", () => {
  it("reads the code from a booking's address, on any origin, or alone", () => {
    expect(checkInCodeOf(interviewCheckInAddress("https://campus.example.edu.hk", CODE))).toBe(
      CODE,
    );
    expect(
      checkInCodeOf(`http://192.168.1.20:8080/parent_student/registration/checkin?code=${CODE}`),
    ).toBe(CODE);
    expect(checkInCodeOf(`  ${CODE}\n`)).toBe(CODE);
  });

  it("takes nothing else for one", () => {
    for (const scanned of [
      "https://example.com/pay?code=" + CODE,
      "https://campus.example.edu.hk/parent_student/registration/checkin?code=short",
      "WIFI:S:school;T:WPA;P:secret;;",
      "",
      "not a url at all",
    ])
      expect(checkInCodeOf(scanned), scanned).toBeNull();
  });
});

describe("a session's venue for its reader", () => {
  const hall = { venue: "本校禮堂", venue_cn: "本校礼堂", venue_en: "School Hall" };
  it("is English, Simplified or as written, and the Chinese where a form is missing", () => {
    expect(venueIn(hall, "en-US")).toBe("School Hall");
    expect(venueIn(hall, "zh-CN")).toBe("本校礼堂");
    expect(venueIn(hall, "zh-TW")).toBe("本校禮堂");
    expect(venueIn({ ...hall, venue_en: "", venue_cn: "" }, "en-US")).toBe("本校禮堂");
    expect(venueIn({ ...hall, venue_en: "", venue_cn: "" }, "zh-CN")).toBe("本校禮堂");
  });
});

import { describe, expect, it } from "vitest";
import { attachmentDisposition, cleanFileName } from "./file-names";

describe("cleanFileName", () => {
  it("keeps only the last path segment without quotes or control characters", () => {
    expect(cleanFileName('../../etc/pa"ss\nwd.pdf')).toBe("passwd.pdf");
    expect(cleanFileName("C:\\Users\\ana\\cv.pdf")).toBe("cv.pdf");
  });

  it("removes invisible characters that disguise an extension", () => {
    expect(cleanFileName("resume\u202Efdp.exe")).toBe("resumefdp.exe");
  });

  it("never yields a dot-name or an empty name", () => {
    expect(cleanFileName("..")).toBe("file");
    expect(cleanFileName(".env")).toBe("env");
    expect(cleanFileName("   ")).toBe("file");
    expect(cleanFileName(undefined)).toBe("file");
  });

  it("shortens long names but keeps the extension and whole characters", () => {
    const cleaned = cleanFileName(`${"😀".repeat(200)}.pdf`);
    expect(Array.from(cleaned)).toHaveLength(150);
    expect(cleaned.endsWith("😀.pdf")).toBe(true);
  });
});

describe("attachmentDisposition", () => {
  it("offers a safe ASCII name and the exact name in RFC 5987 form", () => {
    expect(attachmentDisposition('../../etc/pa"ss\nwd.pdf')).toBe(
      `attachment; filename="passwd.pdf"; filename*=UTF-8''passwd.pdf`,
    );
    expect(attachmentDisposition("Résumé (final) 100%*.pdf")).toBe(
      `attachment; filename="Resume (final) 100_*.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%28final%29%20100%25%2A.pdf`,
    );
    expect(attachmentDisposition("履歴書.pdf")).toBe(
      `attachment; filename="___.pdf"; filename*=UTF-8''%E5%B1%A5%E6%AD%B4%E6%9B%B8.pdf`,
    );
  });
});

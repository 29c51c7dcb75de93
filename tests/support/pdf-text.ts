import { getDocumentProxy } from "unpdf";

/** The text of every page of a PDF, as a reader would extract it, pages joined by line breaks. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  try {
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      pages.push(
        (await page.getTextContent()).items.map((item) => ("str" in item ? item.str : "")).join(" "),
      );
    }
    return pages.join("\n");
  } finally {
    await pdf.destroy();
  }
}

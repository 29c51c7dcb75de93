import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

/** One finding of the W3C Nu HTML Checker, with the name of the page it is about. */
export type HtmlFinding = {
  page: string;
  type: "error" | "warning";
  message: string;
  line?: number;
  extract?: string;
};

type VnuMessage = {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
};

/**
 * Checks each page's HTML with the Nu HTML Checker (vnu.jar from the vnu-jar package, run by the
 * machine's Java: one JVM for all pages). Returns its errors and warnings; "info" notes are dropped.
 */
export async function checkHtml(pages: { name: string; html: string }[]): Promise<HtmlFinding[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "html-check-"));
  try {
    // vnu names a file by its URL ("file:/tmp/…/3.html"): the file name finds the page again.
    const files = new Map<string, string>();
    await Promise.all(
      pages.map(async ({ name, html }, index) => {
        files.set(`${index}.html`, name);
        await fs.writeFile(path.join(dir, `${index}.html`), html);
      }),
    );
    const { stderr } = await run(
      "java",
      [
        "-jar",
        VNU_JAR,
        "--format",
        "json",
        "--exit-zero-always",
        ...[...files.keys()].map((file) => path.join(dir, file)),
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    return messages.flatMap((message): HtmlFinding[] => {
      const type = message.type === "error" ? "error" : message.subType === "warning" ? "warning" : undefined;
      if (!type) return [];
      const page = files.get(path.basename(message.url ?? "")) ?? message.url ?? "?";
      return [{ page, type, message: message.message, line: message.lastLine, extract: message.extract }];
    });
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

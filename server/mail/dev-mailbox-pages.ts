import { escapeHtml } from "../../common/escape-html";
import type { OutboxRow } from "./delivery-records";

// A <style> element and no script: the app's CSP allows inline styles and blocks everything else.
const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:24px;color:#1c1917}
a{color:#0b5cad}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:6px 10px;border-bottom:1px solid #e7e5e4;vertical-align:top}
th{background:#f5f5f4}
pre{white-space:pre-wrap;word-break:break-word;background:#f5f5f4;padding:12px;border-radius:6px}
iframe{width:100%;height:640px;border:1px solid #d6d3d1;border-radius:6px;background:#fff}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px}
dt{font-weight:bold}
dd{margin:0;word-break:break-word}
.note{color:#57534e}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

function time(date: Date | null): string {
  if (!date) return "—";
  const iso = date.toISOString();
  return `<time datetime="${iso}">${iso.slice(0, 19).replace("T", " ")} UTC</time>`;
}

function messageLink(message: OutboxRow): string {
  return `/dev/mailbox/${encodeURIComponent(message.id)}`;
}

export function renderMailboxList(messages: OutboxRow[], to?: string): string {
  const rows = messages
    .map(
      (message) => `<tr>
<td>${time(message.createdAt)}</td>
<td>${escapeHtml(message.toAddress)}</td>
<td><a href="${messageLink(message)}">${escapeHtml(message.subject)}</a></td>
<td>${escapeHtml(message.status)}</td>
</tr>`,
    )
    .join("\n");
  const heading = to ? `Dev mailbox: mail to ${escapeHtml(to)}` : "Dev mailbox";
  const jsonUrl = `/dev/mailbox.json${to ? `?to=${encodeURIComponent(to)}` : ""}`;
  const table = messages.length
    ? `<table>
<caption class="note">Newest ${messages.length} messages first</caption>
<thead><tr><th scope="col">Time</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Status</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : `<p>No messages yet.</p>`;
  return page(
    "Dev mailbox",
    `<h1>${heading}</h1>
<p class="note">No SMTP server is configured, so emails stay in the outbox instead of being sent.
Also as <a href="${escapeHtml(jsonUrl)}">JSON</a>.</p>
${table}`,
  );
}

export function renderMailboxMessage(message: OutboxRow): string {
  const headers = Object.entries(message.headers)
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join("\n");
  const attachments = message.attachments.length
    ? `<ul>${message.attachments
        .map(
          (attachment) =>
            `<li>${escapeHtml(attachment.filename)} (${escapeHtml(attachment.contentType)}, ${Buffer.from(attachment.content, "base64").length} bytes)</li>`,
        )
        .join("")}</ul>`
    : "<p>None.</p>";
  // sandbox="" gives the email an opaque origin with no scripts, forms or navigation of this page.
  const htmlBody = message.htmlBody
    ? `<iframe sandbox="" referrerpolicy="no-referrer" title="HTML version of the email" srcdoc="${escapeHtml(message.htmlBody)}"></iframe>`
    : "<p>This email has no HTML version.</p>";

  return page(
    `${message.subject} · Dev mailbox`,
    `<p><a href="/dev/mailbox">← All messages</a></p>
<h1>${escapeHtml(message.subject)}</h1>
<dl>
<dt>To</dt><dd>${escapeHtml(message.toAddress)}</dd>
<dt>Status</dt><dd>${escapeHtml(message.status)}</dd>
<dt>Queued</dt><dd>${time(message.createdAt)}</dd>
<dt>Sent</dt><dd>${time(message.sentAt)}</dd>
<dt>Attempts</dt><dd>${message.attempts}</dd>
${message.lastError ? `<dt>Last error</dt><dd>${escapeHtml(message.lastError)}</dd>` : ""}
${message.messageId ? `<dt>Message-ID</dt><dd>${escapeHtml(message.messageId)}</dd>` : ""}
${headers}
</dl>
<h2>Plain text</h2>
<pre>${escapeHtml(message.textBody)}</pre>
<h2>HTML</h2>
${htmlBody}
<h2>Attachments</h2>
${attachments}`,
  );
}

export function renderMissingMessage(): string {
  return page(
    "No such message · Dev mailbox",
    `<h1>No such message</h1>
<p><a href="/dev/mailbox">← All messages</a></p>`,
  );
}

/** The local provider's hosted card entry, as plain HTML (no script), styled like the dev sign-in page. */
import { escapeHtml } from "../../../../common/escape-html";
import { groupedCardNumber, LOCAL_TEST_CARDS } from "./test-cards";

const STYLE = `
body{font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a;margin:0;padding:2rem 1rem}
main{max-width:32rem;margin:0 auto;background:#fff;border:1px solid #cbd5e1;border-radius:1rem;padding:1.5rem}
h1{font-size:1.4rem;margin:0 0 .5rem}p,li{color:#334155;line-height:1.5}
label{display:block;font-weight:600;margin:1rem 0 .3rem}
input{box-sizing:border-box;width:100%;font:inherit;padding:.6rem .75rem;border:1px solid #64748b;border-radius:.5rem}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.row{display:flex;gap:1rem;flex-wrap:wrap}.row>div{flex:1 1 8rem}
.error{color:#b91c1c;font-weight:600;margin:.3rem 0 0}
.alert{border:1px solid #b91c1c;background:#fef2f2;color:#7f1d1d;border-radius:.5rem;padding:.75rem 1rem}
button{font:inherit;padding:.7rem 1rem;border-radius:.6rem;border:1px solid #1d4ed8;background:#1d4ed8;color:#fff;cursor:pointer;margin-top:1.25rem;width:100%}
button.secondary{background:#fff;color:#0f172a;border-color:#94a3b8}
code{font-size:.95em}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

const testCardList = () =>
  `<h2>Test cards</h2><p>Any future expiry and any 3-digit security code.</p><ul>${LOCAL_TEST_CARDS.map(
    (card) => `<li><code>${groupedCardNumber(card.number)}</code>: ${escapeHtml(card.description)}</li>`,
  ).join("")}</ul>`;

function field(name: string, label: string, errors: Record<string, string>, attributes: string): string {
  const error = errors[name];
  const errorId = `${name}-error`;
  return `<label for="${name}">${label}</label><input id="${name}" name="${name}" ${attributes}${
    error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ""
  } required>${error ? `<p class="error" id="${errorId}">${escapeHtml(error)}</p>` : ""}`;
}

export function renderCardEntryPage({
  action,
  cancelAction,
  errors = {},
  alert,
}: {
  action: string;
  cancelAction: string;
  errors?: Record<string, string>;
  alert?: string;
}): string {
  return page(
    "Add a card",
    `<h1>Add a card</h1>
<p>This local payment provider stands in for Stripe's hosted card entry while no Stripe keys are configured. No money moves.</p>
${alert ? `<p class="alert" role="alert">${escapeHtml(alert)}</p>` : ""}
<form method="post" action="${escapeHtml(action)}" novalidate>
${field("number", "Card number", errors, 'inputmode="numeric" autocomplete="cc-number"')}
<div class="row"><div>${field("expiry", "Expiry (MM/YY)", errors, 'autocomplete="cc-exp" placeholder="MM/YY"')}</div>
<div>${field("cvc", "Security code (CVC)", errors, 'inputmode="numeric" autocomplete="cc-csc"')}</div></div>
<button type="submit">Save card</button>
</form>
<form method="post" action="${escapeHtml(cancelAction)}"><button type="submit" class="secondary">Cancel</button></form>
${testCardList()}`,
  );
}

export function renderAuthenticationPage({ action, last4 }: { action: string; last4: string }): string {
  return page(
    "Authenticate this payment",
    `<h1>Authenticate this payment</h1>
<p>Your bank asks you to confirm the card ending in ${escapeHtml(last4)}. This step stands in for the bank's own page (3-D Secure).</p>
<form method="post" action="${escapeHtml(action)}">
<button type="submit" name="decision" value="complete">Complete</button>
<button type="submit" name="decision" value="fail" class="secondary">Fail</button>
</form>`,
  );
}

export function renderCardEntryEnded(message: string): string {
  return page("Card entry", `<h1>Card entry</h1><p>${escapeHtml(message)}</p>`);
}

import { escapeHtml } from "../../common/escape-html";
import type { DevAccountChoice } from "./accounts";

const STYLE = `
body{font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a;margin:0;padding:2rem 1rem}
main{max-width:32rem;margin:0 auto;background:#fff;border:1px solid #cbd5e1;border-radius:1rem;padding:1.5rem}
h1{font-size:1.4rem;margin:0 0 .5rem}p{color:#334155;line-height:1.5}
ul{list-style:none;padding:0;margin:1.5rem 0}li{margin:.75rem 0}
button{width:100%;text-align:left;font:inherit;padding:.8rem 1rem;border:1px solid #94a3b8;border-radius:.6rem;background:#fff;cursor:pointer}
button:hover,button:focus-visible{border-color:#1d4ed8;outline:2px solid #1d4ed8}
.who{display:block;font-weight:600}.what{display:block;color:#334155;font-size:.9rem}
.cancel{text-align:center;background:#f8fafc}`;

function accountButton(account: DevAccountChoice): string {
  return `<li><button type="submit" name="account" value="${escapeHtml(account.id)}">
<span class="who">${escapeHtml(account.name)} (${escapeHtml(account.email)})</span>
<span class="what">${escapeHtml(account.description)}</span></button></li>`;
}

/** The development provider's only screen: pick who to be, or cancel. Plain HTML, no script. */
export function renderDevSignInPage({
  loginAction,
  cancelAction,
  clientName,
  standsInFor,
  accounts,
}: {
  loginAction: string;
  cancelAction: string;
  clientName: string;
  /** The real provider(s) this sign-in replaces, e.g. "Microsoft Entra ID". */
  standsInFor: string;
  accounts: readonly DevAccountChoice[];
}): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>Development sign-in</title><style>${STYLE}</style></head>
<body><main>
<h1>Development sign-in</h1>
<p>This local identity provider stands in for ${escapeHtml(standsInFor)} while no issuer is configured. Choose an account to sign in to ${escapeHtml(clientName)} with.</p>
<form method="post" action="${escapeHtml(loginAction)}"><ul>${accounts.map(accountButton).join("")}</ul></form>
<form method="post" action="${escapeHtml(cancelAction)}"><button type="submit" class="cancel">Cancel sign-in</button></form>
</main></body></html>`;
}

/**
 * The provider's sign-out question (RP-initiated logout), as Microsoft asks it: `form` is
 * oidc-provider's hidden form (its action and anti-forgery field); both buttons submit it, and
 * either way the browser goes back to the app's sign-in page.
 */
export function renderDevSignOutPage({ form, clientName }: { form: string; clientName: string }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>Development sign-out</title><style>${STYLE}</style></head>
<body><main>
<h1>Development sign-out</h1>
<p>You are signed out of ${escapeHtml(clientName)}. Sign out of this development identity provider as well?</p>
${form}
<ul>
<li><button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus><span class="who">Sign out of the development provider</span></button></li>
<li><button type="submit" form="op.logoutForm" class="cancel">Stay signed in here</button></li>
</ul>
</main></body></html>`;
}

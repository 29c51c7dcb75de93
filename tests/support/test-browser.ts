/**
 * A browser's redirects and cookies, by hand: each fetch is manual-redirect, Set-Cookie headers
 * land in one jar (like a browser on one host, whatever the port), and addresses on `aliases`
 * (the app's public APP_URL) are sent to where the test app really listens.
 */
export class TestBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly aliases: Record<string, string> = {},
    initialCookie?: string,
  ) {
    if (initialCookie) this.store([initialCookie]);
  }

  clone(): TestBrowser {
    const copy = new TestBrowser(this.aliases);
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }

  get(url: string): Promise<Response> {
    return this.request(url, { method: "GET" });
  }

  post(url: string, form?: Record<string, string>): Promise<Response> {
    const body = form ? new URLSearchParams(form) : undefined;
    return this.request(url, { method: "POST", body });
  }

  /**
   * From the app's sign-in start to the provider's redirect back: chooses `account` on the
   * development provider's page (or "cancel") and returns the callback address, not yet visited.
   */
  async authorizeAt(
    appUrl: string,
    account: string,
    returnTo?: string,
    startPath = "/api/admin/auth/microsoft",
  ): Promise<URL> {
    const start = new URL(startPath, appUrl);
    if (returnTo) start.searchParams.set("returnTo", returnTo);
    return this.authorizeFrom(start.href, account);
  }

  /** authorizeAt for any sign-in that starts at `startUrl` (the employer portal's Google and LinkedIn). */
  async authorizeFrom(startUrl: string, account: string): Promise<URL> {
    let location = await this.expectRedirect(await this.get(startUrl), startUrl);
    location = await this.expectRedirect(await this.get(location), location);
    const page = await this.get(location);
    if (page.status !== 200)
      throw new Error(`The sign-in page answered ${page.status}: ${await page.text()}`);
    const html = await page.text();
    const choice = account === "cancel" ? `${location}/cancel` : `${location}/login`;
    if (!html.includes(new URL(choice).pathname)) throw new Error(`No form posts to ${choice}`);
    let next = await this.expectRedirect(
      await this.post(choice, account === "cancel" ? undefined : { account }),
      choice,
    );
    next = await this.expectRedirect(await this.get(next), next);
    return new URL(this.resolveAlias(next));
  }

  /**
   * authorizeAt, then the callback: the app's answer (a redirect to /admin or /admin/login?error=…;
   * the copilot admin's with startPath /api/copilot/admin/auth/microsoft).
   */
  async signInAt(appUrl: string, account: string, returnTo?: string, startPath?: string): Promise<Response> {
    return this.get((await this.authorizeAt(appUrl, account, returnTo, startPath)).href);
  }

  private async expectRedirect(response: Response, from: string): Promise<string> {
    const location = response.headers.get("location");
    if (response.status < 300 || response.status > 399 || !location) {
      throw new Error(`Expected a redirect from ${from}, got ${response.status}: ${await response.text()}`);
    }
    return new URL(location, from).href;
  }

  private async request(url: string, init: RequestInit): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await fetch(this.resolveAlias(url), {
      ...init,
      redirect: "manual",
      headers: cookie ? { Cookie: cookie } : {},
    });
    this.store(response.headers.getSetCookie());
    return response;
  }

  private resolveAlias(url: string): string {
    for (const [alias, real] of Object.entries(this.aliases)) {
      if (url.startsWith(`${alias}/`)) return `${real}${url.slice(alias.length)}`;
    }
    return url;
  }

  private store(setCookies: string[]) {
    for (const header of setCookies) {
      const [pair = "", ...attributes] = header.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

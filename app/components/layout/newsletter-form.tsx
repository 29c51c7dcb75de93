import { type FormEvent, useId, useState } from "react";
import { SubmitButton } from "~/components/forms/submit-button";
import { toast } from "~/lib/use-toast";

// SPEC §5 and §8, written out rather than imported: common/newsletter.ts brings zod, and this form
// ships on every page (docs/decisions/0003).
export const NEWSLETTER_TEXT = {
  requiredTitle: "Email required",
  requiredDescription: "Please enter your email address",
  successTitle: "Successfully subscribed!",
  successDescription: "You'll receive industry insights and job alerts in your inbox.",
  failureTitle: "Subscription failed",
  failureFallback: "Please try again later",
} as const;

/**
 * The server's message from apiRequest's `<status>: <body>` error (SPEC §8): the JSON body's `error`
 * (or `message`), otherwise null so the caller falls back to SPEC's text.
 */
export function serverMessageOf(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const body = error.message.replace(/^\d{3}: /, "");
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === "object") {
      const { error: text, message } = parsed as { error?: unknown; message?: unknown };
      const found = typeof text === "string" ? text : typeof message === "string" ? message : "";
      return found.trim() || null;
    }
  } catch {
    // Not JSON (a proxy's error page, a network failure): SPEC's fallback reads better.
  }
  return null;
}

const loadApiClient = () => import("~/lib/api-client");

/** Fetches the request helper when the visitor reaches the form; a failure resurfaces on submit. */
function prefetchApiClient() {
  loadApiClient().catch(() => {});
}

/**
 * Footer newsletter sign-up (SPEC §4, §5, §8): idle → pending (input and button disabled,
 * 'Subscribing...') → success (input cleared, toast) or failure (destructive toast). The input is
 * type="email", so the browser checks the format; an empty field gets SPEC's toast and no request.
 */
export function NewsletterForm() {
  const inputId = useId();
  const [email, setEmail] = useState("");
  const [pending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      toast({ title: NEWSLETTER_TEXT.requiredTitle, description: NEWSLETTER_TEXT.requiredDescription });
      return;
    }
    setPending(true);
    try {
      // Loaded on first use: the footer is on every page and most visitors never subscribe.
      const { apiRequest } = await loadApiClient();
      await apiRequest("POST", "/api/email-subscriptions", { email: address });
      setEmail("");
      toast({ title: NEWSLETTER_TEXT.successTitle, description: NEWSLETTER_TEXT.successDescription });
    } catch (error) {
      toast({
        title: NEWSLETTER_TEXT.failureTitle,
        description: serverMessageOf(error) ?? NEWSLETTER_TEXT.failureFallback,
        variant: "destructive",
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="newsletter-heading" data-slot="newsletter">
      <h2 id="newsletter-heading" className="font-semibold text-sm text-white uppercase tracking-wider">
        Stay Updated
      </h2>
      <p className="mt-4 text-slate-300 text-sm leading-6">
        Industry insights and job alerts from our recruiters, straight to your inbox.
      </p>
      <form
        onSubmit={handleSubmit}
        onFocus={prefetchApiClient}
        className="mt-4 flex flex-col gap-3 sm:flex-row"
      >
        <label htmlFor={inputId} className="sr-only">
          Email address
        </label>
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Enter your email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={pending}
          maxLength={254}
          className="h-10 min-w-0 flex-1 rounded-lg border border-slate-600 bg-slate-800 px-3 text-sm text-white placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-sun-300 focus-visible:outline-offset-2 disabled:opacity-60"
        />
        <SubmitButton
          className="focus-visible:outline-sun-300"
          pending={pending}
          pendingLabel="Subscribing..."
        >
          Subscribe
        </SubmitButton>
      </form>
    </section>
  );
}

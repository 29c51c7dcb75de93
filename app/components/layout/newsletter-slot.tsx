/**
 * Footer slot for the newsletter sign-up (SPEC §2, §4, §5). The form itself arrives with its own
 * issue and renders here; until then the slot only introduces it.
 */
export function NewsletterSlot() {
  return (
    <section aria-labelledby="newsletter-heading" data-slot="newsletter">
      <h2 id="newsletter-heading" className="font-semibold text-sm text-white uppercase tracking-wider">
        Stay Updated
      </h2>
      <p className="mt-4 text-slate-300 text-sm leading-6">
        Industry insights and job alerts from our recruiters, straight to your inbox.
      </p>
    </section>
  );
}

import { SendIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * Slot for the home page contact form (SPEC §2, §3, §5): the visitor-engagement issue replaces this
 * with the form itself. Until then it points to the contact page.
 */
export function ContactFormSlot() {
  return (
    <div
      data-slot="contact-form"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h3 className="font-semibold text-slate-900 text-xl">Send Us a Message</h3>
      <p className="mt-3 text-slate-600 leading-7">
        Prefer to write? Our team answers within one business day.
      </p>
      <Button asChild size="lg" className="mt-6">
        <Link to="/contact">
          <SendIcon aria-hidden="true" />
          Write to Our Team
        </Link>
      </Button>
    </div>
  );
}

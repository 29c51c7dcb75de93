import { type AppLoadContext, data } from "react-router";
import { type LinkRefusal, linkRefusal } from "~/components/consultations/link-page";
import { answerRefusals, runForPage } from "~/lib/use-case-action.server";
import {
  CONSULTATION_MESSAGES,
  type ManagedConsultation,
  type ManageLinkPurpose,
} from "../../common/consultations";
import { Forbidden } from "../../server/errors";
import { manageLinkRead } from "../../server/modules/consultations";

/** The links' pages hold a secret in their address and a person's booking: never kept by a cache. */
export const NO_STORE = { "Cache-Control": "private, no-store" };

/**
 * The emailed link of `purpose` on its page: the consultation it acts on (with what `more` reads for
 * it), or the refusal with the server's message and status (404 unknown, 410 expired, cancelled or
 * begun, 403 the other link, 429). Opening the link changes nothing: mail scanners open links too.
 */
export function readLinkForPage<Extra extends object>(
  token: string,
  purpose: ManageLinkPurpose,
  context: AppLoadContext,
  more: (managed: ManagedConsultation) => Promise<Extra>,
) {
  return answerRefusals(
    async () => {
      const managed = await runForPage(manageLinkRead, context, { token });
      if (managed.purpose !== purpose) throw new Forbidden(CONSULTATION_MESSAGES.linkWrongPurpose);
      return data<({ state: "open"; managed: ManagedConsultation } & Extra) | LinkRefusal>(
        { state: "open", managed, ...(await more(managed)) },
        { headers: NO_STORE },
      );
    },
    (refusal, status): LinkRefusal =>
      linkRefusal(status, refusal.status === "refused" ? refusal.message : ""),
    { headers: NO_STORE },
  );
}

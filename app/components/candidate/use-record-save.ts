import { useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";
import { useApiSubmit } from "./use-api-submit";

/**
 * A portal settings form that PUTs its whole record to `url` and gets the saved record back: the
 * answer replaces the cached query of the same url, and `saved` turns it into the message shown.
 */
export function useRecordSave<T>(url: string) {
  const queryClient = useQueryClient();
  const { submit, ...state } = useApiSubmit();

  function save(body: unknown, { saved, failure }: { saved: (record: T) => string; failure: string }) {
    return submit(async () => (await (await apiRequest("PUT", url, body)).json()) as T, {
      success: (record) => {
        queryClient.setQueryData([url], record);
        return saved(record);
      },
      failure,
    });
  }

  return { ...state, save };
}

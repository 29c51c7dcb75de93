import { data } from "react-router";
import { DomainError } from "../../server/errors";

/**
 * Runs a loader's work; a domain refusal (NotFound, Invalid, Forbidden…) becomes the response of
 * that status, so the page shows the 404 or 4xx page instead of React Router's 500.
 */
export async function refusalsAsPageResponses<Result>(work: () => Promise<Result>): Promise<Result> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError && error.status < 500)
      throw data(error.message, { status: error.status });
    throw error;
  }
}

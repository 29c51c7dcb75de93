import { type AppLoadContext, data } from "react-router";
import type { z } from "../../common/zod";
import {
  DomainError,
  type FieldErrors,
  Invalid,
  PayloadTooLarge,
  UnsupportedMediaType,
} from "../../server/errors";
import { runUseCase, type UseCase } from "../../server/kernel/use-case";

/** What a page's form shows when the server refuses it: a message per field, or one message. */
export type FormRefusal =
  | { status: "invalid"; fieldErrors: FieldErrors }
  | { status: "refused"; message: string };

/** Runs a feature's use case for a page action or loader, as the visitor's client address. */
export function runForPage<Schema extends z.ZodType, Result>(
  useCase: UseCase<Schema, Result>,
  context: AppLoadContext,
  input: unknown,
): Promise<Result> {
  return runUseCase(useCase, input, { ip: context.clientIp });
}

type RefusalOptions = {
  /** The form's file field: a file too large or of the wrong type is shown under it. */
  fileField?: string;
  /** Headers every answer carries, e.g. Cache-Control; a refusal's own (Retry-After) are added. */
  headers?: Record<string, string>;
};

/**
 * Runs a page's work; a domain refusal (Invalid, NotFound, Conflict, TooManyRequests…) becomes the
 * page's answer, built by answer from the form refusal, with the refusal's status and headers, so
 * the page shows it inline as the API's client would. Anything else stays an error (a 500).
 */
export async function answerRefusals<Result, Answer>(
  work: () => Promise<Result>,
  answer: (refusal: FormRefusal, status: number) => Answer | Promise<Answer>,
  { fileField, headers }: RefusalOptions = {},
) {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof DomainError) || error.status >= 500) throw error;
    return data(await answer(formRefusalOf(error, fileField), error.status), {
      status: error.status,
      headers: { ...headers, ...error.headers },
    });
  }
}

function formRefusalOf(error: DomainError, fileField: string | undefined): FormRefusal {
  if (error instanceof Invalid && error.fields) return { status: "invalid", fieldErrors: error.fields };
  if (fileField && (error instanceof PayloadTooLarge || error instanceof UnsupportedMediaType)) {
    return { status: "invalid", fieldErrors: { [fileField]: error.message } };
  }
  return { status: "refused", message: error.message };
}

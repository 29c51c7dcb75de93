import type { Request } from "express";
import type { z } from "zod";
import { runUseCase, type UseCase } from "../kernel/use-case";

/**
 * Runs a feature's use case for an API request, as the client's address (req.ip honours "trust
 * proxy"). Its refusals reach apiErrorHandler, which answers the one JSON error shape.
 */
export function runForRequest<Schema extends z.ZodType, Result>(
  useCase: UseCase<Schema, Result>,
  req: Request,
  input: unknown,
): Promise<Result> {
  return runUseCase(useCase, input, { ip: req.ip });
}

/**
 * The JSON body with values the path or the router adds (they win over the body's keys). A body that
 * is not an object stays as it is, so the schema refuses it as a whole, as it always did.
 */
export function bodyWith(req: Request, values: Record<string, unknown>): unknown {
  const { body } = req;
  const isObject = typeof body === "object" && body !== null && !Array.isArray(body);
  return isObject ? { ...body, ...values } : body;
}

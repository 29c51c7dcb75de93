import type { Request, RequestHandler } from "express";
import type { z } from "zod";
import { parseInput } from "../kernel/parse-input";
import { type AdminIdentity, adminOf } from "../modules/admin-auth";

/** The request's query string as search params (what every console list reads). */
export const queryOf = (req: Request) => new URL(req.originalUrl, "http://localhost").searchParams;

/** GET a console list: the module's page for the query, as JSON. */
export function listHandler(list: (params: URLSearchParams) => Promise<unknown>): RequestHandler {
  return async (req, res) => {
    res.json(await list(queryOf(req)));
  };
}

type Create<Input> = (admin: AdminIdentity, input: Input) => Promise<unknown>;

/**
 * POST a new record, created by the module for the signed-in admin; 201 with it. Given a schema, the
 * body is parsed with it before the module runs; without one, the module gets the body as it came.
 */
export function createHandler(create: Create<unknown>): RequestHandler;
export function createHandler<Schema extends z.ZodType>(
  schema: Schema,
  create: Create<z.output<Schema>>,
): RequestHandler;
export function createHandler(
  schemaOrCreate: z.ZodType | Create<unknown>,
  createOfInput?: Create<unknown>,
): RequestHandler {
  const schema = typeof schemaOrCreate === "function" ? undefined : schemaOrCreate;
  const create = typeof schemaOrCreate === "function" ? schemaOrCreate : (createOfInput as Create<unknown>);
  return async (req, res) => {
    const input = schema ? parseInput(schema, req.body) : req.body;
    res.status(201).json(await create(adminOf(res), input));
  };
}

type Change<Input> = (admin: AdminIdentity, id: string, input: Input) => Promise<unknown>;

/**
 * A change to the record :id, made by the signed-in admin; the result as JSON. Given a schema, the body
 * is parsed with it before the module runs; without one, the module gets the body as it came.
 */
export function changeHandler(change: Change<unknown>): RequestHandler<{ id: string }>;
export function changeHandler<Schema extends z.ZodType>(
  schema: Schema,
  change: Change<z.output<Schema>>,
): RequestHandler<{ id: string }>;
export function changeHandler(
  schemaOrChange: z.ZodType | Change<unknown>,
  changeOfInput?: Change<unknown>,
): RequestHandler<{ id: string }> {
  const schema = typeof schemaOrChange === "function" ? undefined : schemaOrChange;
  const change = typeof schemaOrChange === "function" ? schemaOrChange : (changeOfInput as Change<unknown>);
  return async (req, res) => {
    const input = schema ? parseInput(schema, req.body) : req.body;
    res.json(await change(adminOf(res), req.params.id, input));
  };
}

/** GET the record :id as JSON (the module answers 404 for an unknown id). */
export function recordHandler(get: (id: string) => Promise<unknown>): RequestHandler<{ id: string }> {
  return async (req, res) => {
    res.json(await get(req.params.id));
  };
}

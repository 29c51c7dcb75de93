import type { Request, RequestHandler } from "express";
import { type AdminIdentity, adminOf } from "../modules/admin-auth";

/** The request's query string as search params (what every console list reads). */
export const queryOf = (req: Request) => new URL(req.originalUrl, "http://localhost").searchParams;

/** GET a console list: the module's page for the query, as JSON. */
export function listHandler(list: (params: URLSearchParams) => Promise<unknown>): RequestHandler {
  return async (req, res) => {
    res.json(await list(queryOf(req)));
  };
}

/** POST a new record: the module creates it for the signed-in admin from the body; 201 with it. */
export function createHandler(
  create: (admin: AdminIdentity, body: unknown) => Promise<unknown>,
): RequestHandler {
  return async (req, res) => {
    res.status(201).json(await create(adminOf(res), req.body));
  };
}

/** A change to the record :id, made by the signed-in admin from the body; the result as JSON. */
export function changeHandler(
  change: (admin: AdminIdentity, id: string, body: unknown) => Promise<unknown>,
): RequestHandler<{ id: string }> {
  return async (req, res) => {
    res.json(await change(adminOf(res), req.params.id, req.body));
  };
}

/** GET the record :id as JSON (the module answers 404 for an unknown id). */
export function recordHandler(get: (id: string) => Promise<unknown>): RequestHandler<{ id: string }> {
  return async (req, res) => {
    res.json(await get(req.params.id));
  };
}

import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Access } from '../modules/auth/access';
import { requireCurator } from '../modules/auth/rights';

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One REST route: the router is built from these rows only, so none can exist without an access value. */
export interface RestRoute {
  method: RestMethod;
  /** Express path, relative to where the table is mounted. */
  path: string;
  access: Access;
  handler: (req: Request, res: Response) => Promise<void> | void;
}

const ACCESS_GUARDS: Record<Access, RequestHandler[]> = {
  public: [],
  curator: [requireCurator],
};

const ROUTER_METHODS = { GET: 'get', POST: 'post', PUT: 'put', DELETE: 'delete' } as const;

/** Builds a router from a route table; the rights guard of each row runs before its handler. */
export function routerFromTable(routes: readonly RestRoute[]): Router {
  const router = Router();
  for (const { method, path, access, handler } of routes) {
    router[ROUTER_METHODS[method]](path, ...ACCESS_GUARDS[access], async (req, res) => {
      await handler(req, res);
    });
  }
  return router;
}

/** A named segment of the route's path, such as `:file`. */
export function pathParam(req: Request, name: string): string {
  const value: unknown = req.params[name];
  return typeof value === 'string' ? value : '';
}

/** "METHOD /path" of a row, as tests and logs name it. */
export const routeName = ({ method, path }: Pick<RestRoute, 'method' | 'path'>) =>
  `${method} ${path}`;

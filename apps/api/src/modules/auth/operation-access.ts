import { Router, type Express, type RequestHandler } from 'express';
import type { GraphQLFieldMap, GraphQLSchema } from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { Role } from '../user/user-role';
import { undecidedOperation } from './auth.errors';
import { requireCurator } from './rights';

/*
 * Every operation's rights decision, in one place. A GraphQL query or mutation is either listed
 * here as public or marked @CuratorOnly(); a REST route under /api is listed in REST_ROUTE_ACCESS.
 * The rights-walk test fails on any operation without a decision, and at run time such a GraphQL
 * operation is refused for everyone.
 */

export const ROOT_TYPES = ['Query', 'Mutation', 'Subscription'] as const;
export type RootType = (typeof ROOT_TYPES)[number];

/** GraphQL operations anyone may run, signed in or not. Everything else must be @CuratorOnly(). */
export const PUBLIC_GRAPHQL_OPERATIONS: Record<RootType, readonly string[]> = {
  Query: ['deals', 'deal', 'me'],
  Mutation: ['login', 'register', 'logout', 'recordDealClick'],
  Subscription: [],
};

export type RestAccess = 'public' | 'curator';

/**
 * Every REST route under /api ("METHOD /path" as Express declares it) and who may call it.
 * Curator routes are guarded here as well as by `requireCurator` on the route itself.
 */
export const REST_ROUTE_ACCESS: Readonly<Record<string, RestAccess>> = {
  'GET /deals': 'public',
  'POST /deals': 'curator',
  'POST /deals/clear': 'curator',
  'PUT /deals/:id': 'curator',
  'DELETE /deals/:id': 'curator',
  'POST /deals/:id/click': 'public',
  'GET /user': 'public',
  'POST /login': 'public',
  'POST /register': 'public',
  'POST /logout': 'public',
  'GET /users': 'curator',
  'POST /upload': 'curator',
  'GET /images/:file': 'public',
  'POST /cleanup-images': 'curator',
  // Mounted only when NODE_ENV=development.
  'POST /dev/quick-login': 'public',
};

/** Declared routes that exist only in some modes, so they may be missing from a running app. */
export const MODE_DEPENDENT_ROUTES: readonly string[] = ['POST /dev/quick-login'];

export type OperationDecision = 'public' | 'curator';

export interface GraphQLOperation {
  rootType: RootType;
  field: string;
  decision: OperationDecision | null;
  /** Why there is no decision, when there is none. */
  problem?: string;
}

function rootFields(schema: GraphQLSchema, rootType: RootType): GraphQLFieldMap<unknown, unknown> {
  const type =
    rootType === 'Query'
      ? schema.getQueryType()
      : rootType === 'Mutation'
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  return type?.getFields() ?? {};
}

/** The roles of @Authorized on the resolver method behind a root field (or on its class). */
function authorizedRoles(
  rootType: RootType,
  field: string,
  resolverClasses: readonly unknown[],
): readonly unknown[] | undefined {
  const storage = getMetadataStorage();
  const handlers =
    rootType === 'Query'
      ? storage.queries
      : rootType === 'Mutation'
        ? storage.mutations
        : storage.subscriptions;
  const handler = handlers.find(
    (candidate) => candidate.schemaName === field && resolverClasses.includes(candidate.target),
  );
  if (!handler) return undefined;
  const onMethod = storage.authorizedFields.find(
    (entry) => entry.target === handler.target && entry.fieldName === handler.methodName,
  );
  return (onMethod ?? storage.authorizedResolver.find((entry) => entry.target === handler.target))
    ?.roles;
}

/** Every root field of the schema with its rights decision (null when it has none). */
export function graphqlOperations(
  schema: GraphQLSchema,
  resolverClasses: readonly unknown[],
): GraphQLOperation[] {
  return ROOT_TYPES.flatMap((rootType) =>
    Object.keys(rootFields(schema, rootType)).map((field): GraphQLOperation => {
      const isPublic = PUBLIC_GRAPHQL_OPERATIONS[rootType].includes(field);
      const roles = authorizedRoles(rootType, field, resolverClasses);
      if (isPublic && roles) {
        return { rootType, field, decision: null, problem: 'both public and @Authorized' };
      }
      if (isPublic) return { rootType, field, decision: 'public' };
      if (roles?.includes(Role.CURATOR)) return { rootType, field, decision: 'curator' };
      return {
        rootType,
        field,
        decision: null,
        problem: roles
          ? '@Authorized without Role.CURATOR'
          : 'neither in PUBLIC_GRAPHQL_OPERATIONS nor @CuratorOnly()',
      };
    }),
  );
}

/** Deny by default: a root field without a decision is refused for everyone until it gets one. */
export function refuseUndecidedOperations(
  schema: GraphQLSchema,
  resolverClasses: readonly unknown[],
): string[] {
  const undecided = graphqlOperations(schema, resolverClasses).filter((op) => !op.decision);
  for (const { rootType, field } of undecided) {
    const refuse = () => {
      throw undecidedOperation(`${rootType}.${field}`);
    };
    const definition = rootFields(schema, rootType)[field];
    definition.resolve = refuse;
    if (rootType === 'Subscription') definition.subscribe = refuse;
  }
  return undecided.map(({ rootType, field }) => `${rootType}.${field}`);
}

const ROUTE_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type RouteMethod = (typeof ROUTE_METHODS)[number];

function isRouteMethod(method: string): method is RouteMethod {
  return (ROUTE_METHODS as readonly string[]).includes(method);
}

/** Applies `requireCurator` to every route REST_ROUTE_ACCESS declares curator-only, before any feature router. */
export function restAccessGuard(): RequestHandler {
  const guard = Router();
  for (const [route, access] of Object.entries(REST_ROUTE_ACCESS)) {
    if (access !== 'curator') continue;
    const [method, path] = route.split(' ');
    const lower = method.toLowerCase();
    if (!isRouteMethod(lower))
      throw new Error(`REST_ROUTE_ACCESS: unsupported method in "${route}"`);
    guard[lower](path, requireCurator);
  }
  // A plain function rather than the router itself, so route discovery never mistakes it for routes.
  return (req, res, next) => guard(req, res, next);
}

interface RouteLike {
  path: unknown;
  methods: Record<string, boolean | undefined>;
}
interface LayerLike {
  route?: RouteLike;
  rawPath?: unknown;
  handle: unknown;
}

function nestedStack(handle: unknown): LayerLike[] | null {
  const stack = (handle as { stack?: unknown } | null)?.stack;
  return typeof handle === 'function' && Array.isArray(stack) ? (stack as LayerLike[]) : null;
}

function collectRoutes(stack: LayerLike[], prefix: string, into: string[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      const methods = Object.keys(layer.route.methods).filter((name) => layer.route?.methods[name]);
      for (const path of paths) {
        for (const method of methods) {
          into.push(`${method === '_all' ? 'ALL' : method.toUpperCase()} ${prefix}${String(path)}`);
        }
      }
      continue;
    }
    const nested = nestedStack(layer.handle);
    if (!nested) continue;
    const mount = layer.rawPath;
    // A mount path that is not a plain string (regex, array) shows up as such and can never match a declaration.
    const segment =
      mount === undefined || mount === '/'
        ? ''
        : typeof mount === 'string'
          ? mount
          : `/<${String(mount)}>`;
    collectRoutes(nested, `${prefix}${segment}`, into);
  }
}

/** Every route the app actually serves under `mount`, as "METHOD /path" relative to it. */
export function servedRestRoutes(app: Express, mount = '/api'): string[] {
  const routes: string[] = [];
  const root = (app as unknown as { router: { stack: LayerLike[] } }).router;
  collectRoutes(root.stack, '', routes);
  return [
    ...new Set(
      routes
        .filter((route) => route.split(' ')[1].startsWith(`${mount}/`))
        .map((route) => route.replace(` ${mount}/`, ' /')),
    ),
  ];
}

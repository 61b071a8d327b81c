import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '@deal-site/server-config';
import { classifyDatabaseError } from '../common/database-unavailable-error';
import { currentUser } from '../modules/auth/session';
import type { SessionUser } from '../modules/auth/session-user.type';
import type { Services } from '../services';

export interface RequestContext {
  config: AppConfig;
  services: Services;
  req: FastifyRequest;
  reply: FastifyReply;
  /** The signed-in account, resolved from the session cookie; null when anonymous. */
  user: SessionUser | null;
  /** Built for a server render, whose reads reach the page it renders rather than a client. */
  serverRender?: boolean;
}

/** The one way a GraphQL context is built, for /graphql and for server rendering alike. */
export async function createRequestContext(
  { config, services }: Pick<RequestContext, 'config' | 'services'>,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<RequestContext> {
  // A session that cannot be looked up while the database is away is a 503, not a failed context (500).
  const user = await currentUser(req).catch((error: unknown) => {
    throw classifyDatabaseError(error);
  });
  return { config, services, req, reply, user };
}

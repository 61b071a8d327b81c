import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '@deal-site/server-config';
import { classifyDatabaseError } from '../common/database-unavailable-error';
import { currentUser } from '../access/session';
import type { SessionUser } from '../access/session-user.type';

export interface RequestContext {
  config: AppConfig;
  req: FastifyRequest;
  reply: FastifyReply;
  /** The signed-in account, resolved from the session cookie; null when anonymous. */
  user: SessionUser | null;
  /** Built for a server render, whose reads reach the page it renders rather than a client. */
  serverRender?: boolean;
}

/** The one way a GraphQL context is built, for /graphql and for server rendering alike. */
export async function createRequestContext(
  config: AppConfig,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<RequestContext> {
  // A session that cannot be looked up while the database is away is a 503, not a failed context (500).
  const user = await currentUser(req).catch((error: unknown) => {
    throw classifyDatabaseError(error);
  });
  return { config, req, reply, user };
}

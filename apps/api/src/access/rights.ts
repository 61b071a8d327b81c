import type { FastifyRequest } from 'fastify';
import { Role } from './role';
import { notCurator, notSignedIn } from './access-errors';
import { currentUser } from './session';

/** The preHandler of curator-only REST routes: 401 anonymous, 403 for a visitor account. */
export async function requireCurator(req: FastifyRequest): Promise<void> {
  const user = await currentUser(req);
  if (!user) throw notSignedIn();
  if (user.role !== Role.CURATOR) throw notCurator();
}

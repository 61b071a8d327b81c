import type { FastifyRequest } from 'fastify';
import type { AuthCheckerFn } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { Role } from '../user/user-role';
import { notCurator, notSignedIn } from './auth.errors';
import { currentUser } from './session';

/** type-graphql's check behind @Authorized / @CuratorOnly; throws so the code says which refusal it was. */
export const authChecker: AuthCheckerFn<RequestContext, Role> = ({ context }, roles) => {
  if (!context.user) throw notSignedIn();
  if (roles.length > 0 && !roles.includes(context.user.role)) throw notCurator();
  return true;
};

/** The preHandler of curator-only REST routes: 401 anonymous, 403 for a visitor account. */
export async function requireCurator(req: FastifyRequest): Promise<void> {
  const user = await currentUser(req);
  if (!user) throw notSignedIn();
  if (user.role !== Role.CURATOR) throw notCurator();
}

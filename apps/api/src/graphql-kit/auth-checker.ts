import type { AuthCheckerFn } from 'type-graphql';
import { notCurator, notSignedIn } from '../access/access-errors';
import type { Role } from '../access/role';
import type { RequestContext } from './request-context';

/** type-graphql's check behind @Authorized / @CuratorOnly; throws so the code says which refusal it was. */
export const authChecker: AuthCheckerFn<RequestContext, Role> = ({ context }, roles) => {
  if (!context.user) throw notSignedIn();
  if (roles.length > 0 && !roles.includes(context.user.role)) throw notCurator();
  return true;
};

/** What other features use to declare and check rights. */
export { Role } from '../user/user-role';
export { CuratorOnly, requireCurator, authChecker } from './rights';
export { currentUser, sessionMiddleware } from './session';
export { SessionUser } from './session-user.type';
export {
  PUBLIC_GRAPHQL_OPERATIONS,
  REST_ROUTE_ACCESS,
  type OperationDecision,
  type RestAccess,
} from './operation-access';
export { AuthError, notCurator, notSignedIn } from './auth.errors';

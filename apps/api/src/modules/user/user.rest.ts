import type { RestRoute } from '../../rest-kit/rest-route';
import type { Services } from '../../services';

/** GET /api/users: the account list, for curators. */
export function userRestRoutes({ users }: Services): RestRoute[] {
  return [
    {
      method: 'GET',
      path: '/users',
      access: 'curator',
      handler: async (_req, reply) => {
        const accounts = await users.list();
        reply.header('Cache-Control', 'no-store');
        return {
          users: accounts.map(({ username, role, createdAt }) => ({ username, role, createdAt })),
        };
      },
    },
  ];
}

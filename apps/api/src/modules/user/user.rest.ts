import type { RestRoute } from '../../rest/rest-route';
import type { Services } from '../../services';

/** GET /api/users: the account list, for curators. */
export function userRestRoutes({ users }: Services): RestRoute[] {
  return [
    {
      method: 'GET',
      path: '/users',
      access: 'curator',
      handler: async (_req, res) => {
        const accounts = await users.list();
        res.set('Cache-Control', 'no-store');
        res.json({
          users: accounts.map(({ username, role, createdAt }) => ({ username, role, createdAt })),
        });
      },
    },
  ];
}

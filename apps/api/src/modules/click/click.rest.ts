import type { RestRoute } from '../../rest/rest-route';
import type { Services } from '../../services';

/** GET /api/clicks/stats: the Analytics Overview's figures, for curators. */
export function clickRestRoutes({ clicks }: Services): RestRoute[] {
  return [
    {
      method: 'GET',
      path: '/clicks/stats',
      access: 'curator',
      handler: async (_req, res) => {
        res.set('Cache-Control', 'no-store');
        res.json(await clicks.overview());
      },
    },
  ];
}

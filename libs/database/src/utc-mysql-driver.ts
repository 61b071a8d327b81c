import mysql2, { type Pool, type PoolConnection, type PoolOptions } from 'mysql2';

/**
 * mysql2 with every pooled connection's session set to UTC. `timezone: 'Z'` only governs how the
 * driver converts JavaScript dates; column defaults such as CURRENT_TIMESTAMP follow the session's
 * zone, which is the server's unless it is set, so a server running in local time would skew them.
 */
export const utcMysqlDriver = {
  ...mysql2,
  createPool(options: PoolOptions): Pool {
    const pool = mysql2.createPool(options);
    // Queued before any other query the new connection runs.
    pool.on('connection', (connection: PoolConnection) => {
      connection.query("SET time_zone = '+00:00'");
    });
    return pool;
  },
};

#!/usr/bin/env node
// Prints an nginx.conf that puts nginx in front of the API replicas: serves the hashed web assets
// itself, balances the rest over the replicas and keeps anonymous public pages for a few seconds.
import { realpathSync } from 'node:fs';
import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

export const DEFAULT_LISTEN = '8080';
// Debian's nginx package makes this directory (root's, mode 755); nginx makes what it needs in it.
export const DEFAULT_PREFIX = '/var/lib/nginx';
/** Who nginx's workers run as when its master starts as root, as in Debian's own nginx.conf. */
export const WORKER_USER = 'www-data';
/** Bodies above this are refused by nginx (413) before they reach the app, upload aside. */
export const BODY_LIMIT = '1m';
/** Ten images of at most 10 MB (MAX_UPLOAD_FILES, MAX_UPLOAD_BYTES) in one multipart body. */
export const UPLOAD_BODY_LIMIT = '110m';
/** The one route that takes uploads (apps/api/src/modules/image/image.rest.ts). */
export const UPLOAD_PATH = '/api/upload';
export const DEFAULT_WEB_CLIENT_DIR = 'dist/apps/web/client';
export const DEFAULT_UPSTREAM_KEEPALIVE = 32;
const SESSION_COOKIE = 'deal_session';
const USAGE =
  'usage: nginx-config --api HOST:PORT [--api HOST:PORT ...] [--listen [HOST:]PORT] ' +
  '[--web-client-dir DIR] [--prefix DIR] [--cache-dir DIR | --no-cache] [--https] [--user NAME]';

/** A refused option: the CLI prints its message as one line and exits 2. */
export class NginxConfigError extends Error {}

function portOf(text, what) {
  const port = /^\d{1,5}$/.test(text) ? Number(text) : NaN;
  if (!(port >= 1 && port <= 65535)) {
    throw new NginxConfigError(`${what}: port must be a number from 1 to 65535, got "${text}"`);
  }
  return port;
}

const HOST_NAME =
  /^[A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?(\.[A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?)*$/;

function isHost(host) {
  const bracketed = /^\[(.*)\]$/.exec(host);
  if (bracketed) return isIP(bracketed[1]) === 6;
  return HOST_NAME.test(host);
}

/** "host:port" (an IPv6 host in brackets) as nginx writes it, refusing anything else. */
export function hostAndPort(text, what) {
  const colon = text.lastIndexOf(':');
  const host = text.slice(0, colon);
  if (colon < 1 || !isHost(host)) {
    throw new NginxConfigError(`${what}: expected HOST:PORT, got "${text}"`);
  }
  return `${host}:${portOf(text.slice(colon + 1), what)}`;
}

function listenAddress(listen) {
  const text = String(listen);
  return text.includes(':') ? hostAndPort(text, '--listen') : String(portOf(text, '--listen'));
}

// Written unquoted into the config, where whitespace, quotes, ";", "{", "}", "#" and "$" mean syntax.
function checkedDir(dir, what) {
  if (typeof dir !== 'string' || !isAbsolute(dir) || /[\s"'`;{}#$\\]/.test(dir)) {
    throw new NginxConfigError(
      `${what}: expected an absolute path without spaces, quotes, ";", "{", "}", "#" or "$", got "${dir}"`,
    );
  }
  return dir.replace(/(.)\/+$/, '$1');
}

const indent = (lines, depth) =>
  lines.map((line) => (line ? `${'    '.repeat(depth)}${line}` : line)).join('\n');

/**
 * The security headers the app sends with a page or an asset (pageSecurityHeaders in
 * apps/api/src/security-headers.ts), for what nginx answers itself; a spec compares the two.
 */
export function pageSecurityHeaders({ https }) {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${https ? '' : ' http:'}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    'frame-src com.amazon.mobile.shopping.web: walmart: target: homedepot:',
    "frame-ancestors 'self'",
    "form-action 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join(';');
  return {
    'Content-Security-Policy': csp,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Origin-Agent-Cluster': '?1',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
    'X-Content-Type-Options': 'nosniff',
    'X-DNS-Prefetch-Control': 'off',
    'X-Download-Options': 'noopen',
    'X-Frame-Options': 'SAMEORIGIN',
    'X-Permitted-Cross-Domain-Policies': 'none',
    'X-XSS-Protection': '0',
  };
}

const ownHeaderVariable = (name) => `$own_${name.toLowerCase().replace(/-/g, '_')}`;

// Every answer of the app carries X-Content-Type-Options: one without it is nginx's own.
const ownAnswerMaps = (headers) => [
  'map $sent_http_x_content_type_options $own_answer {',
  '    "" 1;',
  '    default "";',
  '}',
  ...Object.entries(headers).flatMap(([name, value]) => [
    `map $own_answer ${ownHeaderVariable(name)} {`,
    `    1 "${value}";`,
    '    default "";',
    '}',
  ]),
];

// An empty value adds no header, so the app's answers keep their own set, untouched.
const ownAnswerHeaderLines = (headers) =>
  Object.keys(headers).map((name) => `add_header ${name} ${ownHeaderVariable(name)} always;`);

const pageCacheLines = [
  '# No proxy_cache_valid: only answers whose Cache-Control (s-maxage) allows it are kept, and',
  "# the app's Vary: Accept-Encoding keeps one copy per encoding under this key.",
  'proxy_cache deal_pages;',
  '# A HEAD stays a HEAD (nginx would ask the app for a GET), so it has keys of its own.',
  'proxy_cache_convert_head off;',
  'proxy_cache_key $request_method$scheme$host$request_uri;',
  '# A signed-in visitor is never answered from the cache, nor is their answer kept.',
  `proxy_cache_bypass $cookie_${SESSION_COOKIE};`,
  `proxy_no_cache $cookie_${SESSION_COOKIE};`,
  'proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;',
  'proxy_cache_background_update on;',
  'proxy_cache_lock on;',
  'add_header X-Cache-Status $upstream_cache_status always;',
];

/**
 * The text of a complete nginx.conf (nginx 1.22 or later). Every file nginx writes is under
 * `prefix`, which must exist; nginx makes the temporary and cache directories in it and, started
 * as root, gives them to its workers' user (www-data), who must be able to reach them. Started
 * by anyone else it runs as that user (and warns that `user` is ignored). `cacheDir: null` turns
 * the page cache off; `https: true` (PUBLIC_URL is https) sends HSTS and the HTTPS page policy, as
 * the app does; `user` names the workers' user instead (one that can read `webClientDir`).
 */
export function nginxConfig({
  listen = DEFAULT_LISTEN,
  apis,
  webClientDir,
  prefix = DEFAULT_PREFIX,
  cacheDir = `${prefix}/cache`,
  upstreamKeepalive = DEFAULT_UPSTREAM_KEEPALIVE,
  https = false,
  user = WORKER_USER,
}) {
  if (!Array.isArray(apis) || apis.length === 0) {
    throw new NginxConfigError('--api: name at least one API server as HOST:PORT');
  }
  if (!/^[a-z_][a-z0-9_-]*$/i.test(user)) {
    throw new NginxConfigError(`--user: a user name, got ${JSON.stringify(user)}`);
  }
  if (!Number.isInteger(upstreamKeepalive) || upstreamKeepalive < 1) {
    throw new NginxConfigError(
      `upstreamKeepalive must be a positive integer, got ${upstreamKeepalive}`,
    );
  }
  const servers = apis.map((api) => hostAndPort(api, '--api'));
  const root = checkedDir(webClientDir, '--web-client-dir');
  const dir = checkedDir(prefix, '--prefix');
  const cache = cacheDir === null ? null : checkedDir(cacheDir, '--cache-dir');
  const cached = (lines) => (cache ? lines : []);
  const ownHeaders = pageSecurityHeaders({ https });
  // A location with an add_header of its own inherits none of the server's: they are repeated.
  const ownHeaderLines = ownAnswerHeaderLines(ownHeaders);

  const upstream = [
    'upstream deal_api {',
    '    least_conn;',
    // One refused connection sets a replica aside for 2 s only (up to 3 s: nginx counts whole
    // seconds), so a rolling restart that waits 4 s has it back before the next replica stops.
    ...servers.map((server) => `    server ${server} max_fails=1 fail_timeout=2s;`),
    `    keepalive ${upstreamKeepalive};`,
    '    # Node closes an idle connection after 5 s: nginx drops it first, or a request sent on a',
    '    # closing connection fails, and a POST is not retried.',
    '    keepalive_timeout 4s;',
    '}',
  ];

  const server = [
    'server {',
    `    listen ${listenAddress(listen)};`,
    '',
    '    proxy_http_version 1.1;',
    '    proxy_set_header Connection "";',
    "    # The Host the client sent, port included: the app's same-origin check compares it.",
    '    proxy_set_header Host $http_host;',
    "    # Replaces the client's own header: the app (TRUST_PROXY) believes it from nginx alone.",
    '    proxy_set_header X-Forwarded-For $remote_addr;',
    '    proxy_set_header X-Forwarded-Proto $scheme;',
    '    # Without non_idempotent, a POST that reached a replica is never sent to another.',
    '    proxy_next_upstream error timeout http_502 http_503 http_504;',
    '    proxy_next_upstream_tries 2;',
    '    # A replica that does not accept within 2 s is skipped, not waited for a minute.',
    '    proxy_connect_timeout 2s;',
    '',
    "    # What nginx answers itself (assets, its error pages) gets the app's security headers.",
    ...indent(ownHeaderLines, 1).split('\n'),
    '',
    '    location /assets/ {',
    `        root ${root};`,
    '        gzip_static on;',
    '        add_header Cache-Control "public, max-age=31536000, immutable";',
    '        add_header Vary Accept-Encoding;',
    ...indent(ownHeaderLines, 2).split('\n'),
    '        access_log off;',
    '        try_files $uri @api;',
    '    }',
    '',
    '    location = /healthz {',
    '        proxy_pass http://deal_api;',
    '    }',
    '',
    `    location = ${UPLOAD_PATH} {`,
    `        client_max_body_size ${UPLOAD_BODY_LIMIT};`,
    '        proxy_pass http://deal_api;',
    '    }',
    '',
    '    # Each answer is a counted click, never cached: a cached location would turn a HEAD into',
    "    # a GET, which counts (the app counts GETs only), and the app's no-store keeps nothing.",
    '    location /go/ {',
    '        proxy_pass http://deal_api;',
    '    }',
    '',
    '    location / {',
    '        proxy_pass http://deal_api;',
    ...cached(indent([...pageCacheLines, ...ownHeaderLines], 2).split('\n')),
    '    }',
    '',
    '    location @api {',
    '        proxy_pass http://deal_api;',
    '    }',
    '}',
  ];

  const http = [
    'include /etc/nginx/mime.types;',
    'default_type application/octet-stream;',
    'sendfile on;',
    'tcp_nopush on;',
    'keepalive_timeout 65;',
    'server_tokens off;',
    `access_log ${dir}/access.log combined buffer=32k flush=5s;`,
    "# Well above the app's own limits (100 KB of JSON): a larger body is refused before it is",
    `# read. ${UPLOAD_PATH} takes more.`,
    `client_max_body_size ${BODY_LIMIT};`,
    '',
    `client_body_temp_path ${dir}/client_body_temp;`,
    `proxy_temp_path ${dir}/proxy_temp;`,
    `fastcgi_temp_path ${dir}/fastcgi_temp;`,
    `uwsgi_temp_path ${dir}/uwsgi_temp;`,
    `scgi_temp_path ${dir}/scgi_temp;`,
    ...cached([`proxy_cache_path ${cache} keys_zone=deal_pages:10m max_size=256m inactive=10m;`]),
    '',
    ...ownAnswerMaps(ownHeaders),
    '',
    ...upstream,
    '',
    ...server,
  ];

  return [
    '# Started as root, the master gives the workers this user; started by anyone else, it warns',
    '# that the directive is ignored.',
    `user ${user};`,
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log;`,
    'worker_processes auto;',
    '',
    'events {',
    '    worker_connections 1024;',
    '}',
    '',
    'http {',
    indent(http, 1),
    '}',
    '',
  ].join('\n');
}

/** nginxConfig's options from the command line; relative directories resolve against `cwd`. */
export function optionsFromArguments(args, cwd = process.cwd()) {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        listen: { type: 'string' },
        api: { type: 'string', multiple: true },
        'web-client-dir': { type: 'string' },
        prefix: { type: 'string' },
        'cache-dir': { type: 'string' },
        'no-cache': { type: 'boolean' },
        https: { type: 'boolean' },
        user: { type: 'string' },
      },
    }));
  } catch (error) {
    throw new NginxConfigError(`${error.message}; ${USAGE}`);
  }
  if (!values.api) throw new NginxConfigError(`--api is required; ${USAGE}`);
  if (values['no-cache'] && values['cache-dir']) {
    throw new NginxConfigError('--cache-dir and --no-cache exclude each other');
  }
  const absolute = (dir) => (dir === undefined ? undefined : resolve(cwd, dir));
  const prefix = absolute(values.prefix) ?? DEFAULT_PREFIX;
  return {
    listen: values.listen ?? DEFAULT_LISTEN,
    apis: values.api,
    webClientDir: absolute(values['web-client-dir'] ?? DEFAULT_WEB_CLIENT_DIR),
    prefix,
    cacheDir: values['no-cache'] ? null : (absolute(values['cache-dir']) ?? `${prefix}/cache`),
    https: values.https ?? false,
    user: values.user ?? WORKER_USER,
  };
}

/** The CLI's whole output: a line naming the command that wrote it, then the config. */
export function generatedConfig(args, cwd = process.cwd()) {
  const command = ['npm run --silent nginx-config --', ...args].join(' ');
  return `# Generated by \`${command}\`: change tools/deploy/nginx-config.mjs, not this file.\n${nginxConfig(optionsFromArguments(args, cwd))}`;
}

function main() {
  try {
    process.stdout.write(generatedConfig(process.argv.slice(2)));
  } catch (error) {
    if (!(error instanceof NginxConfigError)) throw error;
    process.stderr.write(`nginx-config: ${error.message.replace(/\s*\n\s*/g, ' ')}\n`);
    process.exitCode = 2;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  main();
}

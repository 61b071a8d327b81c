import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { securityHeaders } from '../../apps/api/src/security-headers';
import {
  DEFAULT_PREFIX,
  generatedConfig,
  nginxConfig,
  optionsFromArguments,
  pageSecurityHeaders,
} from './nginx-config.mjs';

const workspaceRoot = join(__dirname, '../..');
const cli = join(__dirname, 'nginx-config.mjs');
const NGINX = '/usr/sbin/nginx';
// The command deploy/nginx.conf names on its first line.
const COMPOSE_ARGUMENTS = [
  ...['--listen', '80', '--api', 'api-1:3000', '--api', 'api-2:3000'],
  ...['--web-client-dir', '/srv/web/client', '--prefix', '/var/cache/nginx-deals'],
];

const runCli = (args: string[]) =>
  spawnSync(process.execPath, [cli, ...args], { cwd: workspaceRoot, encoding: 'utf8' });

/** The directives of the block that `opening` starts (location blocks hold no nested block). */
function block(config: string, opening: string): string {
  const start = config.indexOf(`${opening} {`);
  if (start < 0) throw new Error(`no "${opening}" block in:\n${config}`);
  return config.slice(start, config.indexOf('}', start) + 1);
}

/** The server block's own directives, its locations left out. */
function serverLevel(config: string): string {
  const server = config.slice(config.indexOf('server {'));
  return server.slice(0, server.indexOf('location '));
}

/** Header name -> value that nginx adds to its own answers, read back from the maps. */
function ownAnswerHeaders(config: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [, name, variable] of serverLevel(config).matchAll(
    /add_header (\S+) (\S+) always;/g,
  )) {
    const value = new RegExp(`map \\$own_answer \\${variable} \\{\\s*1 "([^"]*)";`).exec(config);
    if (value) headers[name.toLowerCase()] = value[1];
  }
  return headers;
}

/** The security headers the app sends on a page or an asset. */
function appPageHeaders(https: boolean): Record<string, string> {
  let headers: Record<string, string> = {};
  const request = { routeOptions: { config: {} } } as unknown as FastifyRequest;
  const reply = { headers: (sent: Record<string, string>) => (headers = sent) };
  securityHeaders({ dev: false, https }).call({}, request, reply, () => undefined);
  return headers;
}

describe('nginxConfig', () => {
  const config: string = nginxConfig({
    listen: 8080,
    apis: ['127.0.0.1:3000', '127.0.0.1:3001'],
    webClientDir: '/srv/web/client',
    prefix: '/var/lib/nginx-deals',
  });
  // The config's own comments name directives it leaves out on purpose.
  const directives = config.replace(/^\s*#.*\n/gm, '');

  it('balances over every API server, keeping connections open', () => {
    const upstream = block(config, 'upstream deal_api');
    expect(upstream).toContain('least_conn;');
    expect(upstream).toContain('server 127.0.0.1:3000 max_fails=1 fail_timeout=2s;');
    expect(upstream).toContain('server 127.0.0.1:3001 max_fails=1 fail_timeout=2s;');
    expect(upstream).toContain('keepalive 32;');
    expect(config).toContain('proxy_http_version 1.1;');
    expect(config).toContain('proxy_set_header Connection "";');
  });

  it("replaces the client's X-Forwarded-For with the address nginx sees", () => {
    expect(config).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(directives).not.toContain('$proxy_add_x_forwarded_for');
    expect(config).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
    expect(config).toContain('proxy_set_header Host $http_host;');
  });

  it('retries a failed request on another replica, but never a POST', () => {
    expect(config).toContain('proxy_next_upstream error timeout http_502 http_503 http_504;');
    expect(config).toContain('proxy_next_upstream_tries 2;');
    expect(directives).not.toContain('non_idempotent');
  });

  it('serves hashed assets from the web client directory, else asks the app', () => {
    const assets = block(config, 'location /assets/');
    expect(assets).toContain('root /srv/web/client;');
    expect(assets).toContain('gzip_static on;');
    expect(assets).toContain('add_header Cache-Control "public, max-age=31536000, immutable";');
    expect(assets).toContain('add_header Vary Accept-Encoding;');
    expect(assets).toContain('access_log off;');
    expect(assets).toContain('try_files $uri @api;');
    // Debian's nginx has no brotli module: the directive would fail the whole config.
    expect(directives).not.toContain('brotli');
  });

  it('caches anonymous pages as their Cache-Control says, never with the session cookie', () => {
    expect(config).toContain(
      'proxy_cache_path /var/lib/nginx-deals/cache keys_zone=deal_pages:10m max_size=256m inactive=10m;',
    );
    const pages = block(config, 'location /');
    expect(pages).toContain('proxy_cache deal_pages;');
    // A HEAD reaches the app as a HEAD, and is kept apart from the GET's answer.
    expect(pages).toContain('proxy_cache_convert_head off;');
    expect(pages).toContain('proxy_cache_key $request_method$scheme$host$request_uri;');
    expect(pages).toContain('proxy_cache_bypass $cookie_deal_session;');
    expect(pages).toContain('proxy_no_cache $cookie_deal_session;');
    expect(pages).toContain('add_header X-Cache-Status $upstream_cache_status always;');
    expect(directives).not.toContain('proxy_cache_valid');
    expect(directives).not.toContain('proxy_cache_methods');
    expect(directives).not.toContain('proxy_ignore_headers');
  });

  it('proxies /healthz, tracked links, uploads and missing assets without the cache', () => {
    for (const opening of [
      'location = /healthz',
      'location /go/',
      'location = /api/upload',
      'location @api',
    ]) {
      const location = block(config, opening);
      expect(location).toContain('proxy_pass http://deal_api;');
      expect(location).not.toContain('proxy_cache');
    }
  });

  it('takes multipart uploads of ten 10 MB images at the upload route, 1 MB bodies elsewhere', () => {
    expect(directives.match(/client_max_body_size .*;/g)).toEqual([
      'client_max_body_size 1m;',
      'client_max_body_size 110m;',
    ]);
    expect(block(config, 'http')).toMatch(/^ {4}client_max_body_size 1m;$/m);
    expect(block(config, 'location = /api/upload')).toContain('client_max_body_size 110m;');
  });

  it("sends the app's security headers with what nginx answers itself, in every location", () => {
    expect(ownAnswerHeaders(config)).toEqual(appPageHeaders(false));
    expect(config).toContain('map $sent_http_x_content_type_options $own_answer {');
    const ownLines = serverLevel(config).match(/add_header .* always;/g) ?? [];
    expect(ownLines).toHaveLength(Object.keys(appPageHeaders(false)).length);
    // A location with an add_header of its own inherits none of the server's.
    for (const opening of ['location /assets/', 'location /']) {
      for (const line of ownLines) expect(block(config, opening)).toContain(line);
    }
    for (const opening of ['location = /healthz', 'location /go/', 'location = /api/upload']) {
      expect(block(config, opening)).not.toContain('add_header');
    }
    expect(block(config, 'location @api')).not.toContain('add_header');
  });

  it("sends HSTS and the app's HTTPS page policy when the site is served over HTTPS", () => {
    const https: string = nginxConfig({
      apis: ['127.0.0.1:3000'],
      webClientDir: '/srv/web/client',
      https: true,
    });
    expect(ownAnswerHeaders(https)).toEqual(appPageHeaders(true));
    expect(pageSecurityHeaders({ https: true })).toHaveProperty('Strict-Transport-Security');
    expect(optionsFromArguments(['--api', 'a:1', '--https'])).toHaveProperty('https', true);
    expect(optionsFromArguments(['--api', 'a:1'])).toHaveProperty('https', false);
  });

  it("writes every file under the prefix; workers run as Debian's www-data", () => {
    expect(config).toMatch(/^user www-data;$/m);
    expect(config).toContain('pid /var/lib/nginx-deals/nginx.pid;');
    expect(config).toContain('error_log /var/lib/nginx-deals/error.log;');
    expect(config).toMatch(/access_log \/var\/lib\/nginx-deals\/access\.log /);
    for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
      expect(config).toContain(`${temp}_temp_path /var/lib/nginx-deals/${temp}_temp;`);
    }
  });

  it("writes under Debian's /var/lib/nginx when no prefix is named", () => {
    expect(DEFAULT_PREFIX).toBe('/var/lib/nginx');
    expect(optionsFromArguments(['--api', 'a:1'])).toMatchObject({
      prefix: '/var/lib/nginx',
      cacheDir: '/var/lib/nginx/cache',
    });
  });

  it('leaves the cache out when cacheDir is null', () => {
    const uncached: string = nginxConfig({
      apis: ['127.0.0.1:3000'],
      webClientDir: '/srv/web/client',
      cacheDir: null,
    });
    expect(uncached).not.toContain('proxy_cache');
    expect(uncached).not.toContain('X-Cache-Status');
  });
});

describe('the nginx-config command', () => {
  it.each([
    ['no --api', []],
    ['a server without a port', ['--api', 'api-1']],
    ['a malformed host', ['--api', 'api 1:3000']],
    ['port 0', ['--api', 'api-1:0']],
    ['a port above 65535', ['--api', 'api-1:65536']],
    ['a listen port that is no number', ['--api', 'api-1:3000', '--listen', 'http']],
    ['an unknown option', ['--api', 'api-1:3000', '--upstream', 'x']],
  ])('refuses %s with one line and exit status 2', (_case, args) => {
    const run = runCli(args);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^nginx-config: [^\n]+\n$/);
  });

  it('wrote deploy/nginx.conf, which its first line says how to write again', () => {
    const deployed = readFileSync(join(workspaceRoot, 'deploy/nginx.conf'), 'utf8');
    expect(deployed.split('\n')[0]).toContain(
      `npm run --silent nginx-config -- ${COMPOSE_ARGUMENTS.join(' ')}`,
    );
    expect(deployed).toBe(generatedConfig(COMPOSE_ARGUMENTS));
  });

  describe('nginx -t', () => {
    let dir: string;
    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'nginx-config-'));
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('accepts the generated file', () => {
      if (!existsSync(NGINX)) {
        throw new Error(`${NGINX} is missing: install it with \`apt-get install nginx\``);
      }
      const webClientDir = join(dir, 'web-client');
      mkdirSync(webClientDir);
      const args = ['--listen', '8080', '--api', '127.0.0.1:3000', '--api', '127.0.0.1:3001'];
      const generated = runCli([...args, '--web-client-dir', webClientDir, '--prefix', dir]);
      expect(generated.stderr).toBe('');
      writeFileSync(join(dir, 'nginx.conf'), generated.stdout);

      const test = spawnSync(NGINX, ['-t', '-c', join(dir, 'nginx.conf'), '-p', `${dir}/`], {
        encoding: 'utf8',
      });
      expect(test.stderr).toContain('test is successful');
      expect(test.status).toBe(0);
    });

    it("accepts the default output as it is, writing under Debian's /var/lib/nginx", () => {
      if (!existsSync(DEFAULT_PREFIX)) {
        throw new Error(
          `${DEFAULT_PREFIX} is missing: install nginx with \`apt-get install nginx\``,
        );
      }
      const generated = runCli(['--listen', '8080', '--api', '127.0.0.1:3000']);
      expect(generated.stderr).toBe('');
      writeFileSync(join(dir, 'nginx.conf'), generated.stdout);
      // nginx -t opens the logs and makes the temporary directories: only those it made go.
      const before = new Set(readdirSync(DEFAULT_PREFIX));
      try {
        const test = spawnSync(NGINX, ['-t', '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' });
        expect(test.stderr).toContain('test is successful');
        expect(test.status).toBe(0);
      } finally {
        for (const made of readdirSync(DEFAULT_PREFIX).filter((name) => !before.has(name))) {
          rmSync(join(DEFAULT_PREFIX, made), { recursive: true, force: true });
        }
      }
    });
  });
});

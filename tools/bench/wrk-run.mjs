import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Exits with how to install `name` when it is missing; the benches never install anything. */
export function requireTool(name, install, bench) {
  if (spawnSync('sh', ['-c', `command -v ${name}`]).status !== 0) {
    console.error(`${bench} needs ${name}: ${install}`);
    process.exit(2);
  }
}

let runsScripted = 0;

function requestScript({ method, body, headers, numberedHeader, numberedAddress }) {
  const lines = [`wrk.method = ${JSON.stringify(method)}`];
  if (body !== undefined) lines.push(`wrk.body = ${JSON.stringify(body)}`);
  for (const [name, value] of Object.entries(headers))
    lines.push(`wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`);
  // Every request with its own value of one header, the header's value followed by a number,
  // unique across runs too (each run numbers from 1 again, after a token of its own).
  if (numberedHeader) {
    const name = JSON.stringify(numberedHeader);
    const run = `${process.pid}.${(runsScripted += 1)}.`;
    lines.push(
      'local number = 0',
      `local prefix = wrk.headers[${name}] .. ${JSON.stringify(run)}`,
      'request = function()',
      '  number = number + 1',
      `  wrk.headers[${name}] = prefix .. number`,
      // A client address of its own too, as X-Forwarded-For from the trusted loopback proxy: each
      // request its own IPv6 /64, so no per-address cap or rate limit is reached.
      ...(numberedAddress
        ? [
            `  wrk.headers["x-forwarded-for"] = string.format("fd00:%x:%x:%x::1", ${runsScripted}, math.floor(number / 65536), number % 65536)`,
          ]
        : []),
      '  return wrk.format()',
      'end',
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * One wrk run pinned to `cpu`: requests per second, p99 latency in ms and the number of answers;
 * any non-2xx/3xx answer fails it. `numberedHeader` names a header whose value gets a number of
 * its own on every request (a new visitor per click); `numberedAddress` gives each request a
 * client address of its own as well.
 */
export function runWrk({
  url,
  cpu,
  connections,
  duration,
  method = 'GET',
  body,
  headers = {},
  numberedHeader,
  numberedAddress = false,
}) {
  const folder = mkdtempSync(join(tmpdir(), 'bench-wrk-'));
  const script = join(folder, 'request.lua');
  writeFileSync(script, requestScript({ method, body, headers, numberedHeader, numberedAddress }));
  try {
    const args = ['-c', String(cpu), 'wrk', '-t1', `-c${connections}`, `-d${duration}`];
    const result = spawnSync('taskset', [...args, '--latency', '-s', script, url], {
      encoding: 'utf8',
    });
    const rps = /Requests\/sec:\s+([\d.]+)/.exec(result.stdout);
    const p99 = /\s99%\s+([\d.]+)(us|ms|s)\b/.exec(result.stdout);
    const errors = /Non-2xx or 3xx responses: (\d+)/.exec(result.stdout);
    const answered = /(\d+) requests in/.exec(result.stdout);
    if (!rps || !p99 || !answered || errors)
      throw new Error(`wrk failed for ${method} ${url}:\n${result.stdout}${result.stderr}`);
    const unit = { us: 0.001, ms: 1, s: 1000 }[p99[2]];
    return { rps: Number(rps[1]), p99Ms: Number(p99[1]) * unit, answered: Number(answered[1]) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

import { get } from 'node:http';
import { gzipSync } from 'node:zlib';

/** Same-origin scripts the HTML loads up front: module entries and their modulepreloads. */
function upfrontScriptUrls(pageUrl, html) {
  const urls = new Set();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/gi)) urls.add(match[1]);
  for (const match of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/gi)) {
    urls.add(match[1]);
  }
  return [...urls]
    .map((path) => new URL(path, pageUrl))
    .filter((url) => url.origin === new URL(pageUrl).origin);
}

/** The bytes as they travel: the server's own compression, or gzip when it sent them plain. */
function transferredBytes(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        if (response.statusCode !== 200)
          reject(new Error(`${url} answered ${response.statusCode}`));
        else resolve(response.headers['content-encoding'] ? body.length : gzipSync(body).length);
      });
    }).on('error', reject);
  });
}

export async function measureScriptWeight(pageUrl, html) {
  const files = [];
  for (const url of upfrontScriptUrls(pageUrl, html)) {
    files.push({ path: url.pathname, bytesGzip: await transferredBytes(url) });
  }
  const totalBytes = files.reduce((sum, file) => sum + file.bytesGzip, 0);
  return { files, totalKbGzip: totalBytes / 1024 };
}

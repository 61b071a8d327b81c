import { randomBytes } from 'node:crypto';

export interface MultipartFile {
  bytes: Buffer;
  contentType: string;
  filename: string;
}

/**
 * A multipart/form-data body written by hand: FormData turns every "\n" of a text field into
 * "\r\n", which the networks would count (and show) as extra characters.
 */
export function multipartBody(fields: Array<[string, string | MultipartFile]>): {
  body: Buffer;
  contentType: string;
} {
  const boundary = `----deal-site-${randomBytes(12).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of fields) {
    const disposition = `Content-Disposition: form-data; name="${name}"`;
    const head =
      typeof value === 'string'
        ? `--${boundary}\r\n${disposition}\r\n\r\n`
        : `--${boundary}\r\n${disposition}; filename="${value.filename}"\r\n` +
          `Content-Type: ${value.contentType}\r\n\r\n`;
    parts.push(
      Buffer.from(head),
      typeof value === 'string' ? Buffer.from(value) : value.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

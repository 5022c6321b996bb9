/** A form as a person sends it: honeypot empty, shown long enough ago. */
export const human = (ageMs = 10_000) => ({ hp: '', renderAt: Date.now() - ageMs });

/** A multipart/form-data body with one file field, for app.inject. */
export function multipartFile(field: string, filename: string, bytes: Buffer, type = 'application/octet-stream') {
  const boundary = `----selah${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

import { createHash } from 'node:crypto';

/** A weak ETag of the bytes sent, in the form Express gives its own (so both compare alike). */
export const weakEtag = (body: Buffer) => `W/"${body.length.toString(16)}-${createHash('sha1').update(body).digest('base64').slice(0, 27)}"`;

import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses text answers over 1 KB (JSON, HTML, CSV, the public site's pages) for a browser
 * that accepts it, brotli first, then gzip. The translation catalogue every first visit fetches
 * is about 760 KB of JSON and a screen's list a few tens of KB: on a phone on a slow
 * connection, a fifth of that arrives several times sooner. Brotli at quality 4 (about gzip's
 * speed, smaller output): the answer is made per request, unlike the web build's files, which
 * are compressed once at the build at the highest quality and sent as they are (`web.ts`).
 * PDFs, images and fonts are compressed already and go as they are (their types are not
 * compressible); an answer already carrying an encoding is left alone.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

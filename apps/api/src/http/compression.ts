import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

// Replies compressed for the browsers that ask (the careers pages on a phone's slow link above all: the
// portal's first screen is about three times smaller in brotli). Brotli at quality 5: close to its best size
// for scripts at a small part of the CPU of its default 11, as every asset is compressed as it is sent.
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}

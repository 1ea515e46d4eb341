import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isCachedValue } from '../lib/response-cache';
import { chooseContentEncoding, type AnswerEncoding, type CompressedEncoding } from './content-encoding';

const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * How a cached answer's compressed forms are made (tests count the calls). Off the event loop, in libuv's
 * pool: a large list must not hold up other requests while it is compressed. Brotli quality 6 and gzip level
 * 6 take about a millisecond for the 72 KB place list; brotli's top qualities save a further 13 % but take
 * some 80 ms, which the first request after each rebuild would wait for.
 */
export const answerCompressors: Record<CompressedEncoding, (text: Buffer) => Promise<Buffer>> = {
  br: (text) =>
    brotliCompressAsync(text, {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: 6,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: text.length,
      },
    }),
  gzip: (text) => gzipAsync(text, { level: 6 }),
};

/** How long a shared cache (a CDN), which no clearing message reaches, may keep a public answer. */
const SHARED_CACHE_SECONDS = 30;

/**
 * What browsers and shared caches may do with a cached public answer: a browser asks again every time
 * (answered with a bodiless 304 while the ETag holds), so an operator's own write shows at once; a shared
 * cache may keep it for half a minute.
 */
export const PUBLIC_ANSWER_CACHE_CONTROL = `public, max-age=0, must-revalidate, s-maxage=${SHARED_CACHE_SECONDS}`;

/**
 * One cached answer's text (JSON, or a page's HTML) and its compressed forms, each made once (on the first request that asks for
 * it) and then sent as they are, with a strong ETag per form: the forms are different bytes, so a cache must
 * not take one for another (RFC 9110 §8.8.3).
 */
export class EncodedAnswer {
  private readonly text: Buffer;
  private readonly textHash: string;
  private readonly compressed = new Map<CompressedEncoding, Buffer | Promise<Buffer>>();

  constructor(text: string) {
    this.text = Buffer.from(text);
    this.textHash = createHash('sha256').update(this.text).digest('base64url');
  }

  etag(encoding: AnswerEncoding): string {
    return encoding === 'identity' ? `"${this.textHash}"` : `"${this.textHash}-${encoding}"`;
  }

  body(encoding: AnswerEncoding): Buffer | Promise<Buffer> {
    if (encoding === 'identity') return this.text;
    let body = this.compressed.get(encoding);
    if (body === undefined) {
      const compressing = answerCompressors[encoding](this.text);
      compressing.then(
        // Once made, the bytes are kept themselves: later requests skip a promise's turn of the event loop.
        (bytes) => this.compressed.set(encoding, bytes),
        // A failed compression is forgotten, so the next request tries again rather than failing too.
        () => this.compressed.delete(encoding),
      );
      this.compressed.set(encoding, compressing);
      body = compressing;
    }
    return body;
  }
}

/**
 * The encoded answers of cached values, per JSON text: a value is one JSON text per response schema that
 * serialises it (the memoising serializer hands out the same string each time, so the lookup is cheap).
 */
const encodedAnswers = new WeakMap<object, Map<string, EncodedAnswer>>();

export function encodedAnswerFor(value: object, text: string): EncodedAnswer {
  let byJson = encodedAnswers.get(value);
  if (byJson === undefined) {
    byJson = new Map();
    encodedAnswers.set(value, byJson);
  }
  let answer = byJson.get(text);
  if (answer === undefined) {
    answer = new EncodedAnswer(text);
    byJson.set(text, answer);
  }
  return answer;
}

/** Whether an If-None-Match header names the tag (weak comparison, as RFC 9110 §13.1.2 asks for GET). */
export function ifNoneMatchNames(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Answers every value a route took from the response cache with bytes made once per cache entry: the
 * JSON, or its br or gzip form as Accept-Encoding asks, with an ETag (304 when If-None-Match names it),
 * `Vary: Accept-Encoding` and a public Cache-Control. Because the Content-Encoding is set,
 * @fastify/compress (whose onSend hooks are the route's own, so they run after these) passes the bytes on
 * untouched. Any other answer goes on as before. A value from the cache is the same for every visitor, so
 * caching it publicly is safe; an answer that sets a cookie is left alone all the same (register this after
 * @fastify/cookie, which writes Set-Cookie in its own onSend hook).
 */
export function serveCachedAnswersEncoded(app: FastifyInstance): void {
  const cachedValueOf = new WeakMap<FastifyRequest, object>();

  // Callback hooks rather than async ones: every request passes through both, and most need nothing here.
  app.addHook('preSerialization', (request, reply, payload, done) => {
    if (reply.statusCode === 200 && isCachedValue(payload)) cachedValueOf.set(request, payload as object);
    done(null, payload);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const value = cachedValueOf.get(request);
    if (value === undefined || typeof payload !== 'string' || reply.hasHeader('set-cookie')) {
      done(null, payload);
      return;
    }
    reply.header('cache-control', PUBLIC_ANSWER_CACHE_CONTROL);
    const body = encodedAnswerBody(request, reply, encodedAnswerFor(value, payload));
    if (body === null || Buffer.isBuffer(body)) done(null, body);
    else body.then((bytes) => done(null, bytes), done);
  });
}

/**
 * The bytes of an encoded answer in the form the request's Accept-Encoding asks for, with Vary, its ETag
 * and Content-Encoding set on the reply; null (a 304, set here) when a 200's If-None-Match names the ETag.
 */
export function encodedAnswerBody(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: EncodedAnswer,
): Buffer | Promise<Buffer> | null {
  const acceptEncoding = request.headers['accept-encoding'];
  const encoding = chooseContentEncoding(acceptEncoding);
  reply.header('vary', 'accept-encoding');
  // @fastify/compress reads Accept-Encoding its own way (it takes `*` for gzip, for one), so where a header
  // names no form we accept it may still compress the text, and an ETag of the text would then be wrong.
  // Only a request without the header is sure to get the text as it is.
  if (encoding === 'identity' && acceptEncoding !== undefined) return answer.body(encoding);
  const etag = answer.etag(encoding);
  reply.header('etag', etag);
  // Preconditions apply to a success only (RFC 9110 §13.2.1): a 404 page is sent whole.
  if (reply.statusCode === 200 && ifNoneMatchNames(request.headers['if-none-match'], etag)) {
    reply.code(304).removeHeader('content-type');
    return null;
  }
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return answer.body(encoding);
}

/**
 * Pinterest API v5, Create Pin (POST /v5/pins with a bearer token; the answer is the Pin, the error body
 * { code, message }): https://developers.pinterest.com/docs/api/v5/#operation/pins/create and the official
 * OpenAPI description, github.com/pinterest/api-description (v5/openapi.yaml: PinCreate,
 * PinMediaSourceImageURL, Pin, Pinterest.Lib.Error).
 */
import { z } from 'zod';
import { requestJson } from '../http-json';
import type { PinterestProvider } from './index';

const PROVIDER = 'Pinterest';

/** The part of the created Pin we keep. */
const createdPin = z.object({ id: z.string().regex(/^\d+$/, 'a Pin id is a number') });

export function httpPinterest(options: {
  accessToken: string;
  boardId: string;
  baseUrl: string;
  timeoutMs?: number;
  backoffMs?: number;
}): PinterestProvider {
  return {
    name: PROVIDER,
    enabled: true,
    async createPin(pin) {
      const created = await requestJson({
        provider: PROVIDER,
        url: new URL('/v5/pins', options.baseUrl),
        method: 'POST',
        headers: { authorization: `Bearer ${options.accessToken}` },
        body: {
          board_id: options.boardId,
          title: pin.title,
          description: pin.description,
          link: pin.link,
          alt_text: pin.altText,
          media_source: { source_type: 'image_url', url: pin.imageUrl },
        },
        schema: createdPin,
        secrets: [options.accessToken],
        // Pinterest downloads the picture before it answers.
        timeoutMs: options.timeoutMs ?? 20_000,
        // Creating is not idempotent: one retry for a 429 or 5xx, none after a timeout, which may have
        // created the pin already.
        retries: 1,
        retryAfterTimeout: false,
        backoffMs: options.backoffMs,
      });
      return { id: created.id };
    },
  };
}

/**
 * A fake of Pinterest API v5 Create Pin (POST /v5/pins with a bearer token), answering in its documented
 * format: the created Pin, and errors as { code, message } (Pinterest.Lib.Error).
 * References: https://developers.pinterest.com/docs/api/v5/#operation/pins/create and the OpenAPI
 * description in github.com/pinterest/api-description (v5/openapi.yaml: PinCreate, Pin).
 */
import type { ServerResponse } from 'node:http';
import {
  json,
  startFakeServer,
  type FakeHandler,
  type FakeServer,
  type RecordedRequest,
} from './fake-server';

export const FAKE_PINTEREST_TOKEN = 'pina_AMAQFAKETOKEN0123456789abcdefXYZ';
export const FAKE_BOARD_ID = '549755885175';

export interface PinCreateBody {
  board_id?: string;
  title?: string;
  description?: string;
  link?: string;
  alt_text?: string;
  media_source?: { source_type?: string; url?: string };
}

export const pinBody = (request: RecordedRequest) => JSON.parse(request.body) as PinCreateBody;

export function pinterestError(response: ServerResponse, status: number, code: number, message: string) {
  json(response, status, { code, message });
}

/** The field of a create request Pinterest would refuse, if any. */
function invalidField(body: PinCreateBody): string | undefined {
  if (body.media_source?.source_type !== 'image_url') return 'media_source.source_type';
  if (!/^https?:\/\//.test(body.media_source.url ?? '')) return 'media_source.url';
  if ((body.title ?? '').length > 100) return 'title';
  if ((body.description ?? '').length > 800) return 'description';
  if ((body.alt_text ?? '').length > 500) return 'alt_text';
  if ((body.link ?? '').length > 2048) return 'link';
  return undefined;
}

let nextPinId = 1_126_100_000_000_000_001n;

/** Answers like the real API: 401 for a wrong token, 404 for another board, 400 for a bad body, else 201. */
export const pinterestAnswers = (): FakeHandler => (request, response) => {
  if (request.method !== 'POST' || request.url.pathname !== '/v5/pins') {
    return pinterestError(response, 404, 404, 'Not found.');
  }
  if (request.headers.authorization !== `Bearer ${FAKE_PINTEREST_TOKEN}`) {
    return pinterestError(response, 401, 2, 'Authentication failed.');
  }
  const body = pinBody(request);
  if (body.board_id !== FAKE_BOARD_ID) return pinterestError(response, 404, 40, 'Board not found.');
  const field = invalidField(body);
  if (field) return pinterestError(response, 400, 1, `Invalid request: ${field} is not valid.`);
  const id = String(nextPinId++);
  return json(response, 201, {
    id,
    created_at: '2026-11-23T08:00:03',
    link: body.link,
    title: body.title,
    description: body.description,
    dominant_color: '#6E7874',
    alt_text: body.alt_text,
    creative_type: 'REGULAR',
    board_id: body.board_id,
    board_section_id: null,
    board_owner: { username: 'paphosguide' },
    is_owner: true,
    media: {
      media_type: 'image',
      images: { '150x150': { width: 150, height: 150, url: `https://i.pinimg.com/150x150/${id}.jpg` } },
    },
    parent_pin_id: null,
    is_standard: true,
    has_been_promoted: false,
    note: '',
    pin_metrics: null,
  });
};

export const startFakePinterest = (): Promise<FakeServer> => startFakeServer(pinterestAnswers());

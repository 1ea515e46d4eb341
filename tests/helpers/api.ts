/**
 * Shared helpers of the API tests (not a test file itself). Every request goes through app.inject.
 */
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ErrorBody } from '../../src/common/error-body';
import { errorResponseSchema } from '../../src/common/schemas/shared';
import type { App } from '../../src/server/app';
import type { Database } from '../../src/server/db/client';
import { places } from '../../src/server/db/schema';
import { sessionCookie, TEST_ADMIN_KEY } from './test-app';

export type Response = LightMyRequestResponse;

/** The keys of an event on the public API: never its schedule or sources; status is published or cancelled. */
export const EVENT_KEYS = [
  'category',
  'description',
  'endTime',
  'id',
  'imageUrl',
  'isFree',
  'name',
  'startTime',
  'status',
  'ticketUrl',
  'timeToBeConfirmed',
  'venueAddress',
  'venueName',
].sort();

/** The keys of a place on the public API: never status or sourceId. */
export const PLACE_KEYS = [
  'address',
  'amenities',
  'approximatePosition',
  'beachFeatures',
  'category',
  'createdAt',
  'description',
  'descriptionReviewed',
  'descriptionWriter',
  'highlights',
  'id',
  'latitude',
  'longitude',
  'name',
  'openingHours',
  'phoneNumber',
  'photoCredits',
  'photos',
  'priceLevel',
  'rating',
  'ratingIsSample',
  'reviewCount',
  'slug',
  'stepFree',
  'updatedAt',
  'website',
];

let addressCounter = 0;

/**
 * A client address no other request of this file has used. Throttling is per address, so requests that
 * are not about throttling each come from their own address and never use up a limit.
 */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export interface RequestOptions {
  cookie?: string;
  /** Defaults to a fresh address. */
  ip?: string;
  headers?: Record<string, string>;
}

export function get(app: App, url: string, options: RequestOptions = {}): Promise<Response> {
  return app.inject({
    method: 'GET',
    url,
    remoteAddress: options.ip ?? freshAddress(),
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
  });
}

/** Sends a JSON body (objects are serialised; strings go as they are) or no body at all. */
export function send(
  app: App,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const request: InjectOptions = {
    method,
    url,
    remoteAddress: options.ip ?? freshAddress(),
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
  };
  if (body !== undefined) {
    request.payload = typeof body === 'string' ? body : JSON.stringify(body);
    request.headers = { 'content-type': 'application/json', ...request.headers };
  }
  return app.inject(request);
}

export const post = (app: App, url: string, body?: unknown, options?: RequestOptions) =>
  send(app, 'POST', url, body, options);
export const del = (app: App, url: string, options?: RequestOptions) =>
  send(app, 'DELETE', url, undefined, options);

/** An error answer: the status, a JSON body that is exactly { message: string }, and the message if given. */
export function expectError(response: Response, status: number, message?: string | RegExp): string {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = errorResponseSchema.strict().parse(response.json());
  const text = body.message;
  expect(text.length).toBeGreaterThan(0);
  if (typeof message === 'string') expect(text).toBe(message);
  else if (message) expect(text).toMatch(message);
  return text;
}

/**
 * A refusal that names the fields of the body it is about, each with its message (ErrorBody.fields), so a
 * form can show each beside its field; the message (all of them) as expectError checks it.
 */
export function expectFieldErrors(
  response: Response,
  status: number,
  fields: Record<string, string>,
  message?: string | RegExp,
): void {
  expectError(response, status, message);
  expect((response.json() as ErrorBody).fields).toEqual(fields);
}

export function expectOkJson<T>(response: Response, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.json() as T;
}

let userCounter = 0;

/** A unique e-mail address for a test user. */
export function uniqueEmail(label = 'visitor'): string {
  userCounter += 1;
  return `${label}.${userCounter}.${Date.now()}@example.com`;
}

/** Registers a new user and returns its session cookie and id. */
export async function registerUser(
  app: App,
  fields: { email?: string; password?: string; firstName?: string; lastName?: string } = {},
): Promise<{ cookie: string; id: number; email: string; password: string }> {
  const email = fields.email ?? uniqueEmail();
  const password = fields.password ?? 'correct horse battery';
  const response = await post(app, '/api/auth/register', { ...fields, email, password });
  expect(response.statusCode, response.body).toBe(201);
  const { user } = response.json() as { user: { id: number } };
  return { cookie: sessionCookie(response), id: user.id, email, password };
}

/** Ids of places in the database that the public must not see. */
export async function unpublishedPlaces(db: Database) {
  const rows = await db
    .select({ id: places.id, slug: places.slug, status: places.status })
    .from(places)
    .where(eq(places.status, 'pending'));
  return rows;
}

/** Makes sure there is at least one pending place (the seed has some; this guards against a seed without). */
export async function aPendingPlace(db: Database): Promise<{ id: number; slug: string }> {
  const [existing] = await unpublishedPlaces(db);
  if (existing) return existing;
  const [created] = await db
    .insert(places)
    .values({
      slug: 'test-pending-place',
      name: 'Test Pending Place',
      category: 'cafe',
      status: 'pending',
      latitude: 34.77,
      longitude: 32.42,
    })
    .returning({ id: places.id, slug: places.slug });
  return created!;
}

/** The time of a place that decides its 'recent' order: the later of added and updated. */
export function latestChange(place: { createdAt: string; updatedAt: string }): number {
  return Math.max(Date.parse(place.createdAt), Date.parse(place.updatedAt));
}

/** Places come ordered; this says a list of numbers never rises (with room for float rounding). */
export function expectNonIncreasing(values: number[], tolerance = 1e-9): void {
  for (let index = 1; index < values.length; index++) {
    expect(values[index]!, `position ${index}`).toBeLessThanOrEqual(values[index - 1]! + tolerance);
  }
}

export function expectNonDecreasing(values: number[], tolerance = 1e-9): void {
  for (let index = 1; index < values.length; index++) {
    expect(values[index]!, `position ${index}`).toBeGreaterThanOrEqual(values[index - 1]! - tolerance);
  }
}

/** Request options that carry the test app's admin key (and a fresh client address). */
export function asAdmin(options: RequestOptions = {}): RequestOptions {
  return { ...options, headers: { 'x-admin-key': TEST_ADMIN_KEY, ...options.headers } };
}

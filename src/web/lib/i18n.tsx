import { createContext, Fragment, useContext, type ReactNode } from 'react';
import { createMessages, type CompiledMessages, type MessageValues } from '../../common/i18n';
import type { Language } from '../../common/languages';
import type english from '../i18n/en.json';
import { LATER_PARTS, type LaterPart, type MessagePart } from '../i18n/parts';

/** A message's id: a key of the English catalogue, the source, so a mistyped id fails the type check. */
export type MessageId = keyof typeof english;

/** The page's language and its messages. */
export interface Translator {
  language: Language;
  t: (id: MessageId, values?: MessageValues) => string;
}

type PartLoaders = Record<string, () => Promise<unknown>>;

/**
 * Each part of each language's catalogue (i18n/parts.ts), a chunk of its own compiled by the build
 * (vite-catalogues.ts): a visitor downloads only the page's language, and a page's own words with its code.
 * The server names the page's language's main part in its head as a module preload.
 */
const PARTS: Record<MessagePart, PartLoaders> = {
  main: import.meta.glob('../i18n/*.json', { query: { part: 'main' }, import: 'default' }),
  later: import.meta.glob('../i18n/*.json', { query: { part: 'later' }, import: 'default' }),
  contact: import.meta.glob('../i18n/*.json', { query: { part: 'contact' }, import: 'default' }),
  places: import.meta.glob('../i18n/*.json', { query: { part: 'places' }, import: 'default' }),
  favorites: import.meta.glob('../i18n/*.json', { query: { part: 'favorites' }, import: 'default' }),
  place: import.meta.glob('../i18n/*.json', { query: { part: 'place' }, import: 'default' }),
  events: import.meta.glob('../i18n/*.json', { query: { part: 'events' }, import: 'default' }),
  guides: import.meta.glob('../i18n/*.json', { query: { part: 'guides' }, import: 'default' }),
  auth: import.meta.glob('../i18n/*.json', { query: { part: 'auth' }, import: 'default' }),
  legal: import.meta.glob('../i18n/*.json', { query: { part: 'legal' }, import: 'default' }),
};

async function loadPart(language: Language, part: MessagePart): Promise<CompiledMessages> {
  return (await PARTS[part][`../i18n/${language}.json`]!()) as CompiledMessages;
}

/** A language's messages: the main part, or the parts asked for (the server's renderer takes them all). */
export async function loadTranslator(
  language: Language,
  parts: readonly MessagePart[] = ['main'],
): Promise<Translator & { add: (part: MessagePart) => Promise<void> }> {
  const loaded = await Promise.all(parts.map((part) => loadPart(language, part)));
  const messages = createMessages(language, Object.assign({}, ...loaded) as CompiledMessages);
  // A part asked for again comes from the module cache, and adds the same messages.
  const add = async (part: MessagePart) => messages.add(await loadPart(language, part));
  return { language, t: messages.t, add };
}

/** Every part of a catalogue. */
export const ALL_PARTS: readonly MessagePart[] = ['main', ...LATER_PARTS];

/** The browser's page language, whose parts add their own words as their code loads (main.tsx). */
let pageTranslator: { add: (part: MessagePart) => Promise<void> } | undefined;

export function setPageTranslator(translator: typeof pageTranslator): void {
  pageTranslator = translator;
}

/**
 * The words of lazy code, loaded beside it: `const Part = lazy(async () => (await Promise.all([import(...),
 * loadWords(['later'])]))[0])`. On the server, where pages in every language render side by side, each
 * language's messages are loaded whole (entry-server.tsx).
 */
export async function loadWords(parts: readonly LaterPart[]): Promise<void> {
  await Promise.all(parts.map((part) => pageTranslator?.add(part)));
}

const TranslatorContext = createContext<Translator | null>(null);

/** Given by main.tsx in the browser, and per request by the server's renderer (pages render side by side). */
export const TranslatorProvider = TranslatorContext.Provider;

/** The page's language and its `t`. */
export function useTranslator(): Translator {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('useTranslator: no TranslatorProvider above this component');
  return translator;
}

/**
 * A message whose numbered tags mark the words of an element ('Read our <0>Cookie Policy</0>.'): each
 * tag's words are given to the function at its number, which returns the element (a link), so translators
 * move the link with its words.
 */
export function withElements(
  message: string,
  elements: readonly ((words: string) => ReactNode)[],
): ReactNode {
  // split() with the two groups gives [text, number, words, text, number, words, ..., text].
  const parts = message.split(/<(\d+)>(.*?)<\/\1>/);
  return parts.map((part, index) => {
    if (index % 3 === 0) return part;
    if (index % 3 === 2) return null;
    return <Fragment key={index}>{elements[Number(part)]?.(parts[index + 1] ?? '')}</Fragment>;
  });
}

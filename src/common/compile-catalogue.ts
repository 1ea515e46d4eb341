/**
 * A message catalogue as translators write it (src/web/i18n/<language>.json: id -> ICU MessageFormat text),
 * compiled by Lingui's compiler into what createMessages (i18n.ts) fills in. Used by the build
 * (vite-catalogues.ts) and by the server for the words it writes into a page's head; never by the browser,
 * which gets catalogues already compiled.
 */
import {
  compileMessageOrThrow,
  type CompiledIcuChoices,
  type CompiledMessage,
} from '@lingui/message-utils/compileMessage';
// A type only: the Vite config loads this file, and resolves no import without its extension.
import type { CompiledMessages } from './i18n';

/** The only placeholder kinds createMessages (i18n.ts) fills in. */
const MESSAGE_CHOICE_KINDS: readonly string[] = ['plural', 'select'];

/**
 * Each message compiled; a text that does not parse (an unclosed '{') or asks for a kind of placeholder
 * other than plural and select ('{value, number}': numbers are written before they reach a message) throws,
 * naming its id.
 */
export function compileCatalogue(catalogue: Record<string, string>): CompiledMessages {
  return Object.fromEntries(
    Object.entries(catalogue).map(([id, text]) => {
      let compiled: CompiledMessage;
      try {
        compiled = compileMessageOrThrow(text);
      } catch (error) {
        throw new Error(`Message '${id}' is not valid ICU MessageFormat: ${(error as Error).message}`, {
          cause: error,
        });
      }
      const kind = unknownKind(compiled);
      if (kind)
        throw new Error(`Message '${id}' has a '${kind}' placeholder: only plural and select are filled in`);
      return [id, compiled];
    }),
  );
}

function unknownKind(tokens: CompiledMessage): string | undefined {
  for (const token of tokens) {
    if (typeof token === 'string') continue;
    const [, kind, format] = token;
    if (kind === undefined) continue;
    if (!MESSAGE_CHOICE_KINDS.includes(kind)) return kind;
    for (const branch of Object.values(format as CompiledIcuChoices)) {
      // The choices carry their plural's offset beside the branches.
      const nested = Array.isArray(branch) ? unknownKind(branch) : undefined;
      if (nested) return nested;
    }
  }
  return undefined;
}

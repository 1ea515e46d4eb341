/**
 * A message catalogue as translators write it (src/web/i18n/<language>.json: id -> ICU MessageFormat text),
 * compiled into what Lingui's runtime reads. Used by the build (vite-catalogues.ts) and by the server for
 * the words it writes into a page's head; never by the browser, which gets catalogues already compiled.
 */
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';

/** Each message compiled; a text that does not parse (an unclosed '{') throws, naming its id. */
export function compileCatalogue(catalogue: Record<string, string>): Record<string, CompiledMessage> {
  return Object.fromEntries(
    Object.entries(catalogue).map(([id, text]) => {
      try {
        return [id, compileMessageOrThrow(text)];
      } catch (error) {
        throw new Error(`Message '${id}' is not valid ICU MessageFormat: ${(error as Error).message}`, {
          cause: error,
        });
      }
    }),
  );
}

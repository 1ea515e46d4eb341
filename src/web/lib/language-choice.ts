import { LANGUAGE_SUGGESTED_STORAGE } from '../../common/browser-storage';

/** Whether this browser was offered a language before: the site suggests one once, on a first visit. */
export function languageSuggested(): boolean {
  try {
    return window.localStorage.getItem(LANGUAGE_SUGGESTED_STORAGE) !== null;
  } catch {
    return false;
  }
}

/** Remembers that a language was offered: it is not offered again. */
export function rememberLanguageSuggested(): void {
  try {
    window.localStorage.setItem(LANGUAGE_SUGGESTED_STORAGE, 'true');
  } catch {
    // Storage blocked: the suggestion may show again on the next page.
  }
}

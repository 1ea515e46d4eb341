/**
 * The dashboard's reads and writes of a place's or a guide's translations (issue 36), shared by the places
 * and the articles tabs: GET …/{id}/translations, POST …/{language} (the writer translates), PUT (the
 * operator's text), POST …/{language}/review, DELETE …/{language}. Each write refetches the list and the
 * public reads of places or guides, and toasts what a visitor now reads; a failure toasts the server's message.
 */
import { ADMIN_API, API } from '../../common/api-paths';
import { LANGUAGES } from '../../common/languages';
import {
  TRANSLATION_LANGUAGE_NAMES,
  TRANSLATION_LANGUAGES,
  type AdminTranslation,
  type ArticleTranslationFields,
  type PlaceTranslationFields,
  type TranslationKind,
  type TranslationLanguage,
} from '../../common/schemas/translations';
import type { AiModel } from '../../common/categories';
import { toast } from '../components/ui/use-toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminSend, errorMessage } from './api-client';
import { invalidateAdmin, useAdminQuery } from './admin-queries';

/** 'Greek (Ελληνικά)': a language as the English dashboard names it. */
export const LANGUAGE_LABELS = Object.fromEntries(
  TRANSLATION_LANGUAGES.map((language) => [
    language,
    `${TRANSLATION_LANGUAGE_NAMES[language]} (${LANGUAGES[language].name})`,
  ]),
) as Record<TranslationLanguage, string>;

export function translationsPath(kind: TranslationKind, id: number): string {
  return `${kind === 'place' ? ADMIN_API.places : ADMIN_API.articles}/${id}/translations`;
}

export function useTranslations(kind: TranslationKind, id: number) {
  return useAdminQuery<AdminTranslation[]>(translationsPath(kind, id));
}

/** The state a row shows: None, a machine translation not yet reviewed, or Reviewed. */
export function translationState(translation: AdminTranslation | undefined): string {
  if (!translation) return 'None';
  if (!translation.reviewed) return 'Machine translation — not reviewed';
  return translation.aiModel ? `Reviewed (machine translation by ${translation.aiModel})` : 'Reviewed';
}

export type TranslationChange =
  | { action: 'translate'; model: AiModel; replace: boolean }
  | { action: 'save'; fields: PlaceTranslationFields | ArticleTranslationFields }
  | { action: 'review' }
  | { action: 'delete' };

function changeRequest(path: string, change: TranslationChange) {
  switch (change.action) {
    case 'translate':
      return {
        method: 'POST' as const,
        path,
        body: { model: change.model, replace: change.replace },
      };
    case 'save':
      return { method: 'PUT' as const, path, body: change.fields };
    case 'review':
      return { method: 'POST' as const, path: `${path}/review` };
    case 'delete':
      return { method: 'DELETE' as const, path };
  }
}

/** The toast after a change: what the operator did and what a visitor now reads. */
export function translationToast(
  name: string,
  language: TranslationLanguage,
  change: TranslationChange,
): { title: string; description: string } {
  const languageName = TRANSLATION_LANGUAGE_NAMES[language];
  switch (change.action) {
    case 'translate':
      return {
        title: 'Translation Ready',
        description: `${name} is translated into ${languageName} by ${change.model}. The page labels it as a machine translation until you mark it reviewed.`,
      };
    case 'save':
      return {
        title: 'Translation Saved',
        description: `Your ${languageName} text of ${name} is saved and shown as reviewed.`,
      };
    case 'review':
      return {
        title: 'Translation Reviewed',
        description: `The ${languageName} translation of ${name} no longer carries the machine translation label.`,
      };
    case 'delete':
      return {
        title: 'Translation Deleted',
        description: `The ${languageName} page of ${name} shows the English text again.`,
      };
  }
}

const FAILURE_TITLES: Record<TranslationChange['action'], string> = {
  translate: 'Translation Failed',
  save: 'Save Failed',
  review: 'Update Failed',
  delete: 'Delete Failed',
};

/**
 * Translate, save, mark reviewed or delete one language's translation; a failure toasts the action's title
 * ('Translation Failed') with the server's message.
 */
export function useChangeTranslation(
  kind: TranslationKind,
  subject: { id: number; name: string },
  language: TranslationLanguage,
) {
  const queryClient = useQueryClient();
  const list = translationsPath(kind, subject.id);
  return useMutation<unknown, Error, TranslationChange>({
    mutationFn: (change) => {
      const { method, path, body } = changeRequest(`${list}/${language}`, change);
      return adminSend(method, path, body);
    },
    onSuccess: async (_result, change) => {
      await invalidateAdmin(queryClient, list, kind === 'place' ? API.places.list : API.articles.list);
      toast(translationToast(subject.name, language, change));
    },
    onError: (error, change) => {
      toast({
        title: FAILURE_TITLES[change.action],
        description: errorMessage(error),
        variant: 'destructive',
      });
    },
  });
}

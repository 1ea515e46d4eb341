import { zodResolver } from '@hookform/resolvers/zod';
import { Check, Languages, LoaderCircle, Save, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { DEFAULT_AI_MODEL, type AiModel } from '../../common/categories';
import {
  TRANSLATION_LANGUAGES,
  type AdminArticleTranslation,
  type AdminPlaceTranslation,
  type AdminTranslation,
  type TranslationKind,
  type TranslationLanguage,
} from '../../common/schemas/translations';
import { LANGUAGES } from '../../common/languages';
import { useWriterInfo } from '../lib/admin-queries';
import {
  LANGUAGE_LABELS,
  translationState,
  useChangeTranslation,
  useTranslations,
} from '../lib/translations-admin';
import { Button } from './ui/button';
import { FormField } from './ui/form-field';
import { Input } from './ui/input';
import { LoadError } from './ui/load-error';
import { Textarea } from './ui/textarea';

/** Why Translate is disabled without an AI key: the offline writer never makes up a translation. */
export const NO_AI_KEY_REASON =
  'No AI key is set: translating needs one (OPENAI_API_KEY). Nothing is machine-translated without it, but you can write a translation yourself below.';

interface Subject {
  id: number;
  name: string;
}

/**
 * A place's or a guide's 'Translations' (issue 36), in English like the rest of the dashboard: one row per
 * language with its state (None, Machine translation — not reviewed, Reviewed), Translate (disabled, with
 * the reason, without an AI key), and the text to review or write, with Save, Mark reviewed and Delete.
 */
export function TranslationsPanel({
  kind,
  subject,
  headingLevel,
}: {
  kind: TranslationKind;
  subject: Subject;
  /** The panel's heading level where it is shown; each language's heading is one below it. */
  headingLevel: 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  const translations = useTranslations(kind, subject.id);
  const writer = useWriterInfo();

  if (translations.isPending) {
    return (
      <p role="status" className="mt-3 flex items-center gap-2 text-sm text-muted-foreground">
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        Loading the translations of {subject.name}...
      </p>
    );
  }
  if (translations.isError) {
    return (
      <LoadError
        what="the translations"
        error={translations.error}
        onRetry={() => void translations.refetch()}
      />
    );
  }
  const model = writer.data?.models[0] ?? null;
  return (
    <section
      aria-label={`Translations of ${subject.name}`}
      className="mt-3 grid gap-3 rounded-xl border border-border bg-sand-50 p-4"
    >
      <Heading className="font-sans text-sm font-semibold">Translations</Heading>
      {writer.data && model === null && <p className="text-sm text-muted-foreground">{NO_AI_KEY_REASON}</p>}
      <ul className="grid gap-3">
        {TRANSLATION_LANGUAGES.map((language) => (
          <TranslationRow
            key={language}
            kind={kind}
            subject={subject}
            language={language}
            translation={translations.data.find((item) => item.language === language)}
            model={writer.data ? model : undefined}
            headingLevel={headingLevel === 3 ? 4 : 5}
          />
        ))}
      </ul>
    </section>
  );
}

function TranslationRow({
  kind,
  subject,
  language,
  translation,
  model,
  headingLevel,
}: {
  kind: TranslationKind;
  subject: Subject;
  headingLevel: 4 | 5;
  language: TranslationLanguage;
  translation: AdminTranslation | undefined;
  /** The model Translate asks for; null without an AI key; undefined while the writer is not known yet. */
  model: AiModel | null | undefined;
}) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const change = useChangeTranslation(kind, subject, language);
  const busy = change.isPending;
  const label = LANGUAGE_LABELS[language];
  // A reviewed or a person's text is only replaced when the operator says so, with this very button.
  const replaces = translation?.reviewed === true;
  return (
    <li aria-labelledby={headingId} className="grid gap-2 rounded-lg border border-border bg-card p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <Heading id={headingId} className="font-sans text-sm font-semibold">
            {label}
          </Heading>
          <p className="text-xs font-medium text-muted-foreground">{translationState(translation)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={busy || !model}
            title={model === null ? NO_AI_KEY_REASON : undefined}
            aria-label={`${replaces ? 'Replace with a machine translation' : 'Translate'}: ${label}`}
            onClick={() =>
              change.mutate({ action: 'translate', model: model ?? DEFAULT_AI_MODEL, replace: replaces })
            }
          >
            {busy && change.variables?.action === 'translate' ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Languages aria-hidden="true" />
            )}
            {replaces ? 'Replace with a machine translation' : translation ? 'Translate again' : 'Translate'}
          </Button>
          {translation && !translation.reviewed && (
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              aria-label={`Mark reviewed: ${label}`}
              onClick={() => change.mutate({ action: 'review' })}
            >
              <Check aria-hidden="true" />
              Mark reviewed
            </Button>
          )}
          {translation && (
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              aria-label={`Delete: ${label}`}
              onClick={() => change.mutate({ action: 'delete' })}
            >
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          )}
        </div>
      </div>
      {kind === 'place' ? (
        <PlaceTranslationForm
          // A new translation from the server resets the form to it.
          key={translation?.updatedAt ?? 'none'}
          language={language}
          translation={translation as AdminPlaceTranslation | undefined}
          busy={busy}
          onSave={(fields) => change.mutate({ action: 'save', fields })}
        />
      ) : (
        <ArticleTranslationForm
          key={translation?.updatedAt ?? 'none'}
          language={language}
          translation={translation as AdminArticleTranslation | undefined}
          busy={busy}
          onSave={(fields) => change.mutate({ action: 'save', fields })}
        />
      )}
    </li>
  );
}

/** The text's language and direction, so Hebrew is edited right to left. */
const textProps = (language: TranslationLanguage) => ({
  lang: language,
  dir: LANGUAGES[language].dir,
});

const placeFormSchema = z.object({
  description: z.string().max(5000, 'Description must be at most 5,000 characters'),
  highlights: z
    .string()
    .refine((text) => lines(text).length <= 10, 'At most 10 highlights')
    .refine(
      (text) => lines(text).every((line) => line.length <= 200),
      'A highlight is at most 200 characters',
    ),
});
type PlaceForm = z.infer<typeof placeFormSchema>;

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function PlaceTranslationForm({
  language,
  translation,
  busy,
  onSave,
}: {
  language: TranslationLanguage;
  translation: AdminPlaceTranslation | undefined;
  busy: boolean;
  onSave: (fields: { description: string | null; highlights: string[] }) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PlaceForm>({
    resolver: zodResolver(placeFormSchema),
    defaultValues: {
      description: translation?.fields.description ?? '',
      highlights: translation?.fields.highlights.join('\n') ?? '',
    },
  });
  const label = LANGUAGE_LABELS[language];
  return (
    <form
      noValidate
      aria-label={`${label} text`}
      className="grid gap-3"
      onSubmit={handleSubmit((values) =>
        onSave({ description: values.description.trim() || null, highlights: lines(values.highlights) }),
      )}
    >
      <FormField label={`Description in ${label}`} error={errors.description}>
        {(field) => <Textarea rows={4} {...textProps(language)} {...field} {...register('description')} />}
      </FormField>
      <FormField label={`Highlights in ${label}`} hint="One highlight a line." error={errors.highlights}>
        {(field) => <Textarea rows={3} {...textProps(language)} {...field} {...register('highlights')} />}
      </FormField>
      <div>
        <Button type="submit" size="sm" disabled={busy} aria-label={`Save: ${label}`}>
          <Save aria-hidden="true" />
          Save
        </Button>
      </div>
    </form>
  );
}

const articleFormSchema = z.object({
  title: z.string().trim().min(1, 'Please enter the title').max(200, 'Title must be at most 200 characters'),
  excerpt: z.string().max(500, 'Excerpt must be at most 500 characters'),
  content: z.string().trim().min(1, 'Please enter the content'),
});
type ArticleForm = z.infer<typeof articleFormSchema>;

function ArticleTranslationForm({
  language,
  translation,
  busy,
  onSave,
}: {
  language: TranslationLanguage;
  translation: AdminArticleTranslation | undefined;
  busy: boolean;
  onSave: (fields: { title: string; excerpt: string | null; content: string }) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ArticleForm>({
    resolver: zodResolver(articleFormSchema),
    defaultValues: {
      title: translation?.fields.title ?? '',
      excerpt: translation?.fields.excerpt ?? '',
      content: translation?.fields.content ?? '',
    },
  });
  const label = LANGUAGE_LABELS[language];
  return (
    <form
      noValidate
      aria-label={`${label} text`}
      className="grid gap-3"
      onSubmit={handleSubmit((values) =>
        onSave({ title: values.title, excerpt: values.excerpt.trim() || null, content: values.content }),
      )}
    >
      <FormField label={`Title in ${label}`} error={errors.title}>
        {(field) => <Input {...textProps(language)} {...field} {...register('title')} />}
      </FormField>
      <FormField label={`Excerpt in ${label}`} error={errors.excerpt}>
        {(field) => <Textarea rows={2} {...textProps(language)} {...field} {...register('excerpt')} />}
      </FormField>
      <FormField label={`Content in ${label} (markdown)`} error={errors.content}>
        {(field) => (
          <Textarea
            rows={10}
            className="font-mono text-sm"
            {...textProps(language)}
            {...field}
            {...register('content')}
          />
        )}
      </FormField>
      <div>
        <Button type="submit" size="sm" disabled={busy} aria-label={`Save: ${label}`}>
          <Save aria-hidden="true" />
          Save
        </Button>
      </div>
    </form>
  );
}

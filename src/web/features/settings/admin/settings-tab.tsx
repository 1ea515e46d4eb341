import { AtSign, BarChart3, Pin, Save, Share2 } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { PlatformSettings } from '../../../../common/schemas/settings';
import { PINTEREST_POSTS_PER_DAY_MAX } from '../../../../common/schemas/settings';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { DashboardSection } from '../../../components/ui/dashboard-section';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePlatformSettings, useSaveSettings } from './api';
import {
  MAILBOX_FIELDS,
  postsPerDayFromInput,
  SETTINGS_FIELDS,
  settingsBody,
  settingsFormValues,
  SOCIAL_URL_FIELDS,
  type SettingsFormValues,
} from './settings-form';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { LoadError } from '../../../components/ui/load-error';
import { PinterestPostingStatus } from './pinterest-posting-status';

/**
 * The dashboard's Settings tab (SPEC 2): Pinterest posts per day, the six social profile URLs, the
 * analytics measurement ID and the operator's mailboxes, saved together with 'Save All Settings'.
 */
export function SettingsTab() {
  const { data, isPending, isError, error, refetch } = usePlatformSettings();

  return (
    <DashboardSection
      title="Settings"
      description="Pinterest posting, the social icons in the site footer, analytics and the email addresses visitors see."
    >
      {isPending ? (
        <SettingsSkeleton />
      ) : isError ? (
        <LoadError what="the settings" error={error} onRetry={() => void refetch()} />
      ) : (
        <SettingsForm settings={data} />
      )}
    </DashboardSection>
  );
}

function SettingsForm({ settings }: { settings: PlatformSettings }) {
  const save = useSaveSettings();
  // The form follows the saved settings: after a save it shows what the server stored (trimmed, blanks).
  const values = useMemo(() => settingsFormValues(settings), [settings]);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<SettingsFormValues>({ values });
  const postsPerDay = register('pinterestPostsPerDay');

  return (
    // noValidate: the server checks every field; its messages show under the fields they are about and,
    // all together, in the failure toast.
    <form
      noValidate
      aria-label="Platform settings"
      onSubmit={handleSubmit((formValues) =>
        save.mutate(settingsBody(formValues), {
          onError: (error) => showServerFieldErrors(error, setError, SETTINGS_FIELDS),
        }),
      )}
      className="grid gap-5"
    >
      <div className="grid gap-5 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-lg">
              <Pin className="size-5 text-terracotta-700" aria-hidden="true" />
              Pinterest
            </CardTitle>
            <PinterestPostingStatus />
          </CardHeader>
          <CardContent>
            <FormField
              label="Pinterest posts per day"
              error={errors.pinterestPostsPerDay}
              hint={`From 0 to ${PINTEREST_POSTS_PER_DAY_MAX}. 0 turns Pinterest posting off.`}
            >
              {(field) => (
                <Input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={PINTEREST_POSTS_PER_DAY_MAX}
                  step={1}
                  className="max-w-40"
                  {...field}
                  {...postsPerDay}
                  onBlur={(event) => {
                    // SPEC 5: what is not a number becomes 0, and the field shows it.
                    setValue('pinterestPostsPerDay', String(postsPerDayFromInput(event.target.value)));
                    return postsPerDay.onBlur(event);
                  }}
                />
              )}
            </FormField>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-lg">
              <BarChart3 className="size-5 text-olive-700" aria-hidden="true" />
              Analytics
            </CardTitle>
            <CardDescription>
              Google Analytics loads on the site only with a valid measurement ID.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <FormField
              label="Google Analytics measurement ID"
              error={errors.googleAnalyticsId}
              hint="Leave blank to turn analytics off."
            >
              {(field) => (
                <Input
                  placeholder="G-XXXXXXXXXX"
                  autoCapitalize="characters"
                  spellCheck={false}
                  className="max-w-xs"
                  {...field}
                  {...register('googleAnalyticsId')}
                />
              )}
            </FormField>
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-lg">
            <Share2 className="size-5 text-sea-700" aria-hidden="true" />
            Social profiles
          </CardTitle>
          <CardDescription>
            Each profile with an address gets its icon in the site footer. Leave a field blank to hide it.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          {SOCIAL_URL_FIELDS.map(({ name, label, placeholder }) => (
            <FormField key={name} label={label} error={errors[name]}>
              {(field) => (
                <Input type="url" inputMode="url" placeholder={placeholder} {...field} {...register(name)} />
              )}
            </FormField>
          ))}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-lg">
            <AtSign className="size-5 text-terracotta-700" aria-hidden="true" />
            Email addresses
          </CardTitle>
          <CardDescription>
            The addresses visitors can write to. Leave a field blank to show none; the pages then point to the
            contact form.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {MAILBOX_FIELDS.map(({ name, label, hint }) => (
            <FormField key={name} label={label} hint={hint} error={errors[name]}>
              {(field) => (
                <Input
                  type="email"
                  inputMode="email"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder="name@example.com"
                  {...field}
                  {...register(name)}
                />
              )}
            </FormField>
          ))}
        </CardContent>
      </Card>

      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={save.isPending} className="w-full sm:w-auto">
          <Save aria-hidden="true" />
          {save.isPending ? 'Saving...' : 'Save All Settings'}
        </Button>
      </div>
    </form>
  );
}

function SettingsSkeleton() {
  return (
    <div role="status" aria-label="Loading settings" className="grid gap-5">
      {[2, 6, 3].map((fields, index) => (
        <div key={index} className="grid gap-4 rounded-card border border-border bg-card p-6 sm:grid-cols-2">
          <Skeleton className="h-6 w-40 sm:col-span-2" />
          {Array.from({ length: fields }, (_, field) => (
            <Skeleton key={field} className="h-11" />
          ))}
        </div>
      ))}
    </div>
  );
}

import { Cloud, CloudRain, Droplets, Sun, Wind, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import type { Weather } from '../../../../common/schemas/weather';
import { weatherConditionText } from '../../../../common/weather-conditions';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { writeNumber } from '../../../../common/languages';
import { useTranslator } from '../../../lib/i18n';
import { useWeather } from '../api';

/** Sun for clear or sun, rain for rain, cloud for cloud, otherwise sun (SPEC 2, Weather card). */
export function weatherIcon(condition: string): LucideIcon {
  const text = condition.toLowerCase();
  if (text.includes('clear') || text.includes('sun')) return Sun;
  if (text.includes('rain')) return CloudRain;
  if (text.includes('cloud')) return Cloud;
  return Sun;
}

/** 'Today in Paphos': rounded °C, condition, optional humidity and wind. Hidden when weather fails to load. */
export function WeatherCard({ className }: { className?: string }) {
  const { t } = useTranslator();
  const { data: weather, isPending, isError } = useWeather();
  const titleId = useId();

  if (isError) return null;

  return (
    <Card
      className={cn(
        'overflow-hidden border-sea-800 bg-gradient-to-br from-sea-700 to-sea-900 p-5 text-white',
        className,
      )}
    >
      <section aria-labelledby={titleId}>
        <h2 id={titleId} className="text-lg font-bold text-sea-50">
          {t('weather.title')}
        </h2>
        {isPending || !weather ? (
          <div className="mt-4 grid gap-3" role="status" aria-label={t('weather.loading')}>
            <Skeleton className="h-10 w-24 bg-white/20" />
            <Skeleton className="h-4 w-32 bg-white/20" />
          </div>
        ) : (
          <WeatherBody weather={weather} />
        )}
      </section>
    </Card>
  );
}

function WeatherBody({ weather }: { weather: Weather }) {
  const { t, language } = useTranslator();
  const { temperature, humidity, windSpeed } = weather;
  const Icon = weatherIcon(weather.condition);
  const condition = weatherConditionText(weather, t);
  return (
    <>
      <div className="mt-3 flex items-center justify-between gap-4">
        <div>
          <p dir="ltr" className="font-display text-5xl font-bold leading-none">
            {Math.round(temperature)}°C
          </p>
          {/* In the page's language, or the provider's own words, in English and their own direction. */}
          <p
            lang={condition.english ? 'en' : undefined}
            dir={condition.english ? 'auto' : undefined}
            className="mt-2 text-base text-sea-50 first-letter:uppercase"
          >
            {condition.text}
          </p>
        </div>
        <Icon className="size-14 shrink-0 text-sun" strokeWidth={1.5} aria-hidden="true" />
      </div>
      {(humidity !== null || windSpeed !== null) && (
        <dl className="mt-4 flex flex-wrap gap-x-5 gap-y-2 border-t border-white/20 pt-3 text-sm text-sea-50">
          {humidity !== null && (
            <div className="flex items-center gap-1.5">
              <Droplets className="size-4" aria-hidden="true" />
              <dt className="sr-only">{t('weather.humidity')}</dt>
              <dd>{t('weather.humidityValue', { value: Math.round(humidity) })}</dd>
            </div>
          )}
          {windSpeed !== null && (
            <div className="flex items-center gap-1.5">
              <Wind className="size-4" aria-hidden="true" />
              <dt className="sr-only">{t('weather.wind')}</dt>
              <dd>
                {t('weather.windValue', {
                  value: writeNumber(windSpeed, language, { maximumFractionDigits: 1 }),
                })}
              </dd>
            </div>
          )}
        </dl>
      )}
    </>
  );
}

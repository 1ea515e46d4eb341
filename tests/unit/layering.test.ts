import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import rules of DESIGN.md, enforced by `import-x/no-restricted-paths` in eslint.config.js. Each case
 * lints a small file as if it lived at `filePath` (nothing is written), importing a real module.
 */
const RULE = 'import-x/no-restricted-paths';
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

/** The rule's messages for `code` placed at `filePath`. */
async function layeringErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === RULE).map((message) => message.message);
}

describe('import layering (lint)', { timeout: 30_000 }, () => {
  it('forbids a feature from importing another feature', async () => {
    const errors = await layeringErrors(
      'src/web/features/places/components/example.tsx',
      "import { FavoriteButton } from '../../favorites/components/favorite-button';\nexport const x = FavoriteButton;\n",
    );
    expect(errors).toEqual([expect.stringContaining('A feature never imports another feature')]);
  });

  it('counts type-only and lazy imports between features too', async () => {
    const errors = await layeringErrors(
      'src/web/features/tours/example.ts',
      "import type { MapPlace } from '../places/map-view';\nexport const load = () => import('../weather/api');\nexport type P = MapPlace;\n",
    );
    expect(errors).toHaveLength(2);
  });

  it('forbids components/ from importing a feature', async () => {
    const errors = await layeringErrors(
      'src/web/components/ui/example.tsx',
      "import { PlaceCard } from '../../features/places/components/place-card';\nexport const x = PlaceCard;\n",
    );
    expect(errors).toEqual([expect.stringContaining('never import a feature')]);
  });

  it('forbids lib/ from importing a feature and a feature from importing the layout', async () => {
    expect(
      await layeringErrors(
        'src/web/lib/example.ts',
        "import { usePlaces } from '../features/places/api';\nexport const x = usePlaces;\n",
      ),
    ).toHaveLength(1);
    expect(
      await layeringErrors(
        'src/web/features/places/example.tsx',
        "import { PageLayout } from '../../layout/page-layout';\nexport const x = PageLayout;\n",
      ),
    ).toEqual([expect.stringContaining('A feature never imports the layout or a page')]);
  });

  it('forbids the web app from importing the server, and the server from importing the web app', async () => {
    expect(
      await layeringErrors(
        'src/web/lib/example.ts',
        "import { buildApp } from '../../server/app';\nexport const x = buildApp;\n",
      ),
    ).toEqual([expect.stringContaining('The web app never imports server code')]);
    expect(
      await layeringErrors(
        'src/server/example.ts',
        "import { cn } from '../web/lib/cn';\nexport const x = cn;\n",
      ),
    ).toEqual([expect.stringContaining('The server never imports web code')]);
  });

  it('forbids src/common from importing the web app or the server', async () => {
    const errors = await layeringErrors(
      'src/common/example.ts',
      "import { cn } from '../web/lib/cn';\nimport { buildApp } from '../server/app';\nexport const x = [cn, buildApp];\n",
    );
    expect(errors).toHaveLength(2);
    for (const error of errors) expect(error).toContain('src/common is shared by the server and the web app');
  });

  it('allows a feature its own files, lib/, components/ and src/common, and a page any feature', async () => {
    expect(
      await layeringErrors(
        'src/web/features/favorites/example.tsx',
        [
          "import type { Place } from '../../../common/schemas/places';",
          "import { Button } from '../../components/ui/button';",
          "import { useAuth } from '../../lib/auth';",
          "import { useFavorites } from './api';",
          'export const x: unknown[] = [Button, useAuth, useFavorites];',
          'export type P = Place;',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await layeringErrors(
        'src/web/pages/example.tsx',
        [
          "import { FavoriteButton } from '../features/favorites/components/favorite-button';",
          "import { PlaceCard } from '../features/places/components/place-card';",
          "import { PageLayout } from '../layout/page-layout';",
          'export const x: unknown[] = [FavoriteButton, PlaceCard, PageLayout];',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});

describe('server import layering (lint)', { timeout: 30_000 }, () => {
  it('forbids db/ from importing a module', async () => {
    const errors = await layeringErrors(
      'src/server/db/seed/example.ts',
      "import { rollRecurringEvents } from '../../modules/events/service';\nexport const x = rollRecurringEvents;\n",
    );
    expect(errors).toEqual([expect.stringContaining('db/ (schema, migrations, seed) is below the modules')]);
  });

  it('forbids a service from importing http/ or a job', async () => {
    const errors = await layeringErrors(
      'src/server/modules/places/example.ts',
      "import { registerErrorHandling } from '../../http/errors';\nimport { placeSyncJob } from '../../jobs/place-sync';\nexport const x = [registerErrorHandling, placeSyncJob];\n",
    );
    expect(errors).toEqual([
      expect.stringContaining('never import http/'),
      expect.stringContaining('never import http/'),
    ]);
  });

  it('forbids lib/ and providers from importing a module', async () => {
    expect(
      await layeringErrors(
        'src/server/providers/writer/example.ts',
        "import { placeFacts } from '../../modules/places/admin-service';\nexport const x = placeFacts;\n",
      ),
    ).toEqual([expect.stringContaining('they never import a module')]);
  });

  it('forbids route files and jobs from importing db/schema: their queries live in services', async () => {
    const ruleMessage = expect.stringContaining('Routes and jobs never import db/schema');
    expect(
      await layeringErrors(
        'src/server/modules/places/routes.ts',
        "import { places } from '../../db/schema';\nexport const x = places;\n",
      ),
    ).toEqual([ruleMessage]);
    expect(
      await layeringErrors(
        'src/server/modules/tours/admin-routes.ts',
        "import { tours } from '../../db/schema';\nexport const x = tours;\n",
      ),
    ).toEqual([ruleMessage]);
    expect(
      await layeringErrors(
        'src/server/jobs/example.ts',
        "import type { EventRow } from '../db/schema';\nexport type E = EventRow;\n",
      ),
    ).toEqual([ruleMessage]);
  });

  it('lets a module use lib/, providers and db/, and a job use a module', async () => {
    expect(
      await layeringErrors(
        'src/server/modules/places/example.ts',
        "import { AppError } from '../../lib/app-error';\nimport { places } from '../../db/schema';\nimport type { PlaceFacts } from '../../providers/writer';\nexport const x = [AppError, places];\nexport type F = PlaceFacts;\n",
      ),
    ).toEqual([]);
    expect(
      await layeringErrors(
        'src/server/jobs/example.ts',
        "import { syncPlaces } from '../modules/sync/place-sync';\nexport const x = syncPlaces;\n",
      ),
    ).toEqual([]);
  });
});

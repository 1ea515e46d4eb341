import type { TestProject } from 'vitest/node';
import { createPostgresTemplate, dropPostgresTemplate, usePgliteTemplate } from './template-database';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresUrl: string;
  }
}

/** Builds the template database once for the whole run. TEST_DATABASE_URL switches to a real PostgreSQL. */
export default async function setup(project: TestProject) {
  const postgresUrl = process.env.TEST_DATABASE_URL ?? '';
  project.provide('postgresUrl', postgresUrl);
  if (postgresUrl) {
    await createPostgresTemplate(postgresUrl);
    project.provide('pgliteTemplate', '');
    return () => dropPostgresTemplate(postgresUrl);
  }
  const template = await usePgliteTemplate();
  project.provide('pgliteTemplate', template.file);
  return template.release;
}

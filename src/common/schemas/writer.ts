import { z } from 'zod';
import { AI_MODELS, ARTICLE_LENGTHS } from '../categories';

/** GET /api/admin/writer: which writer the server uses, and what the dashboard may offer with it. */
export const writerInfoSchema = z.object({
  /** 'OpenAI', or the offline writer that composes from the site's own data. */
  name: z.string(),
  offline: z.boolean(),
  /** Models to choose from; none for the offline writer. */
  models: z.array(z.enum(AI_MODELS)),
  /** Article lengths it can reach; none for the offline writer. */
  lengths: z.array(z.enum(ARTICLE_LENGTHS)),
});
export type WriterInfo = z.infer<typeof writerInfoSchema>;

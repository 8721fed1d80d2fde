import { z } from 'zod';

/** `POST /role/selectAllOrId` form: every role, or only the one with `id` (an empty list if none). */
export const roleSelectForm = z.object({
  id: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int('id must be a whole number').min(1, 'id must be at least 1').optional(),
  ),
});
export type RoleSelectForm = z.infer<typeof roleSelectForm>;

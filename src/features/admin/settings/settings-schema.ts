/** The admin settings the dashboard may change (spec 7 'Settings'): only the hero image today. */
import { z } from 'zod';
import { coded } from '~/platform/content/issue-codes';
import { imageUrlSchema } from '~/features/content';

export const HERO_IMAGE_SETTING = 'hero_image_url';

/** POST /api/admin/settings: `{ key, value }`; an empty value removes the setting (the default hero shows). */
export const settingInputSchema = z.object({
  key: z.literal(HERO_IMAGE_SETTING, { error: `Key must be '${HERO_IMAGE_SETTING}'` }),
  value: z.union([z.literal(''), imageUrlSchema], coded('heroImage')),
});

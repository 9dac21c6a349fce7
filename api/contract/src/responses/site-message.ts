import { object, string, type ObjectSchema } from 'yup';
import type { SiteMessageResponse } from '@court/contract';

/**
 * A page's message from staff. A missing updatedAt counts as no date (null), so a message still
 * shows when only its date is unreadable.
 */
export const siteMessageSchema: ObjectSchema<SiteMessageResponse> = object({
  // Empty when staff have written nothing.
  message: string().defined(),
  updatedAt: string().nullable().default(null),
}).defined();

import { commonEn } from './common.ts';
import { commonId } from './common-id.ts';
import { publicEn } from './public.ts';
import { publicId } from './public-id.ts';
import { guestEn, guestId } from './guest.ts';
import { adminEn, adminId } from './admin.ts';
import { syncEn, syncId } from './sync.ts';
import { backOfficeEn, backOfficeId } from './back-office.ts';
import { errorsEn } from './errors.ts';
import { errorsId } from './errors-id.ts';
import type { Texts } from './texts.ts';

// One namespace per area. The areas behind sign-in keep both languages side by side in one file and load
// with their routes; `common` and `public` (every page) and `errors` have a file per language, and a visit
// loads only its language's (lib/i18n/text-modules.ts). This module gathers them all for the types and the
// translation tests.
export const en = { common: commonEn, public: publicEn, guest: guestEn, admin: adminEn, sync: syncEn, backOffice: backOfficeEn, errors: errorsEn };

export type Translations = Texts<typeof en>;
export type Namespace = keyof Translations;
export type PageKey = keyof Translations['common']['pages'];

export const id: Translations = { common: commonId, public: publicId, guest: guestId, admin: adminId, sync: syncId, backOffice: backOfficeId, errors: errorsId };

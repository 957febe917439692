import { commonEn, commonId } from './common.ts';
import { publicEn, publicId } from './public.ts';
import { guestEn, guestId } from './guest.ts';
import { adminEn, adminId } from './admin.ts';
import { syncEn, syncId } from './sync.ts';
import { backOfficeEn, backOfficeId } from './back-office.ts';
import { errorsEn, errorsId } from './errors.ts';
import type { Texts } from './texts.ts';

// One namespace per area, each in its own file with both languages side by side. The app bundles only
// `common`, `public` and `errors` (lib/i18n.ts); the other areas' texts load with their routes. This module
// gathers them all for the types and the translation tests.
export const en = { common: commonEn, public: publicEn, guest: guestEn, admin: adminEn, sync: syncEn, backOffice: backOfficeEn, errors: errorsEn };

export type Translations = Texts<typeof en>;
export type Namespace = keyof Translations;
export type PageKey = keyof Translations['common']['pages'];

export const id: Translations = { common: commonId, public: publicId, guest: guestId, admin: adminId, sync: syncId, backOffice: backOfficeId, errors: errorsId };

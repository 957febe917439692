import { commonEn } from './common.ts';
import { publicEn } from './public.ts';

/** The English texts every page shows, one chunk (text-modules.ts). */
export const FIRST_TEXTS = { common: commonEn, public: publicEn };

import { commonId } from './common-id.ts';
import { publicId } from './public-id.ts';

/** The Indonesian texts every page shows, one chunk (text-modules.ts). */
export const FIRST_TEXTS = { common: commonId, public: publicId };

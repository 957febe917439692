// The text of catalogue content in both languages: the one type of @prana/domain.
export type { Localized } from '@prana/domain';

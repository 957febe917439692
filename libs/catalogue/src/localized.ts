/** A text shown to people, in both languages of the product. */
export interface LocalizedText {
  en: string;
  id: string;
}

export type Language = keyof LocalizedText;

export const LANGUAGES: readonly Language[] = ['en', 'id'];

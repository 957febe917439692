/** A text shown to people, in both languages of the product. */
export interface LocalizedText {
  en: string;
  id: string;
}

// The two structured-data packages ship JavaScript without types; what the tests use of them.
declare module '@adobe/structured-data-validator' {
  export default class Validator {
    constructor(schemaOrgJson: unknown);
    validate(extracted: unknown): Promise<{ issueMessage: string; severity: 'ERROR' | 'WARNING' }[]>;
  }
}

declare module '@marbec/web-auto-extractor' {
  export default class WebAutoExtractor {
    constructor(options: { addLocation?: boolean; embedSource?: string[] });
    parse(html: string): { jsonld: Record<string, Record<string, unknown>[]> };
  }
}

import { readFileSync } from 'node:fs';
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';

/** The schema.org vocabulary, release 30.0, vendored: tests reach no registry but npm. */
const VOCABULARY = JSON.parse(readFileSync(new URL('../fixtures/schemaorg-current-https-30.0.jsonld', import.meta.url), 'utf8')) as unknown;

export interface StructuredDataIssue {
  issueMessage: string;
  severity: 'ERROR' | 'WARNING';
}

/** The structured data of an HTML document, as a search engine extracts it: JSON-LD nodes by type. */
export function extractStructuredData(html: string): { jsonld: Record<string, Record<string, unknown>[]> } {
  return new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html);
}

/** Every problem the validator finds in a document's structured data: types and properties against the schema.org vocabulary, and Google's rules for the types it knows. */
export async function structuredDataIssues(html: string): Promise<StructuredDataIssue[]> {
  return new Validator(VOCABULARY).validate(extractStructuredData(html));
}
